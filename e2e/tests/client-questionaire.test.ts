import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y, heading, signInViaApi, useBrowser, waitForPath } from '../support';
import { apiAs, createTestViaApi, listedQuestions, openPart, uniqueTestName } from '../support/authoring';

const SAT = 'SAT Practice Test 1';
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

describe('client admin: Questionaire and the read-only Data Tool', () => {
  const ui = useBrowser();

  it("browses only its client's tests and reads them in the Data Tool, without add, Update or delete", async () => {
    const { page } = ui;
    // A test the super admin has not granted to the demo client.
    const hidden = uniqueTestName('Not granted');
    await createTestViaApi(page, hidden);

    await signInViaApi(page, 'clientadmin', '/client/questionaire');
    await expect.poll(() => heading(page)).toBe('Questionaire');
    const bar = page.getByRole('navigation', { name: 'Client admin' });
    expect(await bar.getByRole('link', { name: 'Questionaire' }).getAttribute('aria-current')).toBe('page');
    // The client's header colour (#1c3f94) around its name.
    const brand = page.getByRole('link', { name: 'Demo Academy' });
    expect(await brand.locator('xpath=..').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(28, 63, 148)',
    );

    await page.getByRole('region', { name: 'Subjects' }).getByRole('button', { name: 'SAT', exact: true }).click();
    const tests = page.getByRole('region', { name: 'Tests' });
    await tests.getByRole('button', { name: SAT, exact: true }).waitFor();
    expect(await tests.getByRole('button', { name: hidden }).count()).toBe(0);
    await tests.getByRole('button', { name: SAT, exact: true }).click();
    const table = page.getByRole('table', { name: new RegExp(`^${SAT}: \\d+ questions$`) });
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(10);
    await checkA11y(page, 'Questionaire');
    await button(page, 'Details of question 1').click();
    const details = page.getByRole('dialog', { name: 'Question # 1' });
    await details.getByText('Correct answer').waitFor();
    await checkA11y(page, 'Questionaire, question details');
    await details.getByRole('button', { name: 'Close' }).click();

    // The Data Tool, read-only: granted tests only, no WARMUPS, no add, Update or delete.
    await page.getByRole('link', { name: 'Open the Data Tool' }).click();
    await waitForPath(page, '/client/data-tool');
    await expect.poll(() => heading(page)).toBe('Data Tool');
    await page.getByRole('cell', { name: SAT, exact: true }).waitFor();
    expect(await page.getByRole('cell', { name: hidden }).count()).toBe(0);
    await checkA11y(page, 'client Data Tool, SUMMARY');
    await button(page, `Open ${SAT}`).click();
    await expect.poll(() => heading(page)).toBe('Manage Test');
    await expect.poll(() => field(page, 'Test Name').inputValue()).toBe(SAT);
    expect(await field(page, 'Test Name').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('region', { name: 'WARMUPS' }).count()).toBe(0);
    for (const name of ['add', 'Update', 'delete', 'Import Questions']) {
      expect(await button(page, name).count(), name).toBe(0);
    }
    await checkA11y(page, 'client Data Tool, META');

    await openPart(page, 'QUESTIONS');
    // The demo's SAT Practice Test 1 has twenty questions, listed whole here (the Questionaire pages them by ten).
    await expect.poll(async () => (await listedQuestions(page)).length).toBe(20);
    await page
      .getByRole('region', { name: 'Questions' })
      .getByRole('button', { name: /^# 1\b/ })
      .click();
    await expect.poll(() => field(page, 'Question Text').inputValue()).not.toBe('');
    expect(await field(page, 'Question Text').getAttribute('readonly')).not.toBeNull();
    expect(await button(page, 'Update').count()).toBe(0);
    await openPart(page, 'ANSWERS');
    expect(await field(page, 'Option 1').getAttribute('readonly')).not.toBeNull();
    expect(await field(page, 'Correct Answer').isDisabled()).toBe(true);
    expect(await button(page, 'Update').count()).toBe(0);
    await checkA11y(page, 'client Data Tool, ANSWERS');

    // The server refuses the writes too.
    const client = await apiAs(page, 'clientadmin');
    const write = await client.postMultipart('/quiz/question/', {
      master_qnsbank: '1',
      question_number: '150',
      question_complexity: '1',
      question_type: 'multiple choice',
      question_header: 'Mine',
      question_text: 'Mine?',
    });
    expect(write.status()).toBe(403);
    const questions = (await (await client.get('/quiz/question/?master_qnsbank=1')).json()) as Array<{
      question_number: number;
    }>;
    expect(questions.some((q) => q.question_number === 150)).toBe(false);
  }, 90_000);
});
