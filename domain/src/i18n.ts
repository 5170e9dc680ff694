/**
 * Marks an English text for the catalogues (domain/locales) without translating it where it is written:
 * a message stored in a constant, a schema or a table is translated where it is shown, by `t(message)`.
 * `npm run lint` collects the text of every msg() and t() call and fails when either language lacks one.
 */
// Pure (the annotation): a table of msg() texts nobody imports is left out of the web's bundles.
/* @__NO_SIDE_EFFECTS__ */
export function msg<const T extends string>(text: T): T {
  return text;
}

/** The names of a template's `{{placeholders}}`: `'Client {{name}} Added'` → `'name'`. */
export type Placeholders<T extends string> = T extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The languages the product speaks: English (the spec's own words) and Tamil. */
export const APP_LANGUAGES = ['en', 'ta'] as const;
export type Language = (typeof APP_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** A test's `test_lang_type` in each language: a student sees their language's tests first. */
export const TEST_LANGUAGE: Record<Language, string> = { en: 'English', ta: 'Tamil' };

/** Each language's name in its own script, for the switch (never translated). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ta: 'தமிழ்' };

export const isLanguage = (value: unknown): value is Language => APP_LANGUAGES.includes(value as Language);

/** The Intl locale of each language: India's grouping (12,34,567) and month names for Tamil. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-US', ta: 'ta-IN' };

type DateInput = Date | string | number;
const asDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

export interface FormatOptions {
  /** An IANA zone; the browser's own when left out. */
  timeZone?: string;
}

export const formatNumber = (language: Language, value: number, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(INTL_LOCALES[language], options).format(value);

/** A share from 0 to 1 as a whole percent: 0.875 → "88%". */
export const formatPercent = (language: Language, share: number, fractionDigits = 0) =>
  formatNumber(language, share, { style: 'percent', maximumFractionDigits: fractionDigits });

export const formatDate = (language: Language, value: DateInput, options: FormatOptions = {}) =>
  new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: 'medium', ...options }).format(asDate(value));

export const formatTime = (language: Language, value: DateInput, options: FormatOptions = {}) =>
  new Intl.DateTimeFormat(INTL_LOCALES[language], { timeStyle: 'short', ...options }).format(asDate(value));

export const formatDateTime = (language: Language, value: DateInput, options: FormatOptions = {}) =>
  new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: 'medium', timeStyle: 'short', ...options }).format(
    asDate(value),
  );
