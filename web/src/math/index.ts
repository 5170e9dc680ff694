export { MathText } from './MathText';
export { MathPreview } from './MathPreview';
export { loadKatex } from './katex';
