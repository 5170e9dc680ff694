import classes from './MarkedField.module.css';

/**
 * Props of a required Mantine input: `required` (so assistive technology is told) with the asterisk
 * drawn by CSS instead of a span inside the label, so the label's text is the field's name exactly.
 */
export const REQUIRED_INPUT = {
  required: true,
  withAsterisk: false,
  labelProps: { className: classes.requiredLabel },
} as const;

/** REQUIRED_INPUT when `required`, else nothing. */
export const requiredInput = (required: boolean) => (required ? REQUIRED_INPUT : {});
