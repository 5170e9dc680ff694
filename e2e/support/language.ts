// Checks of a screen shown in Tamil (issue 21): the document's language, the Tamil font actually in use, and
// no text left in English, measured against the English catalogue itself (domain/locales/en.json).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const catalogue = (language: 'en' | 'ta') =>
  JSON.parse(readFileSync(new URL(`../../domain/locales/${language}.json`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >;

const asLiteral = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PLACEHOLDER = /\{\{\s*\w+\s*\}\}/;
/** The words of a text outside its {{placeholders}}. */
const fixedWords = (key: string) =>
  key
    .split(PLACEHOLDER)
    .join(' ')
    .match(/[A-Za-z]{2,}/g)?.length ?? 0;

/**
 * Each English text a Tamil screen must not show, as a pattern ({{placeholders}} match anything). Left out:
 * texts whose Tamil is the same (codes such as CSV or SAT), texts without a letter (numbers, signs), and
 * texts with placeholders but fewer than two fixed words ("Test {{name}}" would match any test's name).
 */
function englishPatterns(): Array<{ key: string; pattern: RegExp }> {
  const ta = catalogue('ta');
  return Object.keys(catalogue('en'))
    .filter((key) => /[A-Za-z]{2}/.test(key) && ta[key] !== key)
    .filter((key) => !PLACEHOLDER.test(key) || fixedWords(key) >= 2)
    .map((key) => ({
      key,
      pattern: new RegExp(
        `^${key
          .split(/\{\{\s*\w+\s*\}\}/)
          .map(asLiteral)
          .join('.+?')}$`,
        's',
      ),
    }));
}

/**
 * Every visible text on the page, one entry per text node, and the names and hints given to controls. Text
 * marked as another language (the switch's "English", lang="en") is not untranslated text.
 */
const shownTexts = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, [aria-hidden="true"], .katex')) continue;
      if (parent.closest('[lang]')?.getAttribute('lang') !== 'ta') continue;
      if (parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) texts.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (!(element as HTMLElement).checkVisibility()) continue;
      if (element.closest('[lang]')?.getAttribute('lang') !== 'ta') continue;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });

/** Fails naming each English catalogue text the page still shows (names and numbers are not catalogue texts). */
export async function expectNoEnglish(page: Page, context: string): Promise<void> {
  const patterns = englishPatterns();
  const found = new Set<string>();
  for (const text of await shownTexts(page)) {
    const match = patterns.find(({ pattern }) => pattern.test(text));
    if (match) found.add(`"${text}" (${JSON.stringify(match.key)})`);
  }
  if (found.size) throw new Error(`English left on ${context} (${page.url()}):\n  ${[...found].join('\n  ')}`);
}

/** The page is in Tamil: `<html lang="ta">` and Noto Sans Tamil loaded and first in the body's fonts. */
export async function expectTamilShown(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.lang === 'ta');
  const font = await page.evaluate(async () => {
    await document.fonts.ready;
    const loaded = [...document.fonts].some(
      (face) => face.family.replace(/["']/g, '') === 'Noto Sans Tamil' && face.status === 'loaded',
    );
    return { loaded, family: getComputedStyle(document.body).fontFamily };
  });
  if (!font.loaded || !font.family.replace(/["']/g, '').startsWith('Noto Sans Tamil')) {
    throw new Error(`The Tamil font is not in use: ${JSON.stringify(font)}`);
  }
}

/** The top bar's language switch: it names the other language in its own script. */
export const languageSwitch = (page: Page, to: 'ta' | 'en') =>
  page.getByRole('button', { name: to === 'ta' ? 'தமிழ்' : 'English', exact: true });
