// A check-box question (issue 19): authored through the Data Tool's API with two keys and an html text,
// the student ticks two boxes ("Choose all that apply"), submits, and once the test is released sees it
// graded with both chosen options and both right ones. Assignment and release are made through the API.
import { type APIRequestContext, request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkA11y, demoStudent, signInAsStudent, useBrowser } from '../support';
import { type CreatedTest, createGrantedTest, superAdminToken } from '../support/realTestSetup';
import { currentNumber, currentQuestion, press, startRealTest } from '../support/realTestSteps';
import { assignRealTestViaApi, releaseRealTestViaApi } from '../support/studentSittings';
import { uniqueSetName } from '../support/warmupAuthoring';
import { answersSaved, dialog, studentRow } from '../support/warmupTaking';

const STUDENT = demoStudent(2);
const NAME = uniqueSetName('Check-box Test');

let api: APIRequestContext;
let test: CreatedTest;
let sittingId = 0;

/** Adds question 2 to the test: check boxes, an html text, options 2, 3, 4, 6 with 2 and 3 right. */
async function addCheckBoxQuestion(testId: number) {
  const token = await superAdminToken(api);
  const headers = { Authorization: `Bearer ${token}` };
  const created = await api.post('/quiz/question/', {
    headers,
    multipart: {
      master_qnsbank: String(testId),
      question_number: '2',
      question_complexity: '1',
      question_type: 'check boxes',
      text_format: 'html',
      question_header: 'Primes',
      question_text: '<p>Which of these are <b>prime</b>?</p><img src="x.png" onerror="window.hacked = true">',
    },
  });
  if (!created.ok()) throw new Error(`question: ${created.status()} ${await created.text()}`);
  const { questionid } = (await created.json()) as { questionid: number };
  const answers = await api.put(`/quiz/question/${questionid}/answers/`, {
    headers,
    data: { options: ['2', '3', '4', '6'], key: [1, 2] },
  });
  if (!answers.ok()) throw new Error(`answers: ${answers.status()} ${await answers.text()}`);
}

describe('a check-box question', () => {
  const browser = useBrowser();

  beforeAll(async () => {
    api = await request.newContext({ baseURL: inject('baseUrl') });
    test = await createGrantedTest(api, {
      name: NAME,
      questions: [{ text: 'What is $1 + 1$?', options: ['1', '2', '3', '4'], key: 2 }],
    });
    await addCheckBoxQuestion(test.id);
  });
  afterAll(() => api.dispose());

  it('the student ticks two boxes and submits', async () => {
    const { page } = browser;
    sittingId = await assignRealTestViaApi(api, { testId: test.id, student: STUDENT });
    await signInAsStudent(page, STUDENT);
    await startRealTest(page, NAME);
    await press(page, 'b');
    await press(page, 'n');
    await expect.poll(() => currentNumber(page)).toBe(2);
    const question = currentQuestion(page);
    await question.getByText('Choose all that apply').waitFor();
    // The html text keeps its bold, and the image's handler is gone.
    expect(await question.locator('b').innerText()).toBe('prime');
    expect(await question.locator('[onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
    await question.getByRole('checkbox', { name: 'A. 2' }).check();
    await question.getByRole('checkbox', { name: 'B. 3' }).check();
    await answersSaved(page);
    expect(await question.getByRole('checkbox', { checked: true }).count()).toBe(2);
    await checkA11y(page, 'Real Test screen with a check-box question');

    // A reload gives back both ticks, saved by the server.
    await page.reload();
    await currentQuestion(page).getByText('Choose all that apply').waitFor();
    expect(await currentQuestion(page).getByRole('checkbox', { checked: true }).count()).toBe(2);

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await dialog(page, 'Submit the test?').getByRole('button', { name: 'Submit test' }).click();
    const submitted = page.locator('[data-submitted]');
    await submitted.waitFor();
    expect(await submitted.getAttribute('data-submitted')).toBe('submitted');
  }, 60_000);

  it('after the release the review shows it right, with both chosen and both right options', async () => {
    const { page } = browser;
    await releaseRealTestViaApi(api, sittingId);
    await signInAsStudent(page, STUDENT);
    const row = await studentRow(page, NAME);
    await row.getByRole('button', { name: `Review ${NAME}` }).click();
    await page.waitForURL((url) => /^\/student\/test\/master\/\d+\/review$/.test(url.pathname));
    await page.locator('[data-stat="Score"]').waitFor();
    expect(await page.locator('[data-stat="Score"]').innerText()).toBe('2.0 / 2');
    const graded = page.locator('tr[data-question="2"]');
    expect(await graded.getAttribute('data-result')).toBe('Correct');
    // An html question's options show once the browser's sanitiser has arrived.
    const chosen = graded.locator('[data-chosen]');
    await expect.poll(() => chosen.innerText()).toContain('A: 2');
    expect(await chosen.innerText()).toContain('B: 3');
    await expect.poll(() => graded.locator('[data-correct-answer]').innerText()).toContain('B: 3');
    expect(await graded.locator('[data-correct-answer]').innerText()).toContain('A: 2');
    await checkA11y(page, 'Test Review with a check-box question');
  }, 60_000);
});
