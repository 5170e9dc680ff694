import type { Resource } from 'i18next';

/**
 * English text is its own key (domain/locales/en.json maps each to itself), so the first load carries
 * no English catalogue: a lookup falls back to the key. Tamil (domain/locales/ta.json) is fetched as a
 * chunk of its own the first time Tamil is shown (./language.ts).
 */
export const resources = {
  en: { translation: {} },
} satisfies Resource;
