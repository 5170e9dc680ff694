// An option's feedback (issue 26: GIFT's "=answer#feedback", kept with its option, never a step) reaches the
// student only with the released review, where it shows beside its option.
import { request } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkA11y, useBrowser, visit } from '../support';
import { asClientAdmin, asStudent, ok, studentRecord, takenOnPaper } from '../support/adminApi';
import { demoStudent } from '../support/demo';
import { createGrantedTest } from '../support/realTestSetup';
import { signInAsStudent } from '../support/signIn';
import { uniqueSetName } from '../support/warmupAuthoring';

const STUDENT = 3;
const NAME = uniqueSetName('Spectrum');
const QUESTIONS = [
  {
    text: "What's between orange and green in the spectrum?",
    options: ['yellow', 'red', 'blue'],
    key: 1,
    optionFeedback: ['right; good!', "wrong, it's yellow"],
    steps: ['Yellow lies between them.'],
  },
];

let sittingId: number;

describe("an option's feedback in the student's review", () => {
  const ui = useBrowser();

  beforeAll(async () => {
    const api = await request.newContext({ baseURL: inject('baseUrl') });
    const test = await createGrantedTest(api, { name: NAME, questions: QUESTIONS });
    const admin = await asClientAdmin(api);
    const student = await studentRecord(admin, STUDENT);
    // B (red): wrong.
    sittingId = await takenOnPaper(admin, { testId: test.id, studentId: student.student_id, options: { 1: 'B' } });
    // Before the release the student's calls carry no feedback, and the review is refused.
    const own = await asStudent(api, STUDENT);
    expect((await own('GET', `/api/mastersitting/${sittingId}/review/`)).status()).toBe(409);
    expect(await (await own('GET', `/quiz/quiz/${test.id}/`)).text()).not.toContain('right; good!');
    await ok(admin('PUT', `/api/mastersitting/${sittingId}/`, { analyse_test_results: true }));
    await api.dispose();
  });

  it('shows each option its feedback beside it once released, and none beside an option without one', async () => {
    const { page } = ui;
    await signInAsStudent(page, demoStudent(STUDENT));
    await visit(page, `/student/test/master/${sittingId}/review`);
    const options = page.getByRole('list', { name: 'Options of question 1' });
    await options.waitFor();
    const feedbackOf = (label: string) => options.locator(`[data-option="${label}"] [data-feedback]`);
    await expect.poll(() => feedbackOf('A').innerText()).toBe('Feedback: right; good!');
    expect(await feedbackOf('B').innerText()).toBe("Feedback: wrong, it's yellow");
    expect(await feedbackOf('C').count()).toBe(0);
    // The general feedback stays the worked step.
    await page.getByRole('button', { name: 'View Steps of question 1' }).waitFor();
    await checkA11y(page, 'Test Review with option feedback');
  });
});
