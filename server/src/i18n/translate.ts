// The server's own texts (the mails) in the reader's language, from the catalogue the web shows: the
// English text marked with msg() is its own key, and ta.json holds its Tamil. Only the server reads the
// Tamil file this way; the web fetches it as its own chunk when Tamil is shown (web/src/i18n/language.ts).
// A message is data ({ key, values }, docs/decisions/0107-messages-as-data.md): its nested messages are
// translated in turn and a counted one takes its plural form, as the web's say() does with i18next.
import { asMessage, type Language, render, type Text } from '@prep/domain';
import tamil from '@prep/domain/locales/ta.json' with { type: 'json' };

const CATALOGUES: Record<Language, Readonly<Record<string, string>>> = { en: {}, ta: tamil };

export type Values = Readonly<Record<string, string | number>>;

/** A key's template in a language: a counted message's `_one` or `_other` form, chosen as i18next chooses it. */
function templateOf(language: Language, key: string, count: unknown): string | undefined {
  const catalogue = CATALOGUES[language];
  if (typeof count === 'number') {
    const form = catalogue[`${key}_${new Intl.PluralRules(language).select(count)}`] || catalogue[`${key}_other`];
    if (form) return form;
  }
  return catalogue[key] || undefined;
}

/**
 * A message in the language: the catalogue's template with its values written in (names, links and what a
 * person wrote as they are; a nested message translated in turn). English is the template itself, its singular
 * form from plural(); a text without Tamil yet falls back to its English rather than to nothing.
 */
export function sayIn(language: Language, text: Text): string {
  const { key, values } = asMessage(text);
  const template = language === 'en' ? undefined : templateOf(language, key, values.count);
  if (template === undefined) return render(text);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? sayIn(language, value) : String(value);
  });
}

/** A text and its values in the language (sayIn of the message they make). */
export const translate = (language: Language, text: string, values: Values = {}): string =>
  sayIn(language, { key: text, values });
