import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@prep/domain';
import i18n from './index';

// Not under the session's 'prep.' prefix: signing out keeps the language chosen in this browser.
const STORAGE_KEY = 'language';

/** The language last chosen with the switch in this browser, if any. */
export function browserLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function rememberBrowserLanguage(language: Language) {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // A browser that keeps nothing (private mode, storage full) still shows the language.
  }
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

let tamilAdded = false;

/** Tamil's catalogue and its font (./tamil.ts): fetched once, the first time Tamil is shown. */
async function loadTamil() {
  if (tamilAdded) return;
  (await import('./tamil')).addTamil(i18n);
  tamilAdded = true;
}

let latest: Language = DEFAULT_LANGUAGE;

/** Shows the app in a language; `<html lang>` follows. A later call wins over one still loading. */
export async function showLanguage(language: Language) {
  latest = language;
  if (language === 'ta') await loadTamil();
  if (latest !== language) return;
  document.documentElement.lang = language;
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
