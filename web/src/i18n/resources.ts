import type { Resource } from 'i18next';
import plurals from '@prep/domain/locales/en-plurals.json';

/**
 * English text is its own key (domain/locales/en.json maps each to itself), so the first load carries
 * no English catalogue: a lookup falls back to the key, but for the counted messages' singular forms (`_one`:
 * domain/locales/en-plurals.json, written by scripts/check-i18n.mjs; their `_other` form is the key's own words).
 * Tamil (domain/locales/ta.json) is fetched as a chunk of its own the first time Tamil is shown (./language.ts).
 */
export const resources = {
  en: { translation: plurals },
} satisfies Resource;
