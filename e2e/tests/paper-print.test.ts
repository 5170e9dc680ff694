// Paper tests, the print (issue 30): the client admin prints a class's test for paper from the class's
// work with two versions; the booklet page renders the questions (math by KaTeX) for print, one booklet
// per version with its letter, the app's bars hidden; the answer sheets' PDF downloads; a student of the
// class sees the test on their dashboard as on paper, with no Start. Its students and class are made here.
import { type Page, request } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkA11y, settled, signInAsClientAdmin, signInAsStudent, useBrowser, waitForPath } from '../support';
import { asClientAdmin, createStudent, ok } from '../support/adminApi';
import { createGrantedTest } from '../support/realTestSetup';
import { uniqueSetName } from '../support/warmupAuthoring';
import { dialog } from '../support/warmupTaking';

const RUN = Date.now().toString(36);
const CLASS_NAME = uniqueSetName('Paper Class');
const TEST_NAME = uniqueSetName('Paper Mock');
const PASSWORD = 'onpaper42';
const STUDENTS = [
  { first: `Anil${RUN.replace(/\d/g, '')}`, last: 'Rao', email: `anil.${RUN}@demoacademy.com` },
  { first: `Bela${RUN.replace(/\d/g, '')}`, last: 'Roy', email: `bela.${RUN}@demoacademy.com` },
].map((s) => ({ ...s, password: PASSWORD }));
const QUESTIONS = [
  { text: 'If $3x + 5 = 20$, what is $x$?', options: ['3', '5', '15', '25/3'], key: 2 },
  { text: 'What is 15% of 80?', options: ['8', '10', '12', '15'], key: 3 },
  { text: 'What is $2^5$?', options: ['10', '16', '32', '64'], key: 3 },
  { text: 'What is 7 times 6?', options: ['36', '42', '48', '54'], key: 2 },
];

let batch = 0;

const booklet = (page: Page) => page.locator('[data-booklet]');

describe('print a test for paper', () => {
  const browser = useBrowser();

  beforeAll(async () => {
    const api = await request.newContext({ baseURL: inject('baseUrl') });
    await createGrantedTest(api, { name: TEST_NAME, questions: QUESTIONS });
    const admin = await asClientAdmin(api);
    const ids: number[] = [];
    for (const s of STUDENTS) ids.push(await createStudent(admin, { ...s, programs: ['SAT'], teacher: 'Victor' }));
    await ok(admin('POST', '/api/classroom/', { class_name: CLASS_NAME, program: 'SAT', teachers: [], students: ids }));
    await api.dispose();
  });

  it('the admin prints the class’s test with two versions: booklet for print, and the answer sheets', async () => {
    const { page } = browser;
    await signInAsClientAdmin(page);
    await page
      .getByRole('navigation', { name: 'Client admin' })
      .getByRole('link', { name: 'Assign to Classrooms' })
      .click();
    await waitForPath(page, '/client/adminclassroom');
    await settled(page);
    await page.getByRole('region', { name: 'Classes' }).getByRole('button', { name: CLASS_NAME }).click();
    const work = page.getByRole('region', { name: `Work of ${CLASS_NAME}` });
    await work.getByRole('button', { name: 'Print for paper' }).click();

    const print = dialog(page, 'Print for paper');
    await print.getByLabel('Available Test', { exact: true }).selectOption({ label: TEST_NAME });
    await print.getByText('Two versions (A and B)').click();
    await print.getByLabel('Page size', { exact: true }).selectOption('Letter');
    await checkA11y(page, 'Print for paper dialog');
    await print.getByRole('button', { name: 'Print', exact: true }).click();
    await print.getByRole('status').getByText('2 assigned, 0 skipped').waitFor();
    batch = Number(await print.locator('[data-printed]').getAttribute('data-printed'));
    expect(batch).toBeGreaterThan(0);

    // The answer sheets: fetched with the session, a PDF.
    const [sheets] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/paper/sheets/${batch}/sheets.pdf`)),
      print.getByRole('button', { name: 'Download answer sheets' }).click(),
    ]);
    expect(sheets.status()).toBe(200);
    expect(sheets.headers()['content-type']).toBe('application/pdf');

    await print.getByRole('button', { name: 'Print booklet' }).click();
    await waitForPath(page, `/client/paper/${batch}/booklet`);
    await booklet(page).waitFor();
    expect(await booklet(page).getAttribute('data-page-size')).toBe('Letter');
    // Every question in each version, its math rendered by KaTeX.
    const versions = booklet(page).locator('[data-version]');
    await expect.poll(() => versions.count()).toBe(2);
    for (const v of [0, 1]) expect(await versions.nth(v).locator('[data-printed]').count()).toBe(QUESTIONS.length);
    await booklet(page).locator('.katex').first().waitFor();
    // Version B numbers its own order 1..4: the same questions as A.
    const printed = (v: number) =>
      versions
        .nth(v)
        .locator('[data-printed]')
        .evaluateAll((all) => all.map((e) => e.getAttribute('data-printed')));
    expect(await printed(1)).toEqual(['1', '2', '3', '4']);
    const questionsOf = async (v: number) =>
      (
        await versions
          .nth(v)
          .locator('[data-question]')
          .evaluateAll((all) => all.map((e) => e.getAttribute('data-question')))
      ).sort();
    expect(await questionsOf(1)).toEqual(await questionsOf(0));
    await checkA11y(page, 'booklet');

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print', exact: true }).isVisible()).toBe(false);
    expect(await page.locator('.mantine-AppShell-header').isVisible()).toBe(false);
    expect(await booklet(page).locator('[data-version-letter]').allInnerTexts()).toEqual(['Version A', 'Version B']);
    expect(await booklet(page).getByText('If').first().isVisible()).toBe(true);
    // Version B starts a page of its own; a question is never split.
    const breaks = await versions.evaluateAll((all) => all.map((e) => getComputedStyle(e).breakBefore));
    expect(breaks[1]).toBe('page');
    const inside = await booklet(page)
      .locator('[data-printed]')
      .first()
      .evaluate((e) => getComputedStyle(e).breakInside);
    expect(inside).toBe('avoid');
    await page.emulateMedia({ media: 'screen' });
  }, 60_000);

  it('a student of the class sees the test as on paper, with no Start', async () => {
    const { page } = browser;
    await signInAsStudent(page, STUDENTS[0]!);
    const row = page.getByRole('row').filter({ hasText: TEST_NAME });
    await row.getByText('On paper').waitFor();
    expect(await row.getByRole('button').count()).toBe(0);
  });
});
