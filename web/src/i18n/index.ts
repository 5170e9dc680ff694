import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from './resources';

void i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  // Keys are whole English sentences, which contain '.' and ':'.
  keySeparator: false,
  nsSeparator: false,
  returnEmptyString: false,
  interpolation: { escapeValue: false },
  // English is in the code (its text is its key); Tamil is a chunk added when first asked for.
  initAsync: false,
  partialBundledLanguages: true,
  react: { useSuspense: false },
});

export default i18n;
