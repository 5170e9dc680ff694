// Assigning says what happened on the Admin Dashboard too (issue 26): a warm-up set given to a student
// who already has it open is skipped by the server, and the dashboard says so as the class screens do,
// "0 assigned, 1 skipped" with the student and the reason, instead of a failure.
import { request } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkA11y, signInAsClientAdmin, useBrowser } from '../support';
import { asClientAdmin, createStudent, ok } from '../support/adminApi';
import { dialog, openAdminDashboard } from '../support/warmupTaking';

const RUN = Date.now().toString(36);
const STUDENT = { first: `Selma${RUN.replace(/\d/g, '')}`, last: 'Skipped', email: `selma.${RUN}@demoacademy.com` };
/** A set of the demo content (server/src/seed/demo-content.ts). */
const SET_NAME = 'Warmup Set 1';
const ALREADY = 'This warm-up is already assigned to the student and not taken yet';

describe('a per-student assignment the student is skipped for', () => {
  const browser = useBrowser();

  beforeAll(async () => {
    const api = await request.newContext({ baseURL: inject('baseUrl') });
    const admin = await asClientAdmin(api);
    const student = await createStudent(admin, {
      ...STUDENT,
      password: 'skipped42',
      programs: ['SAT', 'Warmup'],
      teacher: 'Victor',
    });
    const sets = await ok<Array<{ master_qnsbank_id: number; test_name: string }>>(
      admin('GET', '/quiz/quiz/?test_type=Warmup'),
    );
    const set = sets.find((q) => q.test_name === SET_NAME);
    if (!set) throw new Error(`${SET_NAME} is not in the demo data`);
    // The student has the set open already, not taken.
    await ok(admin('POST', '/api/warmup-result/', { student, warmup_set_no: set.master_qnsbank_id }));
    await api.dispose();
  });

  it('the Admin Dashboard says "0 assigned, 1 skipped", naming the student and why', async () => {
    const { page } = browser;
    await signInAsClientAdmin(page);
    await openAdminDashboard(page, { student: `${STUDENT.first} ${STUDENT.last}`, view: '3 Warmup Test' });
    await page.getByLabel('Available Test', { exact: true }).selectOption({ label: SET_NAME });
    await page.getByRole('button', { name: 'Assign Warmup' }).click();

    const report = dialog(page, 'Assign Warmup');
    await report.getByRole('status').getByText('0 assigned, 1 skipped').waitFor();
    const skipped = report.getByRole('list', { name: 'Skipped students' });
    expect(await skipped.innerText()).toBe(`${STUDENT.first} ${STUDENT.last}: ${ALREADY}`);
    await checkA11y(page, 'Admin Dashboard, the student skipped');
    await report.getByRole('button', { name: 'OK' }).click();
    await report.waitFor({ state: 'hidden' });
  }, 60_000);
});
