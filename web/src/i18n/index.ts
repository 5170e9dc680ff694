import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { installValidationMessages } from '@prep/domain';
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

// The first module of the app and of its tests: a schema that names no message of its own for a failure is
// told the domain's (a catalogue key, shown with t()), never zod's English.
installValidationMessages();

export default i18n;
