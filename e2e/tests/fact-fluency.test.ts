// Warm-up fact fluency (issue 20): a student takes a warm-up of facts no other test uses; the time on
// each card goes with the answers; then the fact grid on their dashboard shows the facts coloured by
// level, and the class's Fact fluency screen shows them to the client admin. Steps run in order.
import { request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { checkA11y, DEMO, demoStudent, settled, signInAsStudent, signInViaApi, useBrowser, visit } from '../support';
import { asClientAdmin, ok, studentRecord } from '../support/adminApi';
import {
  createWarmupSetViaWizard,
  grantWarmupSet,
  uniqueSetName,
  WARMUP_WIZARD_PATH,
} from '../support/warmupAuthoring';
import { answerInput, dialog, shownQuestions, STUDENT_DASHBOARD, startWarmup } from '../support/warmupTaking';

// student3@demoacademy.com (Chloe): the other files give her real tests only. She is in SAT Morning.
const STUDENT = 2;
const SET = uniqueSetName('Fluency Set');
const EQUATIONS = ['37 + 58 = 95', '83 - 29 = 54', '17 x 6 = 102', '91 / 7 = 13'];
/** Typed for each shown card: the right answer, but one too many for 17 × 6. */
const TYPED: Record<string, string> = { '37 + 58': '95', '83 - 29': '54', '17 × 6': '103', '91 ÷ 7': '13' };

let setId = 0;

describe('warm-up fact fluency', () => {
  const ui = useBrowser();

  it('the super admin imports a set of facts and grants it; the client admin assigns it', async () => {
    const { page } = ui;
    await signInViaApi(page, 'superadmin', WARMUP_WIZARD_PATH);
    setId = (await createWarmupSetViaWizard(page, { name: SET, equations: EQUATIONS })).setId;
    await grantWarmupSet(page, { adminEmail: DEMO.clientAdmin.email, setName: SET });
    const api = await request.newContext({ baseURL: inject('baseUrl') });
    try {
      const admin = await asClientAdmin(api);
      const student = await studentRecord(admin, STUDENT);
      await ok(
        admin('POST', '/api/warmup-result/', { warmup_set_no: setId, student: student.student_id, timer: false }),
      );
    } finally {
      await api.dispose();
    }
  });

  it('the student takes it; their dashboard’s fact grid shows the facts coloured', async () => {
    const { page } = ui;
    await signInAsStudent(page, demoStudent(STUDENT));
    await startWarmup(page, SET);
    const submitted = page.waitForRequest(
      (r) => r.method() === 'PUT' && /\/api\/warmup-result\/\d+\/$/.test(new URL(r.url()).pathname),
    );
    for (const card of await shownQuestions(page)) {
      const fact = card.label.replace(/^Question \d+: /, '');
      await answerInput(page, card.n).fill(TYPED[fact] ?? '');
    }
    // The server keeps card times within the sitting's own length (whole seconds): let one pass.
    await page.waitForTimeout(1100);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await dialog(page, 'Submit the test?').getByRole('button', { name: 'Submit test' }).click();
    const body = (await submitted).postDataJSON() as { result: Array<{ warmup_id: number; ms?: number }> };
    expect(body.result).toHaveLength(4);
    for (const entry of body.result) expect(entry.ms).toBeGreaterThanOrEqual(0);
    await page.getByRole('list', { name: 'Review of your answers' }).waitFor({ timeout: 20_000 });

    await visit(page, STUDENT_DASHBOARD);
    await settled(page);
    await page.getByRole('heading', { name: 'My fact fluency' }).waitFor();
    const fluent = page.getByRole('cell', {
      name: /^37 \+ 58: 100% right over 1 answer, median time \d+\.\ds, Fluent/,
    });
    await fluent.waitFor();
    expect(await fluent.getAttribute('data-level')).toBe('fluent');
    const missed = page.getByRole('cell', { name: /^17 × 6: 0% right over 1 answer, median time —, Missed/ });
    expect(await missed.getAttribute('data-level')).toBe('missed');
    // The colours differ, and are not the page's own white.
    const colours = await Promise.all(
      [fluent, missed].map((cell) => cell.evaluate((el) => getComputedStyle(el).backgroundColor)),
    );
    expect(new Set([...colours, 'rgb(255, 255, 255)']).size).toBe(3);
    await checkA11y(page, 'student dashboard with the fact grid');
  });

  it('the client admin sees the facts on the class’s Fact fluency screen and from the student’s Progress', async () => {
    const { page } = ui;
    await signInViaApi(page, 'clientadmin');
    const api = await request.newContext({ baseURL: inject('baseUrl') });
    let classId = 0;
    let studentId = 0;
    try {
      const admin = await asClientAdmin(api);
      const classes = await ok<Array<{ id: number; class_name: string }>>(admin('GET', '/api/classroom/'));
      classId = classes.find((c) => c.class_name === 'SAT Morning')?.id ?? 0;
      studentId = (await studentRecord(admin, STUDENT)).student_id;
    } finally {
      await api.dispose();
    }
    await visit(page, `/client/fluency/class/${classId}`);
    await settled(page);
    expect(await page.locator('h1').innerText()).toBe('Fact fluency');
    const cell = page.getByRole('cell', { name: /^91 ÷ 7: 100% right over 1 answer/ });
    await cell.waitFor();
    expect(await cell.getAttribute('data-level')).toBe('fluent');
    await checkA11y(page, 'class fact fluency');
    await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Chloe Davis' });
    await page.getByRole('cell', { name: /^17 × 6: 0% right/ }).waitFor();

    // And from the student's Progress.
    await visit(page, `/client/student/${studentId}/progress`);
    await page.getByRole('link', { name: 'Fact fluency' }).click();
    await page.waitForURL((url) => url.pathname === `/client/student/${studentId}/fluency`);
    await page.getByRole('cell', { name: /^37 \+ 58: 100% right/ }).waitFor();
    await checkA11y(page, 'a student’s fact fluency');
  });
});
