// English and Tamil (issue 21): a visitor switches to Tamil on the landing page and signs in as a student;
// the sign-in page, the dashboard, a real test and a warm-up are all in Tamil (html lang "ta", Noto Sans
// Tamil in use, no English catalogue text left on screen, axe clean), the Tamil test listed before the
// English one; switching back shows English. A choice made while signed in is kept on the account: a new
// browser, which has never chosen, shows it after signing in. The student is made here, so the language
// saved on their account touches no other file's student.
import { request } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkA11y, settled, useBrowser, visit, waitForPath } from '../support';
import { asClientAdmin, ok } from '../support/adminApi';
import { expectNoEnglish, expectTamilShown, languageSwitch } from '../support/language';
import { createGrantedTest, type SetupQuestion } from '../support/realTestSetup';
import { assignRealTestViaApi, assignWarmupViaApi } from '../support/studentSittings';
import { uniqueSetName } from '../support/warmupAuthoring';
import { resultRow } from '../support/warmupTaking';
import type { Page } from 'playwright-core';

const RUN = Date.now().toString(36);
const STUDENT = { email: `kavya.${RUN}@demoacademy.com`, password: 'tamil4242' };
const TAMIL_TEST = uniqueSetName('தமிழ் கணிதம்');
const ENGLISH_TEST = uniqueSetName('English Maths');
const WARMUP_SET = 'Warmup Set 2';
const QUESTIONS: SetupQuestion[] = [
  { text: '$2 + 3$ இன் மதிப்பு என்ன?', options: ['4', '5', '6', '7'], key: 2, steps: ['$2 + 3 = 5$ என்று கூட்டுக.'] },
  { text: '$\\frac{1}{2} + \\frac{1}{2}$ = ?', options: ['1', '2', '0', '3'], key: 1 },
];

/** Everything a Tamil screen must be, in one call. */
async function inTamil(page: Page, screen: string) {
  await settled(page);
  await expectTamilShown(page);
  await expectNoEnglish(page, screen);
  await checkA11y(page, `${screen} (Tamil)`);
}

async function signIn(page: Page) {
  // The form's own field names: the labels are in Tamil.
  await page.locator('input[name="email"]').fill(STUDENT.email);
  await page.locator('input[name="password"]').fill(STUDENT.password);
  await page.locator('form button[type="submit"]').click();
  await waitForPath(page, '/student/dashboard');
}

describe('the app in Tamil', () => {
  const ui = useBrowser();

  beforeAll(async () => {
    const api = await request.newContext({ baseURL: inject('baseUrl') });
    const admin = await asClientAdmin(api);
    await ok(
      admin('POST', '/api/student/', {
        Student_First_Name: 'Kavya',
        Student_Last_Name: 'Raman',
        email: STUDENT.email,
        password: STUDENT.password,
        confirm_password: STUDENT.password,
        Student_Mobile: '555-010-3021',
        City: 'Springfield',
        State: 'Illinois',
        Zip_Code: '62701',
        Grade_Level: 'Grade 10',
        GAP: '3.5',
        Enroll_Program: JSON.stringify(['SAT']),
        Assign_Teachers: 'Victor',
      }),
    );
    // The English test is assigned first: the dashboard would list it first in English.
    const english = await createGrantedTest(api, { name: ENGLISH_TEST, questions: QUESTIONS });
    const tamil = await createGrantedTest(api, { name: TAMIL_TEST, questions: QUESTIONS, language: 'Tamil' });
    await assignRealTestViaApi(api, { testId: english.id, student: STUDENT });
    await assignRealTestViaApi(api, { testId: tamil.id, student: STUDENT });
    await assignWarmupViaApi(api, { setName: WARMUP_SET, student: STUDENT, timer: '00:10:00' });
    await api.dispose();
  });

  it('switches on the landing page, then signs in, takes a test and a warm-up in Tamil, and switches back', async () => {
    const { page } = ui;
    await visit(page, '/');
    await languageSwitch(page, 'ta').click();
    await inTamil(page, 'the landing page');

    await visit(page, '/student');
    await inTamil(page, 'the student sign-in');
    await signIn(page);
    await inTamil(page, 'the student dashboard');
    // Tamil shown: the Tamil test comes before the English one.
    const names = await page.getByRole('cell').allInnerTexts();
    expect(names.indexOf(TAMIL_TEST)).toBeGreaterThanOrEqual(0);
    expect(names.indexOf(TAMIL_TEST)).toBeLessThan(names.indexOf(ENGLISH_TEST));

    await resultRow(page, TAMIL_TEST).getByRole('button').first().click();
    await page.waitForURL((url) => /^\/student\/test\/master\/\d+$/.test(url.pathname));
    await page.locator('section[data-current="true"]').waitFor();
    // The question's formula is typeset inside the Tamil text.
    await page.locator('section[data-current="true"] .katex').first().waitFor();
    await inTamil(page, 'a real test');

    await visit(page, '/student/dashboard');
    await resultRow(page, WARMUP_SET).getByRole('button').first().click();
    await page.waitForURL((url) => /^\/student\/warmup\/\d+$/.test(url.pathname));
    await inTamil(page, 'a warm-up');

    await visit(page, '/student/dashboard');
    await languageSwitch(page, 'en').click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await settled(page);
    await languageSwitch(page, 'ta').waitFor();
    expect(await page.locator('body').innerText()).toContain('Student Dashboard');
    // English shown: the English test comes first.
    const englishOrder = await page.getByRole('cell').allInnerTexts();
    expect(englishOrder.indexOf(ENGLISH_TEST)).toBeLessThan(englishOrder.indexOf(TAMIL_TEST));
    await checkA11y(page, 'the student dashboard (English)');
  }, 120_000);

  it('keeps a choice made while signed in on the account, for a browser that never chose', async () => {
    const { page, context } = ui;
    await visit(page, '/student');
    await signIn(page);
    await settled(page);
    // The previous test left English on the account.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    const saved = page.waitForResponse((res) => res.url().endsWith('/api/account/language/') && res.ok());
    await languageSwitch(page, 'ta').click();
    await saved;
    await expectTamilShown(page);

    // A new browser: nothing chosen in it, the account's Tamil shows once signed in.
    const fresh = await context.browser()?.newContext({ baseURL: inject('baseUrl') });
    if (!fresh) throw new Error('no browser');
    const other = await fresh.newPage();
    await visit(other, '/student');
    expect(await other.evaluate(() => document.documentElement.lang)).toBe('en');
    await signIn(other);
    await inTamil(other, 'the student dashboard in a new browser');
    await fresh.close();
  }, 90_000);
});
