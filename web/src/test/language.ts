import { afterAll, beforeAll } from 'vitest';
import { showLanguage } from '../i18n/language';

/** Runs a test file's screens in Tamil (the real catalogue, domain/locales/ta.json), English again after. */
export function inTamil() {
  beforeAll(() => showLanguage('ta'));
  afterAll(() => showLanguage('en'));
}
