// The server's own texts (the mails) in the reader's language, from the catalogue the web shows: the
// English text marked with msg() is its own key, and ta.json holds its Tamil. Only the server reads the
// Tamil file this way; the web fetches it as its own chunk when Tamil is shown (web/src/i18n/language.ts).
import type { Language } from '@prep/domain';
import tamil from '@prep/domain/locales/ta.json' with { type: 'json' };

const CATALOGUES: Record<Language, Readonly<Record<string, string>>> = { en: {}, ta: tamil };

export type Values = Readonly<Record<string, string | number>>;

/**
 * The text in the language, its {{placeholders}} filled with the values as given (names and links are
 * never translated). A text without Tamil yet falls back to its English rather than to nothing.
 */
export function translate(language: Language, text: string, values: Values = {}): string {
  const template = CATALOGUES[language][text] || text;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** A translator bound to one reader's language. */
export const translatorFor =
  (language: Language) =>
  (text: string, values?: Values): string =>
    translate(language, text, values);
