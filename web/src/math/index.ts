export { MathText } from './MathText';
export { MathPreview } from './MathPreview';
