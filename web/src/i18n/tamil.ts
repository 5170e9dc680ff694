// What showing Tamil adds, fetched as one chunk the first time Tamil is shown (./language.ts): the
// catalogue and the font.
import catalogue from '@prep/domain/locales/ta.json';
import type { i18n as I18n } from 'i18next';
// Noto Sans Tamil, shipped with the app (@fontsource, not a CDN): the Tamil subset in the two weights the
// screens use (text and bold). Style sheets, so kept though this module is marked free of side effects.
import '@fontsource/noto-sans-tamil/tamil-400.css';
import '@fontsource/noto-sans-tamil/tamil-700.css';
import './tamil.css';

/** Adds the Tamil catalogue (its counted messages with their `_one` and `_other` forms). */
export function addTamil(i18n: I18n) {
  i18n.addResourceBundle('ta', 'translation', catalogue, true, true);
}
