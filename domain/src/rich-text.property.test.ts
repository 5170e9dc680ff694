// Properties over generated input: the sanitiser lets nothing executable through, and the partial readers
// account for every question they find without throwing, whatever the text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAikenQuestions } from './question-aiken';
import { parseGiftQuestions } from './question-gift';
import { parseQuestionTagsPartial } from './question-tags';
import { sanitizeRichText } from './rich-text';

const PIECES = [
  '<',
  '>',
  '/',
  '"',
  "'",
  '=',
  ' ',
  '\t',
  '\n',
  '&#x09;',
  '&amp;',
  'script',
  'SCRIPT',
  'img',
  'a',
  'p',
  'b',
  'svg',
  'style',
  'src',
  'href',
  'onerror',
  'onclick',
  'javascript:',
  'jav&#x61;script:',
  'data:',
  'alert(1)',
  '<!--',
  '-->',
  'x',
];
const markup = fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((parts) => parts.join(''));

/** Every attribute the sanitised HTML holds, as a browser would parse the tags. */
const attributesOf = (html: string) =>
  [...html.matchAll(/<[a-z][^>]*>/gi)].flatMap((tag) =>
    [...tag[0].matchAll(/\s([^\s=/>]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g)].map((m) => [
      m[1]!.toLowerCase(),
      (m[2] ?? '').replace(/^["']|["']$/g, ''),
    ]),
  );

describe('sanitizeRichText over generated markup', () => {
  it('leaves no script or style element, no event or style attribute, no javascript: or data: address', () => {
    fc.assert(
      fc.property(markup, (html) => {
        const clean = sanitizeRichText(html);
        expect(clean).not.toMatch(/<\s*(script|style|svg|iframe)/i);
        for (const [name, value] of attributesOf(clean)) {
          expect(['src', 'alt', 'width', 'height', 'href', 'title', 'colspan', 'rowspan']).toContain(name);
          if (name === 'src' || name === 'href') {
            const decoded = value!.replace(/&#x0*([0-9a-f]+);?/gi, (_m, h: string) =>
              String.fromCharCode(parseInt(h, 16)),
            );
            expect(decoded.replace(/[\s\p{Cc}]/gu, '')).not.toMatch(/^(javascript|data|vbscript):/i);
          }
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('is stable: sanitising twice gives what sanitising once gave', () => {
    fc.assert(
      fc.property(markup, (html) => {
        const once = sanitizeRichText(html);
        expect(sanitizeRichText(once)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });
});

const TEXT = [
  ...'{}=~#%:->\\[]()ABC.\n \n\n',
  'ANSWER: A',
  'A) ',
  '<q>',
  '</q>',
  '<a>',
  '</a>',
  '==',
  '&&',
  '1',
  '[html]',
  '%50%',
  '%-100%',
];
const text = fc.array(fc.constantFrom(...TEXT), { maxLength: 60 }).map((parts) => parts.join(''));

describe('partial readers over generated text', () => {
  it.each([
    ['GIFT', parseGiftQuestions],
    ['Aiken', parseAikenQuestions],
    ['the tag format', parseQuestionTagsPartial],
  ])('%s never throws, and numbers the questions and refusals it finds without gaps', (_name, parse) => {
    fc.assert(
      fc.property(text, (raw) => {
        const result = parse(raw);
        if (!result.ok) return;
        expect(result.questions.map((q) => q.question_number)).toEqual(result.questions.map((_, i) => i + 1));
        const found = result.questions.length + result.refused.length;
        const positions = result.refused.map((r) => r.number);
        expect(positions.every((n) => n >= 1 && n <= found)).toBe(true);
        expect(new Set(positions).size).toBe(positions.length);
      }),
      { numRuns: 1000 },
    );
  });
});
