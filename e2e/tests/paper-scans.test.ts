// Paper tests that mark themselves (issue 30), end to end: a class of three sits a real test on paper. The client
// admin prints from the class's work (Print for paper): the answer sheets, and the booklet as the printer sees it
// (print media; paper-print tests the booklet's versions). The sheets are filled in (one student's second answer
// only a faint mark) and photographed; the admin uploads the photos on Upload scans, watches them read, reviews the
// one uncertain question, confirms it, and sees the class's results with the three scores. The students and the
// class are made here: the demo rows belong to other files.
import { request } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkA11y, signInAsClientAdmin, useBrowser, visit, waitForPath } from '../support';
import { asClientAdmin, createStudent, ok } from '../support/adminApi';
import { filledScans, type Marks, PENCIL } from '../support/paperScans';
import { createGrantedTest } from '../support/realTestSetup';
import { uniqueSetName } from '../support/warmupAuthoring';
import { dialog, notification } from '../support/warmupTaking';

const RUN = Date.now().toString(36);
const LETTERS = RUN.replace(/\d/g, '');
const TEST_NAME = uniqueSetName('Paper Scan Test');
const CLASS_NAME = `Paper Class ${RUN}`;
/** Teaches SAT Evening in the demo data (server/src/seed/demo.ts). */
const TEACHER = 'Victor';
// Last names in the results grid's order.
const STUDENTS = [
  { first: `Anya${LETTERS}`, last: 'Abbott', email: `anya.${RUN}@demoacademy.com` },
  { first: `Bruno${LETTERS}`, last: 'Baptiste', email: `bruno.${RUN}@demoacademy.com` },
  { first: `Chen${LETTERS}`, last: 'Castillo', email: `chen.${RUN}@demoacademy.com` },
].map((s) => ({ ...s, name: `${s.first} ${s.last}`, password: 'papersheet42' }));

// Keys B, C, C. Anya marks B, C, C firmly (3 of 3); Bruno B, a faint C, then D (2 of 3 once his C is
// confirmed); Chen A, A, C (1 of 3).
const QUESTIONS = [
  { text: 'What is $3 + 4$?', options: ['6', '7', '8', '9'], key: 2 },
  { text: 'What is 10% of 50?', options: ['4', '6', '5', '10'], key: 3 },
  { text: 'What is $2^3$?', options: ['6', '9', '8', '16'], key: 3 },
];
const firm = (label: string) => ({ label, grey: PENCIL.firm });
const PENCILLED: Marks[] = [
  { 1: firm('B'), 2: firm('C'), 3: firm('C') },
  { 1: firm('B'), 2: { label: 'C', grey: PENCIL.faint }, 3: firm('D') },
  { 1: firm('A'), 2: firm('A'), 3: firm('C') },
];
// To one decimal place, as the class results show every score.
const SCORES = ['3.0 / 3', '2.0 / 3', '1.0 / 3'];

let classroom = 0;
let students: number[] = [];
/** The scan's address, with the class it was uploaded from. */
let scanPath = '';

describe('paper tests: scans uploaded, read, reviewed and graded', () => {
  const browser = useBrowser();

  beforeAll(async () => {
    const api = await request.newContext({ baseURL: inject('baseUrl') });
    await createGrantedTest(api, { name: TEST_NAME, questions: QUESTIONS });
    const admin = await asClientAdmin(api);
    students = [];
    for (const s of STUDENTS) students.push(await createStudent(admin, { ...s, programs: ['SAT'], teacher: TEACHER }));
    const teachers = await ok<{ id: number; First_Name: string }[]>(admin('GET', '/api/teacher/'));
    const teacher = teachers.find((t) => t.First_Name === TEACHER);
    if (!teacher) throw new Error(`The demo data has no teacher ${TEACHER}`);
    classroom = (
      await ok<{ id: number }>(
        admin('POST', '/api/classroom/', { class_name: CLASS_NAME, program: 'SAT', teachers: [teacher.id], students }),
      )
    ).id;
    await api.dispose();
  }, 60_000);

  it('the admin prints the class’s booklet and sheets, uploads their photos from the class and watches them read', async () => {
    const { page } = browser;
    await signInAsClientAdmin(page);
    await visit(page, `/client/adminclassroom?class=${classroom}`);
    const work = page.getByRole('region', { name: `Work of ${CLASS_NAME}` });
    await work.getByRole('button', { name: 'Print for paper' }).click();
    const print = dialog(page, 'Print for paper');
    await print.getByLabel('Available Test', { exact: true }).selectOption({ label: TEST_NAME });
    await print.getByRole('button', { name: 'Print', exact: true }).click();
    await print.getByRole('status').getByText('3 assigned, 0 skipped').waitFor();
    const batch = Number(await print.locator('[data-printed]').getAttribute('data-printed'));
    expect(batch).toBeGreaterThan(0);
    // The answer sheets, downloaded with the session; then the booklet for the room, as the printer sees it.
    const [sheets] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/paper/sheets/${batch}/sheets.pdf`)),
      print.getByRole('button', { name: 'Download answer sheets' }).click(),
    ]);
    expect(sheets.status()).toBe(200);
    await print.getByRole('button', { name: 'Print booklet' }).click();
    await waitForPath(page, `/client/paper/${batch}/booklet`);
    const booklet = page.locator('[data-booklet]');
    await booklet.locator('[data-printed]').first().waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await booklet.locator('[data-printed]').count()).toBe(QUESTIONS.length);
    expect(await booklet.locator('[data-printed]').first().isVisible()).toBe(true);
    expect(await page.locator('.mantine-AppShell-header').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    await visit(page, `/client/adminclassroom?class=${classroom}`);

    // The students fill their sheets in pencil; the photos are taken.
    const api = await request.newContext({ baseURL: inject('baseUrl') });
    const scans = await filledScans(
      await asClientAdmin(api),
      batch,
      Object.fromEntries(PENCILLED.map((marks, i) => [students[i], marks])),
    );
    await api.dispose();
    expect(scans).toHaveLength(STUDENTS.length);

    await work.getByRole('link', { name: 'Upload scans' }).click();
    await waitForPath(page, '/client/paper-scans');
    await page.getByRole('heading', { level: 1, name: 'Upload scans' }).waitFor();
    await checkA11y(page, 'Upload scans');

    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Scanned answer sheets' }).click(),
    ]);
    expect(chooser.isMultiple()).toBe(true);
    await chooser.setFiles(scans);
    // The upload's progress bar: watched from before the click, since a local upload is over in a moment.
    await page.evaluate(() => {
      const seen: boolean[] = [];
      (window as unknown as { progressSeen: boolean[] }).progressSeen = seen;
      new MutationObserver(() => {
        if (document.querySelector('[data-upload-progress] [role="progressbar"]')) seen.push(true);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.getByRole('button', { name: 'Upload scans' }).click();
    await page.waitForURL((url) => /^\/client\/paper-scans\/\d+$/.test(url.pathname));
    expect(new URL(page.url()).searchParams.get('class')).toBe(String(classroom));
    scanPath = `${new URL(page.url()).pathname}?class=${classroom}`;
    expect(
      await page.evaluate(() => (window as unknown as { progressSeen: boolean[] }).progressSeen.length),
    ).toBeGreaterThan(0);

    const scan = page.locator('[data-scan]');
    await expect.poll(() => scan.getAttribute('data-scan-status'), { timeout: 60_000 }).toBe('done');
    expect(await page.locator('[data-scan-summary]').innerText()).toBe(
      'Read: 2 graded, 1 to review, 0 unreadable, 0 duplicate',
    );
    const pages = page.getByRole('list', { name: 'Pages of the scan' }).getByRole('listitem');
    expect(await pages.count()).toBe(3);
    for (const [i, s] of STUDENTS.entries()) {
      const item = pages.filter({ hasText: s.name });
      expect(await item.getAttribute('data-state')).toBe(i === 1 ? 'needs_review' : 'graded');
      expect(await item.locator('[data-page-state]').textContent()).toBe(i === 1 ? 'Needs review' : 'Graded');
    }
    await page.mouse.move(0, 0);
    await checkA11y(page, 'a scan read, one page to review');
  }, 180_000);

  it('the admin reviews the faint answer, confirms it and sees the class’s results', async () => {
    const { page } = browser;
    // Each test has a browser of its own: the scan opened again from its address.
    await signInAsClientAdmin(page);
    await visit(page, scanPath);
    const item = page.getByRole('listitem').filter({ hasText: STUDENTS[1]!.name });
    await item
      .locator('[data-page-problem]')
      .getByText('Some answers could not be read for certain: check them')
      .waitFor();
    // Only question 2 waits for review: its row, cut out of the photo, beside its options set to what was read.
    const review = item.locator('[data-review-question]');
    expect(await review.count()).toBe(1);
    expect(await review.getAttribute('data-review-question')).toBe('2');
    const row = review.getByRole('img', { name: `Question 2 on ${STUDENTS[1]!.name}’s sheet, as scanned` });
    await row.waitFor();
    expect(await row.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const choices = review.getByRole('radiogroup', { name: 'Question 2' });
    expect(await choices.getByRole('radio', { name: 'C', exact: true }).isChecked()).toBe(true);
    // By keyboard: the reviewer looks at the row and settles on C.
    await choices.getByRole('radio', { name: 'B', exact: true }).check();
    await page.keyboard.press('ArrowRight');
    expect(await choices.getByRole('radio', { name: 'C', exact: true }).isChecked()).toBe(true);
    await checkA11y(page, 'a page under review');

    await item.getByRole('button', { name: 'Confirm answers' }).click();
    await notification(page, `Answers confirmed: ${STUDENTS[1]!.name}’s test is graded`).waitFor();
    await expect.poll(() => item.getAttribute('data-state')).toBe('graded');
    await expect
      .poll(() => page.locator('[data-scan-summary]').innerText())
      .toBe('Read: 3 graded, 0 to review, 0 unreadable, 0 duplicate');
    await page.locator('[data-scan-results]').getByText('Every page is settled.').waitFor();

    // Opened again, the scan is as it was left.
    await page.reload();
    await expect.poll(() => page.locator('[data-scan-summary]').innerText()).toContain('3 graded');

    await page.getByRole('link', { name: 'See the class’s results' }).click();
    await waitForPath(page, '/client/adminclassroom');
    const grid = page.locator('[data-class-results]');
    for (const [i, s] of STUDENTS.entries()) {
      const cell = grid.getByRole('row').filter({ hasText: s.name }).locator('[data-state]');
      await expect.poll(() => cell.getAttribute('data-state')).toBe('submitted');
      expect(await cell.innerText()).toBe(SCORES[i]);
    }
    await page.mouse.move(0, 0);
    await checkA11y(page, 'the class results after the scan');
  }, 60_000);
});
