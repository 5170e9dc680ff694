// Item analysis end to end (issue 20): three new students sit a small test on paper; the client admin
// opens the test's analysis page, sees the histogram and the items, a flagged
// item (question 1: no one right, too hard), opens it, and sees its options and the question.
import { request } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkA11y, signInViaApi, useBrowser, waitForPath } from '../support';
import { asClientAdmin, ok, takenOnPaper } from '../support/adminApi';
import { createGrantedTest } from '../support/realTestSetup';
import { uniqueSetName } from '../support/warmupAuthoring';

const NAME = uniqueSetName('Item Analysis');
const QUESTIONS = [
  { text: 'What is 7 × 8?', options: ['54', '56', '58', '64'], key: 2 },
  { text: 'What is 2 + 2?', options: ['3', '4', '5', '6'], key: 2 },
  { text: 'What is 9 − 3?', options: ['5', '6', '7', '8'], key: 2 },
];
// Question 1 (key B): everyone chose A, so no one is right (facility 0 %: too hard).
const ANSWERS = [
  { 1: 'A', 2: 'B', 3: 'B' },
  { 1: 'A', 2: 'B', 3: 'A' },
  { 1: 'A', 2: 'A', 3: 'A' },
];

let testId: number;

describe('item analysis of a test', () => {
  const ui = useBrowser();

  beforeAll(async () => {
    const api = await request.newContext({ baseURL: inject('baseUrl') });
    const test = await createGrantedTest(api, { name: NAME, questions: QUESTIONS });
    testId = test.id;
    const admin = await asClientAdmin(api);
    const stamp = Date.now();
    for (const [i, options] of ANSWERS.entries()) {
      const email = `items${stamp}-${i}@demoacademy.com`;
      await ok(
        admin('POST', '/api/student/', {
          Student_First_Name: `Item${i}`,
          Student_Last_Name: 'Analysis',
          email,
          password: 'student123',
          confirm_password: 'student123',
          Student_Mobile: '555-010-3001',
          City: 'Springfield',
          State: 'Illinois',
          Zip_Code: '62701',
          Grade_Level: 'Grade 11',
          GAP: '3.5',
          Enroll_Program: JSON.stringify(['SAT']),
          // A demo teacher of the client (server/src/seed/demo.ts).
          Assign_Teachers: 'Maria',
        }),
      );
      const all = await ok<Array<{ student_id: number; email: string }>>(admin('GET', '/api/student/'));
      const student = all.find((s) => s.email === email);
      if (!student) throw new Error(`${email} was not created`);
      await takenOnPaper(admin, { testId, studentId: student.student_id, options });
    }
    await api.dispose();
  });

  it('the admin opens a test’s analysis: histogram, items, a flagged item opened with its options and question', async () => {
    const { page } = ui;
    await signInViaApi(page, 'clientadmin', `/client/test-analysis/${testId}`);
    await waitForPath(page, `/client/test-analysis/${testId}`);
    await page.getByRole('heading', { name: 'Item analysis', level: 1 }).waitFor();
    await page.locator('[data-figure="Sittings"]').getByText('3').waitFor();

    // The histogram draws a bar per total (0 to 3); its table says the same: totals 2, 1 and 0, one each.
    await page.getByRole('heading', { name: 'Distribution of totals' }).waitFor();
    await page.locator('.recharts-bar-rectangle').first().waitFor();
    const cells = await page.locator('[data-histogram-table] tbody tr').allTextContents();
    expect(cells).toEqual(['01', '11', '21', '30']);

    // Question 1 is flagged too hard; sorted by facility it comes first.
    const first = page.locator('[data-item="1"]');
    await expect.poll(() => first.getAttribute('data-flags')).toContain('hard');
    await first.getByText('Hard: under 20 % right').waitFor();
    await page.locator('[data-sort="facility"]').click();
    expect(await page.locator('[data-items-table] tbody tr').first().getAttribute('data-item')).toBe('1');

    await first.getByRole('button', { name: 'Open question 1' }).click();
    const detail = page.locator('[data-item-detail]');
    await detail.getByText('What is 7 × 8?').waitFor();
    await detail
      .locator('label')
      .filter({ hasText: /^Table$/ })
      .click();
    await detail.locator('[data-options-table]').waitFor();
    const options = await detail.locator('[data-options-table] tbody tr').allTextContents();
    // A: chosen by all three (100 %), whose totals are 2, 1 and 0 (mean 1).
    expect(options[0]).toBe('A 3100%1');
    await checkA11y(page, 'item analysis');
  });
});
