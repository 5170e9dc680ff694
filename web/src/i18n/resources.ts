import type { Resource } from 'i18next';

/**
 * English text is its own key, so the English catalogue stays empty and every lookup falls back to
 * the key. A translation is one more entry here, e.g. `ta: { translation: ta }` with a `ta.ts` file
 * mapping each English text to its Tamil text.
 */
export const resources = {
  en: { translation: {} },
} satisfies Resource;
