// Reusable super-admin steps for warm-ups: create a set with the Warmups wizard, open it in the Data
// Tool, grant it to a client. Each step opens its own screen (checked with axe) and needs only a signed-in
// super admin, so a test can call them in any order; names are unique per call.
import type { Locator, Page } from 'playwright-core';
import { checkA11y } from './a11y';
import { visit } from './navigation';

export const WARMUP_WIZARD_PATH = '/superadmin/import-warmup';
export const DATA_TOOL_PATH = '/superadmin/data-tool';
export const GRANT_PATH = '/superadmin/assign-quiz';

let counter = 0;
/** A name no other call (in this or a parallel run) produces, e.g. "Warmup Set lx3k9a1-7". */
export function uniqueSetName(prefix = 'Warmup Set'): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}-${counter}`;
}

/** The text of a warm-up .txt file: each equation ("12 + 7 = 19") in <eq> tags, one a line. */
export const warmupFileText = (equations: readonly string[]) => `${equations.map((e) => `<eq>${e}</eq>`).join('\n')}\n`;

/** A notification (success, failure or info) holding `text`. */
export const notification = (page: Page, text: string): Locator =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

/** Closes every notification shown, so a later wait cannot be met by an old one. */
export async function closeNotifications(page: Page): Promise<void> {
  const close = page.locator('.mantine-Notification-root').getByRole('button', { name: 'Close' });
  while ((await close.count()) > 0) {
    await close
      .first()
      .click()
      .catch(() => undefined);
  }
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

export interface WarmupTestDetails {
  name: string;
  description?: string;
  subjectCategory?: string;
  gradeLevel?: string;
  testLevel?: 'Basic' | 'Intermediate' | 'Advanced';
  language?: 'English' | 'Tamil';
  /** hh:mm:ss */
  duration?: string;
}

/** Wizard step 1: fills the warm-up test fields. */
export async function fillWarmupTest(page: Page, test: WarmupTestDetails): Promise<void> {
  await field(page, 'Test Name').fill(test.name);
  await field(page, 'Test Description').fill(test.description ?? `Equations of ${test.name}`);
  await field(page, 'Subject Category').fill(test.subjectCategory ?? 'Arithmetic');
  await field(page, 'Grade Level').selectOption(test.gradeLevel ?? 'Grade 5');
  await field(page, 'Test Level').selectOption(test.testLevel ?? 'Basic');
  await field(page, 'Language').selectOption(test.language ?? 'English');
  await field(page, 'Section Duration (hh:mm:ss)').fill(test.duration ?? '00:05:00');
}

/** Wizard step 1: saves the test (Add Test) and goes Next to the import step. */
export async function addWarmupTestAndGoNext(page: Page, test: WarmupTestDetails): Promise<void> {
  await fillWarmupTest(page, test);
  await page.getByRole('button', { name: 'Add Test' }).click();
  await page.getByText(`${test.name} is saved.`).waitFor();
  await checkA11y(page, 'warm-up wizard, test saved');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Import Warmup', level: 2 }).waitFor();
}

/** Wizard step 2: chooses a file (built in the test) and reads it with Import; nothing is saved yet. */
export async function readWarmupFile(page: Page, content: string, fileName = 'warmups.txt'): Promise<void> {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: fileName, mimeType: 'text/plain', buffer: Buffer.from(content, 'utf8') });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
}

/** The rows of the confirmation table: [#, equation, operator, operands, answer]. */
export async function previewRows(page: Page): Promise<string[][]> {
  const table = page.getByRole('table', { name: 'Equations to import' });
  await table.waitFor();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => (cell.textContent ?? '').trim())),
    );
}

/** Wizard step 2: Confirm saves the previewed equations; resolves with the server's success message. */
export async function confirmWarmupImport(page: Page, setName: string): Promise<string> {
  await page.getByRole('button', { name: 'Confirm' }).click();
  const message = `Warmup Imported Successfully to ${setName}`;
  await notification(page, message).waitFor();
  return message;
}

/** The id of the warm-up set chosen in wizard step 2. */
export async function chosenSetId(page: Page): Promise<number> {
  return Number(await field(page, 'Warmup Test').inputValue());
}

/**
 * The whole wizard: a new warm-up set named `name` (unique by default) holding `equations`
 * ("12 + 7 = 19"), created in step 1, imported from a .txt file in step 2, confirmed, then Done.
 */
export async function createWarmupSetViaWizard(
  page: Page,
  options: { name?: string; equations: readonly string[]; test?: Omit<WarmupTestDetails, 'name'> },
): Promise<{ setName: string; setId: number }> {
  const setName = options.name ?? uniqueSetName();
  await visit(page, WARMUP_WIZARD_PATH);
  await addWarmupTestAndGoNext(page, { ...options.test, name: setName });
  await checkA11y(page, 'warm-up wizard, import step');
  const setId = await chosenSetId(page);
  await readWarmupFile(page, warmupFileText(options.equations), `${setName}.txt`);
  const rows = await previewRows(page);
  if (rows.length !== options.equations.length) {
    throw new Error(`The wizard shows ${rows.length} equations for ${options.equations.length} in the file`);
  }
  await confirmWarmupImport(page, setName);
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('heading', { name: 'Create Test', level: 2 }).waitFor();
  return { setName, setId };
}

/** Data Tool: opens META and the warm-up questions of set `setName`; resolves once its equations are listed. */
export async function openWarmupQuestions(page: Page, setName: string): Promise<void> {
  await visit(page, DATA_TOOL_PATH);
  await page.getByRole('navigation', { name: 'Data Tool parts' }).getByRole('button', { name: 'META DATA' }).click();
  await page.getByRole('region', { name: 'WARMUPS' }).getByRole('button', { name: setName, exact: true }).click();
  await page.getByRole('navigation', { name: 'Data Tool parts' }).getByRole('button', { name: 'QUESTIONS' }).click();
  await page.getByRole('heading', { name: `Manage Warmups: ${setName}` }).waitFor();
  await page.getByRole('region', { name: 'Equations' }).getByRole('button').first().waitFor();
}

/** The equations listed for the open set, as shown ("# 1  12 + 7"). */
export async function listedEquations(page: Page): Promise<string[]> {
  const items = page.getByRole('region', { name: 'Equations' }).getByRole('button');
  return (await items.allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim());
}

/**
 * Grant Test Access: ticks warm-up set `setName` for the client of admin `adminEmail` and saves with
 * Assign (no record yet) or Update (a record exists). Resolves with the button used and the message.
 */
export async function grantWarmupSet(
  page: Page,
  options: { adminEmail: string; setName: string },
): Promise<{ action: 'Assign' | 'Update'; message: string }> {
  await visit(page, GRANT_PATH);
  const admin = field(page, 'Client Admin');
  await admin.locator(`option[value="${options.adminEmail}"]`).waitFor({ state: 'attached' });
  await admin.selectOption(options.adminEmail);
  const type = field(page, 'Test Type');
  await type.locator('option[value="Warmup"]').waitFor({ state: 'attached' });
  await type.selectOption('Warmup');
  // The screen says whether the client has a record (Update) or not (Assign).
  const status = page.getByText(/already has tests granted|has no tests granted yet/);
  await status.waitFor();
  const action = (await status.innerText()).includes('already has') ? 'Update' : 'Assign';
  const box = page.getByRole('checkbox', { name: options.setName, exact: true });
  await box.check();
  await checkA11y(page, 'grant test access, warm-up set ticked');
  await page.getByRole('button', { name: action, exact: true }).click();
  const done = notification(page, 'Quiz Assigned To Admin');
  await done.waitFor();
  const message = (await done.innerText()).split('\n').find((line) => line.startsWith('Quiz Assigned To Admin')) ?? '';
  return { action, message };
}
