// The QTI import's messages in Tamil words (issue 27): QTI's own element names (qti-choice-interaction)
// stay as written, but "interaction", "response declaration" and "manifest" are words a Tamil reader
// should not meet in English.
import { describe, expect, it } from 'vitest';
import ta from '../locales/ta.json';

const ENGLISH_WORDS = /\b(interactions?|manifest|response declaration)\b/i;
/** A text less what stays as written: QTI's element names and the placeholders. */
const words = (text: string) => text.replace(/qti-[a-z-]+/g, '').replace(/\{\{\w+\}\}/g, '');

describe('the QTI messages in Tamil', () => {
  const tamil = ta as Record<string, string>;

  it('say interaction, response declaration and manifest in Tamil words', () => {
    const english = Object.entries(tamil).filter(([, text]) => ENGLISH_WORDS.test(words(text)));
    expect(english).toEqual([]);
    expect(tamil['the manifest lists no QTI item']).toBe('தொகுப்பின் உள்ளடக்கப் பட்டியலில் QTI உருப்படி எதுவும் இல்லை');
    expect(tamil['no qti-response-declaration for the interaction']).toBe(
      'இந்த விடையளிப்பு உறுப்புக்கு qti-response-declaration இல்லை',
    );
  });
});
