export { MathText } from './MathText';
export { MathPreview } from './MathPreview';
export { RichText } from './RichText';
