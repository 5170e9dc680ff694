// Opening Scores and Stats or Analyse of a real test releases its results to the student (§4). The Admin
// Dashboard says so first, naming the student; declining releases nothing; Preview shows the admin the
// scores while the student still sees none; confirming releases (issue 16).
import { request } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkA11y, signInViaApi, useBrowser } from '../support';
import { asClientAdmin, asStudent, studentRecord, takenOnPaper } from '../support/adminApi';
import { createGrantedTest } from '../support/realTestSetup';
import { REAL_TEST_VIEW, statusOf } from '../support/realTestSteps';
import { uniqueSetName } from '../support/warmupAuthoring';
import { ADMIN_DASHBOARD, dialog, openAdminDashboard, resultRow } from '../support/warmupTaking';

// student5@demoacademy.com.
const STUDENT = 4;
const STUDENT_NAME = 'Emma Foster';
const NAME = uniqueSetName('Release Check');
const QUESTIONS = [
  { text: 'What is 2 + 2?', options: ['3', '4', '5', '6'], key: 2 },
  { text: 'What is 3 × 3?', options: ['6', '8', '9', '12'], key: 3 },
];

let sittingId: number;

/** What the student's own calls answer about the sitting: its review, and the score in its summary. */
async function studentSees() {
  const api = await request.newContext({ baseURL: inject('baseUrl') });
  try {
    const student = await asStudent(api, STUDENT);
    const review = await student('GET', `/api/mastersitting/${sittingId}/review/`);
    const summary = (await (await student('GET', `/api/mastersitting/${sittingId}/`)).json()) as { score: unknown };
    return { review: review.status(), score: summary.score };
  } finally {
    await api.dispose();
  }
}

describe('releasing a real test’s results from the Admin Dashboard', () => {
  const ui = useBrowser();

  beforeAll(async () => {
    const api = await request.newContext({ baseURL: inject('baseUrl') });
    const test = await createGrantedTest(api, { name: NAME, questions: QUESTIONS });
    const admin = await asClientAdmin(api);
    const student = await studentRecord(admin, STUDENT);
    // B right, A wrong: 1 of 2.
    sittingId = await takenOnPaper(admin, {
      testId: test.id,
      studentId: student.student_id,
      options: { 1: 'B', 2: 'A' },
    });
    await api.dispose();
  });

  it('asks first, naming the student; cancel releases nothing; preview shows the scores only to the admin; confirm releases', async () => {
    const { page } = ui;
    await signInViaApi(page, 'clientadmin', ADMIN_DASHBOARD);
    await openAdminDashboard(page, { student: STUDENT_NAME, view: REAL_TEST_VIEW });
    const row = resultRow(page, NAME);
    const ask = dialog(page, 'Release the results?');

    // Asked, by name; Cancel leaves the results with the admin.
    await row.getByRole('button', { name: 'Scores and Stats' }).click();
    await ask.getByText(`Opening Scores and Stats releases ${STUDENT_NAME}'s results of ${NAME}`).waitFor();
    await checkA11y(page, 'release confirmation');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(await dialog(page, 'Scores and Stats').count()).toBe(0);
    // Esc declines as well.
    await row.getByRole('button', { name: 'Analyse' }).click();
    await ask.waitFor();
    await page.keyboard.press('Escape');
    await ask.waitFor({ state: 'hidden' });
    expect(await statusOf(row)).toBe('Taken');
    expect(await studentSees()).toEqual({ review: 409, score: null });

    // Preview: the scores for the admin, nothing for the student.
    await row.getByRole('button', { name: 'Scores and Stats' }).click();
    await ask.getByRole('button', { name: 'Preview' }).click();
    const scores = dialog(page, 'Scores and Stats');
    await scores.locator('[data-stat="Score"]').waitFor();
    expect((await scores.locator('[data-stat="Score"]').innerText()).trim()).toMatch(/^1(\.0)? \/ 2$/);
    await scores.getByText(`Preview: ${STUDENT_NAME} cannot see these results until you release them.`).waitFor();
    await checkA11y(page, 'Scores and Stats preview');
    expect(await scores.getByText('Released: the student can view scores and stats').count()).toBe(0);
    await scores.getByRole('button', { name: 'Close' }).last().click();
    await scores.waitFor({ state: 'hidden' });
    expect(await statusOf(row)).toBe('Taken');
    expect(await studentSees()).toEqual({ review: 409, score: null });

    // Confirmed from Analyse: released, and the student sees the score.
    await row.getByRole('button', { name: 'Analyse' }).click();
    await ask.getByText(`Opening Analyse Test Answers releases ${STUDENT_NAME}'s results`).waitFor();
    await ask.getByRole('button', { name: 'Release and Open' }).click();
    const analyse = dialog(page, 'Analyse Test Answers');
    await analyse.getByText('Released: the student can view scores and stats').waitFor();
    await analyse.getByRole('button', { name: 'Close' }).last().click();
    await expect.poll(() => statusOf(row)).toBe('Released');
    expect(await studentSees()).toEqual({ review: 200, score: 1 });

    // Released already: opening again asks nothing.
    await row.getByRole('button', { name: 'Scores and Stats' }).click();
    await dialog(page, 'Scores and Stats').locator('[data-stat="Score"]').waitFor();
    expect(await ask.count()).toBe(0);
  });
});
