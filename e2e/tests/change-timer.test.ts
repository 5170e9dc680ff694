// Change Timer opens on the test's duration, says what the student's extra time makes of it, and each
// new assignment starts afresh rather than with the last timer picked (issue 16).
import { request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkA11y, signInViaApi, useBrowser } from '../support';
import { asClientAdmin, setTimeMultiplier, studentRecord, type StudentRow } from '../support/adminApi';
import { type CreatedTest, createGrantedTest } from '../support/realTestSetup';
import { REAL_TEST_VIEW } from '../support/realTestSteps';
import { uniqueSetName } from '../support/warmupAuthoring';
import { ADMIN_DASHBOARD, dialog, notification, openAdminDashboard, resultRow } from '../support/warmupTaking';

// student5@demoacademy.com, given time and a half for this test only.
const STUDENT = 4;
const STUDENT_NAME = 'Emma Foster';
const QUESTIONS = [{ text: 'What is 1 + 1?', options: ['1', '2', '3', '4'], key: 2 }];

let first: CreatedTest;
let second: CreatedTest;
let student: StudentRow;

async function withAdmin<T>(work: (admin: Awaited<ReturnType<typeof asClientAdmin>>) => Promise<T>): Promise<T> {
  const api = await request.newContext({ baseURL: inject('baseUrl') });
  try {
    return await work(await asClientAdmin(api));
  } finally {
    await api.dispose();
  }
}

describe('Change Timer on the Admin Dashboard', () => {
  const ui = useBrowser();

  beforeAll(async () => {
    const api = await request.newContext({ baseURL: inject('baseUrl') });
    first = await createGrantedTest(api, {
      name: uniqueSetName('Timer Twenty'),
      duration: '00:20:00',
      questions: QUESTIONS,
    });
    second = await createGrantedTest(api, {
      name: uniqueSetName('Timer Quarter'),
      duration: '00:25:00',
      questions: QUESTIONS,
    });
    await api.dispose();
    await withAdmin(async (admin) => {
      student = await studentRecord(admin, STUDENT);
      await setTimeMultiplier(admin, student, '1.5');
    });
  });
  afterAll(() => withAdmin((admin) => setTimeMultiplier(admin, student, student.time_multiplier)));

  it('opens on the test’s duration with the extra time spelled out, and starts afresh for the next assignment', async () => {
    const { page } = ui;
    await signInViaApi(page, 'clientadmin', ADMIN_DASHBOARD);
    await openAdminDashboard(page, { student: STUDENT_NAME, view: REAL_TEST_VIEW });
    const available = page.getByLabel('Available Test', { exact: true });
    const choice = page.locator('[data-timer-choice]');
    const box = dialog(page, 'Change Timer');
    /** The picker's hh:mm:ss. */
    const shown = async () => {
      const parts = ['Hours', 'Minutes', 'Seconds'].map((label) => box.getByLabel(label, { exact: true }).inputValue());
      return (await Promise.all(parts)).join(':');
    };

    await available.selectOption({ label: first.name });
    // On by default, counting the test's own duration.
    expect(await choice.innerText()).toBe('00:20:00 (section duration)');
    await page.getByRole('button', { name: 'Change Timer' }).first().click();
    await box.waitFor();
    expect(await box.getByRole('switch', { name: 'Timed' }).isChecked()).toBe(true);
    expect(await shown()).toBe('00:20:00');
    await box.getByText(`${STUDENT_NAME} has Time and a half (1.5x): they get 00:30:00.`).waitFor();
    await checkA11y(page, 'Change Timer on the test’s duration');

    await box.getByLabel('Minutes', { exact: true }).selectOption('10');
    await box.getByText('they get 00:15:00.', { exact: false }).waitFor();
    await box.getByRole('button', { name: 'Save' }).click();
    await box.waitFor({ state: 'hidden' });
    expect(await choice.innerText()).toBe('00:10:00');
    await page.getByRole('button', { name: 'Assign Test' }).click();
    await notification(page, 'Quiz/Warmup assigned successfully to student.').waitFor();
    const row = resultRow(page, first.name);
    // Ten minutes, times one and a half.
    await row.getByText('Time: 00:15:00').waitFor();
    // The timer picked went with that assignment: the next starts from the test's duration again.
    await expect.poll(() => choice.innerText()).toBe('00:20:00 (section duration)');

    await available.selectOption({ label: second.name });
    await page.getByRole('button', { name: 'Change Timer' }).first().click();
    await box.waitFor();
    expect(await shown()).toBe('00:25:00');
    // 25 minutes × 1.5 = 37 minutes 30 seconds.
    await box.getByText(`${STUDENT_NAME} has Time and a half (1.5x): they get 00:37:30.`).waitFor();
    await box.getByRole('button', { name: 'Cancel' }).click();
    await box.waitFor({ state: 'hidden' });
    expect(await choice.innerText()).toBe('00:25:00 (section duration)');

    // An assigned test's own timer is where its Change Timer opens.
    await row.getByRole('button', { name: 'Change Timer' }).click();
    await box.waitFor();
    expect(await shown()).toBe('00:10:00');
    await box.getByRole('button', { name: 'Cancel' }).click();
  });
});
