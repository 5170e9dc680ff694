export { MathText } from './MathText';
export { MathPreview, needsPreview } from './MathPreview';
export { RichText } from './RichText';
