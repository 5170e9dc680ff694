// The Data Tool's import of a file whose questions are not all importable: the preview lists the refused ones
// (line, type, reason) with a report to download, the good ones are imported; and a QTI item's MathML becomes a
// formula KaTeX renders.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y, heading, signInViaApi, useBrowser, visit } from '../support';
import {
  chooseFile,
  chooseQuiz,
  createTestViaApi,
  downloadedText,
  downloadOf,
  listedQuestions,
  openPart,
  uniqueTestName,
} from '../support/authoring';
import { DATA_TOOL_PATH, notification } from '../support/warmupAuthoring';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const questions = (page: Page) => page.getByRole('region', { name: 'Questions' });

// Multiple choice, check boxes (Moodle's multiple answer), essay, short answer, true/false.
const MIXED_GIFT = `::Sum::What is 2 + 3? {
  =5
  ~4
  ~6
}

::Even::Which numbers are even? {
  ~%50%2
  ~%50%4
  ~%-100%3
}

::Essay::Write about your summer. {}

::Capital::The capital of France is {=Paris =paris}

::Sky::The sky is blue. {T}
`;

const QTI_ITEM = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p2" identifier="half" title="Halves"
    adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier">
    <correctResponse><value>B</value></correctResponse>
  </responseDeclaration>
  <itemBody>
    <choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="1">
      <prompt>What is <math xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mfrac><mn>1</mn><mn>2</mn></mfrac><annotation encoding="application/x-tex">\\frac{1}{2}</annotation></semantics></math> of 8?</prompt>
      <simpleChoice identifier="A">2</simpleChoice>
      <simpleChoice identifier="B">4</simpleChoice>
      <simpleChoice identifier="C">6</simpleChoice>
    </choiceInteraction>
  </itemBody>
</assessmentItem>`;

async function openImport(page: Page, testName: string) {
  await visit(page, DATA_TOOL_PATH);
  await openPart(page, 'META DATA');
  await chooseQuiz(page, testName);
  await page.getByRole('button', { name: 'Import Questions', exact: true }).click();
  return page.getByRole('dialog', { name: `Import questions into ${testName}` });
}

describe('super admin: importing what can be imported', () => {
  const ui = useBrowser();

  it('previews a mixed GIFT file with its refused questions, imports the others, and reports the rest', async () => {
    const { page } = ui;
    await signInViaApi(page, 'superadmin', DATA_TOOL_PATH);
    const testName = uniqueTestName('Mixed');
    await createTestViaApi(page, testName);

    const dialog = await openImport(page, testName);
    await dialog.getByLabel('File Format').selectOption('gift');
    await chooseFile(page, 'Question File', { name: 'moodle.gift', content: MIXED_GIFT });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();

    await dialog.getByRole('heading', { name: `3 questions for ${testName}: confirm to save them` }).waitFor();
    const refused = dialog.getByRole('table', { name: 'Questions that cannot be imported' });
    const rows = (await refused.getByRole('row').allInnerTexts())
      .slice(1)
      .map((r) => r.split('\t').map((c) => c.trim()));
    expect(rows.map((r) => r.slice(0, 3))).toEqual([
      ['3', 'line 13', 'essay'],
      ['4', 'line 15', 'short answer'],
    ]);
    expect(rows.every((r) => (r[3] ?? '').length > 0)).toBe(true);
    await checkA11y(page, 'import preview with refused questions');

    const report = await downloadOf(page, () =>
      dialog.getByRole('button', { name: 'Download refused report', exact: true }).click(),
    );
    expect(report.suggestedFilename()).toBe('moodle-refused.csv');
    const csv = await downloadedText(report);
    expect(csv.split(/\r?\n/)[0]).toBe('number,line,file,type,reason,source');
    expect(csv).toContain('Write about your summer.');

    await dialog.getByRole('button', { name: 'Import 3 questions', exact: true }).click();
    await notification(page, `Questions Imported Successfully to ${testName}`).waitFor();
    await notification(page, '2 questions of the file were left out.').waitFor();

    await openPart(page, 'QUESTIONS');
    await expect.poll(() => heading(page)).toBe('Manage Questions');
    await expect.poll(() => listedQuestions(page)).toEqual(['# 1', '# 2', '# 3']);
    await questions(page)
      .getByRole('button', { name: /^# 2\b/ })
      .click();
    await expect.poll(() => field(page, 'Question Header').inputValue()).toBe('Even');
    await expect.poll(() => field(page, 'Question Type').inputValue()).toBe('check boxes');
  }, 120_000);

  it('with All or nothing, the same file saves nothing and says why', async () => {
    const { page } = ui;
    await signInViaApi(page, 'superadmin', DATA_TOOL_PATH);
    const testName = uniqueTestName('Strict');
    await createTestViaApi(page, testName);

    const dialog = await openImport(page, testName);
    await dialog.getByLabel('File Format').selectOption('gift');
    await chooseFile(page, 'Question File', { name: 'moodle.gift', content: MIXED_GIFT });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByLabel('All or nothing').check({ force: true });
    await dialog.getByRole('button', { name: 'Import 3 questions', exact: true }).click();
    await dialog.getByText('Nothing was saved').waitFor();
    await dialog.getByText(/line 13/).waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    await openPart(page, 'QUESTIONS');
    await page.getByText('No questions yet').waitFor();
  }, 90_000);

  it('imports a QTI 2.2 item whose MathML becomes a formula KaTeX renders', async () => {
    const { page } = ui;
    await signInViaApi(page, 'superadmin', DATA_TOOL_PATH);
    const testName = uniqueTestName('MathML');
    await createTestViaApi(page, testName);

    const dialog = await openImport(page, testName);
    await dialog.getByLabel('File Format').selectOption('qti');
    await chooseFile(page, 'Question File', { name: 'halves.xml', content: QTI_ITEM, mimeType: 'application/xml' });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByRole('heading', { name: `1 question for ${testName}: confirm to save it` }).waitFor();
    await dialog.locator('.katex .mfrac').first().waitFor();
    await dialog.getByRole('button', { name: 'Import 1 question', exact: true }).click();
    await notification(page, `Questions Imported Successfully to ${testName}`).waitFor();

    await openPart(page, 'QUESTIONS');
    await expect.poll(() => listedQuestions(page)).toEqual(['# 1']);
    await questions(page)
      .getByRole('button', { name: /^# 1\b/ })
      .click();
    await expect.poll(() => field(page, 'Question Text').inputValue()).toBe('What is $\\frac{1}{2}$ of 8?');
    const preview = page.getByRole('group', { name: 'Preview of Question Text' });
    await preview.locator('.katex .mfrac').waitFor();
    expect(await preview.locator('annotation').textContent()).toBe('\\frac{1}{2}');
  }, 90_000);
});
