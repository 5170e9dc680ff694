// Texts of a question as stored: an 'html' question's texts (question, options, steps) are sanitised on
// every save through the allow-list (domain rich-text.ts), whatever the client sent; plain ones are kept
// as written and escaped where shown.
import { sanitizeRichText } from '@prep/domain';

export type TextFormat = 'plain' | 'html';

/** The text as it may be stored for a question of `format`. */
export const storedText = (format: TextFormat, text: string) => (format === 'html' ? sanitizeRichText(text) : text);

/** Each text field given (strings only) as it may be stored; others as they are. */
export function storedTexts<T extends Record<string, unknown>>(
  format: TextFormat,
  fields: T,
  names: readonly string[],
): T {
  if (format !== 'html') return fields;
  const out: Record<string, unknown> = { ...fields };
  for (const name of names) if (typeof out[name] === 'string') out[name] = sanitizeRichText(out[name] as string);
  return out as T;
}
