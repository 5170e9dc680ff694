// Progress and mastery (issue 20): a new student's two real tests are entered from paper and released; the
// student sees their skill levels on the dashboard, the line chart of their scores (and its table) on
// My progress, and the report for parents prints on one A4 page with the app's bars hidden. The student
// is made here: the demo students' rows belong to other files.
import { request } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkA11y, signInAsStudent, signInViaApi, useBrowser, waitForPath } from '../support';
import { asClientAdmin, ok, takenOnPaper } from '../support/adminApi';
import { createGrantedTest } from '../support/realTestSetup';
import { uniqueSetName } from '../support/warmupAuthoring';

const RUN = Date.now().toString(36);
const STUDENT = {
  first: `Priya${RUN.replace(/\d/g, '')}`,
  last: 'Patel',
  email: `priya.${RUN}@demoacademy.com`,
  password: 'progress42',
};
// Keys B, C, C (each test). First test: B, A, D (1 of 3); second: B, C, C (3 of 3). Both tests are Algebra,
// math: newest first the skill's 6 answers are right, right, right, right, wrong, wrong: 4 of 6 (0.67),
// Familiar (Proficient needs 75 %).
const QUESTIONS = [
  { text: 'What is $3 + 4$?', options: ['6', '7', '8', '9'], key: 2 },
  { text: 'What is 10% of 50?', options: ['4', '6', '5', '10'], key: 3 },
  { text: 'What is $2^3$?', options: ['6', '9', '8', '16'], key: 3 },
];
let studentId = 0;
const FIRST = uniqueSetName('Progress One');
const SECOND = uniqueSetName('Progress Two');

/** Pages of a PDF: its page objects (`/Type /Page`, not the `/Type /Pages` tree). */
const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

describe('progress, skills and the report for parents', () => {
  const ui = useBrowser();

  beforeAll(async () => {
    const api = await request.newContext({ baseURL: inject('baseUrl') });
    const first = await createGrantedTest(api, { name: FIRST, questions: QUESTIONS });
    const second = await createGrantedTest(api, { name: SECOND, questions: QUESTIONS });
    const admin = await asClientAdmin(api);
    await ok(
      admin('POST', '/api/student/', {
        Student_First_Name: STUDENT.first,
        Student_Last_Name: STUDENT.last,
        email: STUDENT.email,
        password: STUDENT.password,
        confirm_password: STUDENT.password,
        Student_Mobile: '555-010-3002',
        City: 'Springfield',
        State: 'Illinois',
        Zip_Code: '62701',
        Grade_Level: 'Grade 11',
        GAP: '3.5',
        Enroll_Program: JSON.stringify(['SAT']),
        Assign_Teachers: 'Victor',
      }),
    );
    const all = await ok<{ student_id: number; email: string }[]>(admin('GET', '/api/student/'));
    studentId = all.find((s) => s.email === STUDENT.email)?.student_id ?? 0;
    for (const [test, options] of [
      [first, { 1: 'B', 2: 'A', 3: 'D' }],
      [second, { 1: 'B', 2: 'C', 3: 'C' }],
    ] as const) {
      const sitting = await takenOnPaper(admin, { testId: test.id, studentId, options });
      await ok(admin('PUT', `/api/mastersitting/${sitting}/`, { analyse_test_results: true }));
    }
    await api.dispose();
  });

  it('the student sees their skill levels on the dashboard and the progress chart with its table', async () => {
    const { page } = ui;
    await signInAsStudent(page, STUDENT);
    const skills = page.locator('[data-skills]');
    await skills.waitFor();
    const algebra = skills.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Algebra' }) });
    expect(await algebra.locator('[data-level]').textContent()).toBe('Familiar');
    expect(await algebra.getByRole('cell').last().innerText()).toBe('4 of 6 (66.7%)');
    await page.locator('[data-practice-next]').getByText('Algebra (subject)').waitFor();

    await page.getByRole('link', { name: 'My progress' }).click();
    await waitForPath(page, '/student/progress');
    await page.getByRole('heading', { level: 1, name: 'My progress' }).waitFor();
    // The line is drawn: recharts' line path, two dots (one a sitting).
    await page.locator('.recharts-line-curve').first().waitFor();
    expect(await page.locator('.recharts-line-dot').count()).toBe(2);
    await page.getByRole('button', { name: 'Table' }).click();
    const rows = page.locator('[data-progress-table] tbody tr');
    expect(await rows.allInnerTexts()).toEqual([
      expect.stringContaining('1 / 3 (33.3%)'),
      expect.stringContaining('3 / 3 (100.0%)'),
    ]);
    await checkA11y(page, 'my progress');
  });

  it('the report for parents prints on one A4 page without the app’s bars', async () => {
    const { page } = ui;
    await signInAsStudent(page, STUDENT);
    await page.getByRole('link', { name: 'Report for parents' }).click();
    await waitForPath(page, '/student/report');
    await page.locator('[data-report-student]').getByText(`${STUDENT.first} ${STUDENT.last}`).waitFor();
    await page.locator('.recharts-line-curve').first().waitFor();
    await page.getByRole('button', { name: 'Print' }).waitFor();
    await checkA11y(page, 'report for parents');

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.locator('.mantine-AppShell-header').isVisible()).toBe(false);
    expect(await page.locator('[data-skills]').isVisible()).toBe(true);

    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
    expect(pdfPages(pdf)).toBe(1);
  });

  it("the client admin opens the student's progress and sees the same scores", async () => {
    const { page } = ui;
    await signInViaApi(page, 'clientadmin', `/client/student/${studentId}/progress`);
    await page.getByRole('heading', { level: 1, name: 'Progress' }).waitFor();
    await page.getByRole('heading', { level: 2, name: `${STUDENT.first} ${STUDENT.last}` }).waitFor();
    expect(await page.locator('.recharts-line-dot').count()).toBe(2);
    await page.getByRole('link', { name: 'Report for parents' }).click();
    await waitForPath(page, `/client/student/${studentId}/report`);
    await page.locator('[data-report-student]').getByText(`${STUDENT.first} ${STUDENT.last}`).waitFor();
  });
});
