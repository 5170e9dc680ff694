import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y, DEMO, heading, signInViaApi, useBrowser, visit } from '../support';
import {
  addWarmupTestAndGoNext,
  confirmWarmupImport,
  createWarmupSetViaWizard,
  DATA_TOOL_PATH,
  grantWarmupSet,
  GRANT_PATH,
  listedEquations,
  notification,
  openWarmupQuestions,
  previewRows,
  readWarmupFile,
  uniqueSetName,
  WARMUP_WIZARD_PATH,
  warmupFileText,
} from '../support/warmupAuthoring';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

describe('super admin: warm-ups end to end', () => {
  const ui = useBrowser();

  it('creates a set with the wizard (a bad line saves nothing), then edits its equations in the Data Tool', async () => {
    const { page } = ui;
    await signInViaApi(page, 'superadmin', WARMUP_WIZARD_PATH);
    expect(await heading(page)).toBe('Create Warmups');
    const links = (await page.getByRole('navigation', { name: 'Super admin' }).getByRole('link').allInnerTexts()).map(
      (s) => s.trim(),
    );
    expect(links).toEqual(expect.arrayContaining(['Warmups', 'Data Tool', 'Grant Test Access']));
    expect(links.indexOf('Warmups')).toBeLessThan(links.indexOf('Grant Test Access'));

    // Step 1: every field is required, and Next waits for the saved test.
    expect(await button(page, 'Next').isDisabled()).toBe(true);
    expect(await field(page, 'Section Duration (hh:mm:ss)').inputValue()).toBe('00:00:00');
    await button(page, 'Add Test').click();
    await notification(page, 'Please Fillout All fields').waitFor();
    await checkA11y(page, 'warm-up wizard, empty test refused');

    const setName = uniqueSetName('Wizard Set');
    await addWarmupTestAndGoNext(page, {
      name: setName,
      gradeLevel: 'Grade 3',
      testLevel: 'Intermediate',
      duration: '00:03:00',
    });
    expect(await field(page, 'Warmup Test').locator('option:checked').innerText()).toBe(setName);

    // Step 2: a file first, a .txt file only, and a bad line names itself and saves nothing.
    await button(page, 'Import').click();
    await notification(page, 'Please Select a File').waitFor();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'warmups.csv', mimeType: 'text/csv', buffer: Buffer.from('1+1,2') });
    await notification(page, 'Please Select Text file only').waitFor();
    await readWarmupFile(page, warmupFileText(['12 + 7 = 19', '9 x 6 = 55', '45 / 9 = 5']));
    const refused = page.getByRole('alert').filter({ hasText: 'Nothing was saved' });
    await refused.waitFor();
    expect(await refused.innerText()).toContain('Equation 2 (line 2) has a wrong answer: 9 x 6 is 54, not 55');
    expect(await page.getByRole('table', { name: 'Equations to import' }).count()).toBe(0);
    await checkA11y(page, 'warm-up wizard, bad line named');

    await readWarmupFile(page, '<eq>1 + 1 = 2\n');
    await page.getByRole('alert').filter({ hasText: 'Something went wrong! Please check the tags' }).waitFor();

    // The parsed list is shown before anything is saved; Cancel keeps it unsaved.
    const good = ['12 + 7 = 19', '9 x 6 = 54', '45 / 9 = 5'];
    await readWarmupFile(page, warmupFileText(good));
    expect(await previewRows(page)).toEqual([
      ['1', '12 + 7', '+', '12, 7', '19'],
      ['2', '9 x 6', 'x', '9, 6', '54'],
      ['3', '45 / 9', '/', '45, 9', '5'],
    ]);
    await checkA11y(page, 'warm-up wizard, confirmation table');
    await button(page, 'Cancel').click();
    await notification(page, 'Import Cancelled !').waitFor();
    await readWarmupFile(page, warmupFileText(good));
    await previewRows(page);
    await confirmWarmupImport(page, setName);
    await button(page, 'Done').click();
    await notification(page, 'Processing complete!').waitFor();
    expect(await field(page, 'Test Name').inputValue()).toBe('');
    expect(await button(page, 'Next').isDisabled()).toBe(true);

    // The Data Tool starts at SUMMARY; META lists the set under WARMUPS; QUESTIONS shows its equations.
    await visit(page, DATA_TOOL_PATH);
    expect(await heading(page)).toBe('Data Tool');
    await page.getByRole('cell', { name: setName, exact: true }).waitFor();
    await openWarmupQuestions(page, setName);
    expect(await heading(page)).toBe('Warmups');
    // Exactly the three confirmed equations: the refused files added nothing.
    expect(await listedEquations(page)).toEqual(['# 1 12 + 7', '# 2 9 x 6', '# 3 45 / 9']);
    await checkA11y(page, 'Manage Warmups');

    // Add needs both fields; a wrong answer is refused by the server, the right one is saved.
    await button(page, 'add').click();
    await notification(page, 'Please Fillout all fields').waitFor();
    await field(page, 'Equation').fill('8 + 8');
    await field(page, 'Answer').fill('16');
    await button(page, 'add').click();
    await notification(page, 'Warmup Question Added/Updated Succesfully').waitFor();
    await expect.poll(() => listedEquations(page)).toEqual(['# 1 12 + 7', '# 2 9 x 6', '# 3 45 / 9', '# 4 8 + 8']);

    const equations = page.getByRole('region', { name: 'Equations' });
    await equations.getByRole('button', { name: /^# 2\s+9 x 6$/ }).click();
    expect(await field(page, 'Answer').inputValue()).toBe('54');
    await field(page, 'Equation').fill('9 x 7');
    await button(page, 'Update').click();
    await notification(page, 'wrong answer').waitFor();
    await field(page, 'Answer').fill('63');
    await button(page, 'Update').click();
    await notification(page, 'Warmup Question Added/Updated Succesfully').waitFor();
    await expect.poll(() => listedEquations(page)).toEqual(['# 1 12 + 7', '# 2 9 x 7', '# 3 45 / 9', '# 4 8 + 8']);

    // delete asks first.
    await equations.getByRole('button', { name: /^# 4\s+8 \+ 8$/ }).click();
    await button(page, 'delete').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText("You won't be able to revert this!").waitFor();
    await checkA11y(page, 'delete confirmation');
    await dialog.getByRole('button', { name: 'Yes, delete it!' }).click();
    await notification(page, 'Deleted!').waitFor();
    await expect.poll(() => listedEquations(page)).toEqual(['# 1 12 + 7', '# 2 9 x 7', '# 3 45 / 9']);

    await button(page, 'back to META').click();
    expect(await heading(page)).toBe('Manage Test');
    expect(await field(page, 'Test Name').inputValue()).toBe(setName);
    expect(await field(page, 'Grade Level').inputValue()).toBe('Grade 3');
    await checkA11y(page, 'META of a warm-up set');
  }, 60_000);

  it('grants a new set to the demo client, whose existing record is updated and keeps its other grants', async () => {
    const { page } = ui;
    await signInViaApi(page, 'superadmin', GRANT_PATH);
    expect(await heading(page)).toBe('Grant Test Access');

    // The spec's messages, in order.
    await button(page, 'Assign').click();
    await notification(page, 'Please select the client!').waitFor();

    // The wizard's import step can also fill an existing set, which must be chosen first.
    await visit(page, WARMUP_WIZARD_PATH);
    await button(page, 'Import into an existing Warmup test').click();
    await button(page, 'Import').click();
    await notification(page, 'Please Select a Test').waitFor();

    const { setName } = await createWarmupSetViaWizard(page, { equations: ['6 x 7 = 42', '81 / 9 = 9'] });
    const granted = await grantWarmupSet(page, { adminEmail: DEMO.clientAdmin.email, setName });
    expect(granted).toEqual({ action: 'Update', message: 'Quiz Assigned To Admin Grace Hopper Successfully' });
    // After a save the screen resets.
    expect(await field(page, 'Client Admin').inputValue()).toBe('');

    // The record now holds the new set beside the demo set, and the demo client's SAT test is still granted.
    await visit(page, GRANT_PATH);
    const admin = field(page, 'Client Admin');
    await admin.locator(`option[value="${DEMO.clientAdmin.email}"]`).waitFor({ state: 'attached' });
    await admin.selectOption(DEMO.clientAdmin.email);
    expect(await button(page, 'Assign').isDisabled()).toBe(true);
    expect(await button(page, 'Update').isDisabled()).toBe(false);
    await button(page, 'Update').click();
    await notification(page, 'Please select Test type!').waitFor();
    await field(page, 'Test Type').selectOption('Warmup');
    await expect.poll(() => page.getByRole('checkbox', { name: setName, exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Warmup Set 1', exact: true }).isChecked()).toBe(true);
    await field(page, 'Test Type').selectOption('SAT');
    await expect
      .poll(() => page.getByRole('checkbox', { name: 'SAT Practice Test 1', exact: true }).isChecked())
      .toBe(true);
    // The demo client holds several SAT tests: with none of them ticked, Update says so.
    const ticked = page.getByRole('checkbox', { checked: true });
    while ((await ticked.count()) > 0) await ticked.first().uncheck();
    await button(page, 'Update').click();
    await notification(page, 'Please select a test!').waitFor();
    await checkA11y(page, 'grant test access, SAT tests');
  }, 45_000);
});
