// Reusable steps for the authoring screens (Conversion Tool, Data Tool, Manage Test browser): files made in
// the test (a PDF, a PNG, tagged and GIFT text), tests created through the API, the test form filled, and
// downloads read back.
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO } from './demo';
import { uniqueSetName } from './warmupAuthoring';

export const CONVERSION_PATH = '/superadmin/create-quiz';
export const TEST_BROWSER_PATH = '/superadmin/test-browser';

/** A test name no other call produces. */
export const uniqueTestName = (prefix = 'E2E Test') => uniqueSetName(prefix);

// The PDF the API tests convert too: one file maker for both.
export { pdfBytes } from '../../server/src/test/pdf';

/** A 1×1 PNG: an image by its content, as the server checks. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A tagged file (§9) of two questions: the first with a formula and steps, the second without steps. */
export const TWO_TAGGED_QUESTIONS = `<q>What is $\\frac{1}{2}$ of 8?==1</q>
<a>2&&4&&6&&8==2</a>
<s>Half of 8 is 8 divided by 2&&So the answer is 4==1</s>
<q>Which number is prime?==2</q>
<a>4&&6&&7&&9==3</a>
`;

/** A GIFT file of two questions: multiple choice with general feedback (step 1), and true/false. */
export const TWO_GIFT_QUESTIONS = `// Two questions from Moodle
::Primes:: Which number is prime? {
  ~4
  =7
  ~9
  ####7 has no divisor but 1 and itself.
}

::Squares:: $x^2 = 9$ has the solution $x = 3$ among others. {T}
`;

/** The metadata of a test as the form and POST /quiz/quiz/ take them. */
export interface TestDetails {
  name: string;
  subject?: string;
  year?: string;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Fills every field of a test (Create Test, META); SAT tests have no grade level. */
export async function fillTestFields(page: Page, test: TestDetails): Promise<void> {
  await field(page, 'Test Name').fill(test.name);
  await field(page, 'Subject').selectOption(test.subject ?? 'SAT');
  await field(page, 'Test Description').fill(`Questions of ${test.name}`);
  await field(page, 'Section').selectOption('math');
  await field(page, 'Answer Type').selectOption('A - H');
  await field(page, 'Subject Category').selectOption('Algebra');
  await field(page, 'Year').selectOption(test.year ?? String(new Date().getFullYear()));
  await field(page, 'Language').selectOption('English');
  await field(page, 'Section Duration (hh:mm:ss)').fill('00:30:00');
  await field(page, 'Test Kind').selectOption('Real test');
}

/** An API client signed in as the super admin or the demo client admin (for set-up and for refusals). */
export async function apiAs(page: Page, role: 'superadmin' | 'clientadmin') {
  const login =
    role === 'superadmin'
      ? await page.request.post('/auth/superadmin/', { data: DEMO.superAdmin })
      : await page.request.post('/auth/clientadmin/', {
          data: {
            email: DEMO.clientAdmin.email,
            password: DEMO.clientAdmin.password,
            license_key: DEMO.clientAdmin.licenseKey,
          },
        });
  if (!login.ok()) throw new Error(`Sign-in as ${role} failed: ${login.status()}`);
  const { access_token } = (await login.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${access_token}` };
  return {
    get: (path: string) => page.request.get(path, { headers }),
    post: (path: string, data: unknown) => page.request.post(path, { headers, data }),
    postMultipart: (
      path: string,
      multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>,
    ) => page.request.post(path, { headers, multipart }),
  };
}

/** A new SAT test made through the API; resolves with its id. */
export async function createTestViaApi(page: Page, name: string): Promise<number> {
  const api = await apiAs(page, 'superadmin');
  const res = await api.post('/quiz/quiz/', {
    test_name: name,
    test_description: `Questions of ${name}`,
    test_type: 'SAT',
    section: 'math',
    answer_type: 'A - H',
    subject_category: 'Algebra',
    test_booklet_year: String(new Date().getFullYear()),
    test_lang_type: 'English',
    section_duration: '00:30:00',
    is_practice_test: false,
  });
  if (res.status() !== 201) throw new Error(`Could not create the test: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { master_qnsbank_id: number }).master_qnsbank_id;
}

/** Chooses a file in a labelled file field (Mantine's FileInput: a button opening the file dialog). */
export async function chooseFile(
  page: Page,
  label: string,
  file: { name: string; content: Buffer | string; mimeType?: string },
): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByLabel(label, { exact: true }).click(),
  ]);
  const buffer = Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content, 'utf8');
  await chooser.setFiles({ name: file.name, mimeType: file.mimeType ?? 'text/plain', buffer });
}

/** The text of a file the page downloaded. */
export async function downloadedText(download: Download): Promise<string> {
  const path = await download.path();
  if (!path) throw new Error(`The download ${download.suggestedFilename()} failed: ${await download.failure()}`);
  return readFile(path, 'utf8');
}

/** Runs `action` and resolves with the download it starts. */
export async function downloadOf(page: Page, action: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), action()]);
  return download;
}

/** The Data Tool's parts list. */
export const parts = (page: Page): Locator => page.getByRole('navigation', { name: 'Data Tool parts' });

/** Opens a part of the Data Tool (SUMMARY, META DATA, QUESTIONS, ANSWERS, STEPS). */
export async function openPart(page: Page, name: string): Promise<void> {
  await parts(page).getByRole('button', { name, exact: true }).click();
}

/** The '# n' entries of Manage Questions' list, as shown. */
export async function listedQuestions(page: Page): Promise<string[]> {
  const items = page.getByRole('region', { name: 'Questions' }).getByRole('button');
  // Each reads '# n' and the question's first words; the numbers say which questions are there.
  return (await items.allInnerTexts()).map((s) => s.trim().match(/^# \d+/)?.[0] ?? s.trim());
}

/** Chooses a test in META's QUIZES list. */
export async function chooseQuiz(page: Page, name: string): Promise<void> {
  await page.getByRole('region', { name: 'QUIZES' }).getByRole('button', { name, exact: true }).click();
  await expect.poll(() => field(page, 'Test Name').inputValue()).toBe(name);
}
