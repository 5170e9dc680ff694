import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import '../i18n';
import '../i18n/validationMessages';
// A message compared with its English in the tests written before messages travelled as data.
import '../../../domain/src/test/english-equality';
import { showLanguage } from '../i18n/language';

// Screens are route chunks: the first time a test file opens one, Vite transforms it then, which on a
// busy machine takes longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

// happy-dom has neither; Mantine reads both (breakpoints, scroll areas, floating elements).
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStandIn {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStandIn;
}

// happy-dom has no FontFaceSet; Mantine's autosizing Textarea listens on it for fonts loading.
if (!document.fonts) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

// The files of a worker share their modules (vitest.config.ts: isolate false): what one file changes in
// them is put back before the next, as a fresh module graph would have it.
afterAll(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  modals.closeAll();
  notifications.clean();
  await showLanguage('en');
});

// The English catalogue, which the built app does without (English text is its own key): with it loaded,
// a text shown through t() that no catalogue holds is reported here, naming the key. A message built from
// a template is shown by its key (i18n/say.ts), and a counted one by its plural forms.
import en from '@prep/domain/locales/en.json';
import i18n from '../i18n';
i18n.addResourceBundle('en', 'translation', en);
i18n.options.saveMissing = true;
i18n.options.missingKeyHandler = (_languages, _namespace, key) => {
  console.error(`Not in domain/locales/en.json: ${JSON.stringify(key)}`);
};
