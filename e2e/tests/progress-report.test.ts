// Progress and mastery (issue 20): a new student's two real tests are entered from paper and released; the
// student sees their skill levels on the dashboard, the line chart of their scores (and its table) on
// My progress, and the report for parents prints on one A4 page with the app's bars hidden. The student
// is made here: the demo students' rows belong to other files.
import { request } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkA11y, DEMO, signInAsStudent, signInViaApi, useBrowser, waitForPath } from '../support';
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
/** The student's class, taught by the demo teacher Victor Alvarez: the printed report names both. */
const CLASS = `Progress Class ${RUN}`;
const TEACHER = 'Victor Alvarez';
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
    const teachers = await ok<{ id: number; First_Name: string; Last_Name: string }[]>(admin('GET', '/api/teacher/'));
    const teacher = teachers.find((t) => `${t.First_Name} ${t.Last_Name}` === TEACHER);
    if (!teacher) throw new Error(`The demo data has no teacher ${TEACHER}`);
    await ok(
      admin('POST', '/api/classroom/', {
        class_name: CLASS,
        program: 'SAT',
        teachers: [teacher.id],
        students: [studentId],
      }),
    );
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
    // The lines are drawn: recharts' line paths, two dots on each (one a sitting), the student's and the class median's.
    await page.locator('.recharts-line-curve').first().waitFor();
    expect(await page.locator('.recharts-line-dot').count()).toBe(4);
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

    // The school's name and logo, the class and the teacher are printed with the student's name.
    const head = page.locator('[data-report-school]');
    expect(await head.isVisible()).toBe(true);
    expect(await head.innerText()).toContain(DEMO.clientName);
    const logo = head.locator('img');
    expect(await logo.isVisible()).toBe(true);
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.locator('[data-report-class]').innerText()).toBe(`Class: ${CLASS}`);
    expect(await page.locator('[data-report-teacher]').innerText()).toBe(`Teacher: ${TEACHER}`);

    // The percent axis at every quarter, evenly spaced: 0, 25, 50, 75 and 100 %.
    const ticks = page.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value');
    const shown = await ticks.evaluateAll((all) =>
      all.map((tick) => ({ text: tick.textContent ?? '', y: tick.getBoundingClientRect().y })),
    );
    expect(shown.map((tick) => Number.parseFloat(tick.text)).sort((a, b) => a - b)).toEqual([0, 25, 50, 75, 100]);
    const ys = shown.map((tick) => tick.y).sort((a, b) => a - b);
    const gaps = ys.slice(1).map((y, i) => y - (ys[i] as number));
    for (const gap of gaps) expect(gap).toBeCloseTo(gaps[0] as number, 0);

    // A tooltip the mouse left open on screen is not printed over the chart.
    await page.emulateMedia({ media: 'screen' });
    const chart = page.locator('.recharts-surface').first();
    const box = await chart.boundingBox();
    if (!box) throw new Error('The chart is not drawn');
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.4);
    await page.locator('.recharts-tooltip-wrapper').first().getByText(/%/).first().waitFor();
    await page.emulateMedia({ media: 'print' });
    const tooltips = await page.locator('.recharts-tooltip-wrapper').all();
    for (const tip of tooltips) expect(await tip.isVisible()).toBe(false);

    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
    expect(pdfPages(pdf)).toBe(1);
  });

  it("the client admin opens the student's progress and sees the same scores", async () => {
    const { page } = ui;
    await signInViaApi(page, 'clientadmin', `/client/student/${studentId}/progress`);
    await page.getByRole('heading', { level: 1, name: 'Progress' }).waitFor();
    await page.getByRole('heading', { level: 2, name: `${STUDENT.first} ${STUDENT.last}` }).waitFor();
    expect(await page.locator('.recharts-line-dot').count()).toBe(4);
    await page.getByRole('link', { name: 'Report for parents' }).click();
    await waitForPath(page, `/client/student/${studentId}/report`);
    await page.locator('[data-report-student]').getByText(`${STUDENT.first} ${STUDENT.last}`).waitFor();
  });
});
