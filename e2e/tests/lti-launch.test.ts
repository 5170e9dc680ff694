// LTI 1.3 launches in Chromium (issue 29): a fake LMS on loopback, registered by the client admin's API.
// Its course page posts the login form to the tool, the platform's authorization page posts the id token
// back, and the student lands on the test the link was deep-linked to, signed in, takes it and submits;
// the course's Instructor launches the same link, lands on the class results, releases it there, and the
// LMS's line item receives the score. An Instructor's deep-linking request opens the picker, whose choice
// reaches the LMS signed.
import { request as playwrightRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROLE } from '../../server/src/test/lti-claims';
import { type FakePlatform, startFakePlatform } from '../../server/src/test/lti-platform';
import { checkA11y, DEMO, settled, useBrowser } from '../support';
import { createGrantedTest } from '../support/realTestSetup';
import { currentQuestion, press } from '../support/realTestSteps';
import { answersSaved, dialog } from '../support/warmupTaking';

const RUN = Date.now().toString(36);
let fake: FakePlatform;
let test: { id: number; name: string };

beforeAll(async () => {
  const baseURL = inject('baseUrl');
  fake = await startFakePlatform(baseURL);
  const api = await playwrightRequest.newContext({ baseURL });
  test = await createGrantedTest(api, {
    name: `LTI Test ${RUN}`,
    questions: [
      { text: 'What is 2 + 2?', options: ['3', '4', '5', '6'], key: 2 },
      { text: 'What is 3 × 3?', options: ['6', '8', '9', '12'], key: 3 },
    ],
  });
  const signedIn = await api.post('/auth/clientadmin/', {
    data: {
      email: DEMO.clientAdmin.email,
      password: DEMO.clientAdmin.password,
      license_key: DEMO.clientAdmin.licenseKey,
    },
  });
  const adminToken = ((await signedIn.json()) as { access_token: string }).access_token;
  const registered = await api.post('/api/lti/platform/', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { name: `Fake LMS ${RUN}`, program: 'SAT', ...fake.registration },
  });
  if (!registered.ok()) throw new Error(`registration: ${registered.status()} ${await registered.text()}`);
  await api.dispose();
});
afterAll(() => fake?.close());

describe('an LTI launch', () => {
  const ui = useBrowser();

  it('lands a Learner on the linked test, signed in; its released score reaches the LMS', async () => {
    const { page } = ui;
    fake.nextLaunch = {
      sub: `learner-${RUN}`,
      roles: [ROLE.learner],
      given_name: 'Lena',
      family_name: 'Rao',
      context: { id: `course-${RUN}`, title: `Course ${RUN}` },
      resourceLink: { id: `link-${RUN}`, title: test.name },
      lineitem: fake.lineitemUrl(`course-${RUN}`, 'item-1'),
      custom: { quiz: String(test.id) },
    };
    await page.goto(`${fake.issuer}/course`);
    await page.waitForURL((url) => /^\/student\/test\/master\/\d+$/.test(url.pathname), { timeout: 30_000 });
    await settled(page);
    await currentQuestion(page).waitFor();
    expect(await currentQuestion(page).innerText()).toContain('What is 2 + 2?');
    // The code is spent and gone from the address.
    expect(new URL(page.url()).hash).toBe('');

    // One right answer of two (B: 4), then submitted.
    await press(page, '2');
    await answersSaved(page);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await dialog(page, 'Submit the test?').getByRole('button', { name: 'Submit test' }).click();
    await page.locator('[data-submitted]').waitFor();
    expect(fake.scores).toEqual([]);

    // The course's Instructor launches the same link: signed in as the class's teacher, on its results.
    fake.nextLaunch = {
      sub: `teacher-${RUN}`,
      roles: [ROLE.instructor],
      given_name: 'Maria',
      family_name: 'Lopez',
      context: { id: `course-${RUN}`, title: `Course ${RUN}` },
      resourceLink: { id: `link-${RUN}`, title: test.name },
      lineitem: fake.lineitemUrl(`course-${RUN}`, 'item-1'),
      custom: { quiz: String(test.id) },
    };
    await page.goto(`${fake.issuer}/course`);
    await page.waitForURL((url) => url.pathname === '/teacher/classes', { timeout: 30_000 });
    await page.getByRole('region', { name: `Work of Course ${RUN}` }).waitFor();
    const row = page.locator('[data-class-assignments]').getByRole('row').filter({ hasText: test.name });
    await expect.poll(() => row.innerText()).toContain('1 of 1, 0 released');
    expect(fake.scores).toEqual([]);
    await row.getByRole('button', { name: 'Release results' }).click();
    await dialog(page, 'Release the results?').getByRole('button', { name: 'Release results' }).click();
    await expect.poll(() => row.innerText()).toContain('1 of 1, 1 released');
    await expect.poll(() => fake.scores.length, { timeout: 20_000 }).toBe(1);
    expect(fake.scores[0]).toMatchObject({
      lineitem: fake.lineitemUrl(`course-${RUN}`, 'item-1'),
      body: {
        userId: `learner-${RUN}`,
        scoreGiven: 1,
        scoreMaximum: 2,
        activityProgress: 'Completed',
        gradingProgress: 'FullyGraded',
      },
    });
    // The class shows the score's state under its results: sent (read afresh, the send came after the release).
    await page.reload();
    await settled(page);
    const sent = page.locator('section[aria-label="LMS"] tr[data-state="sent"]');
    await sent.waitFor({ timeout: 30_000 });
    expect(await sent.innerText()).toContain('Lena');
    await page.mouse.move(0, 0);
    await checkA11y(page, 'My Classes, the scores sent to the LMS');
  }, 90_000);

  it("opens an Instructor's deep-linking picker, whose choice reaches the LMS signed", async () => {
    const { page } = ui;
    fake.nextLaunch = {
      sub: `teacher-${RUN}`,
      roles: [ROLE.instructor],
      given_name: 'Maria',
      context: { id: `course-${RUN}`, title: `Course ${RUN}` },
      messageType: 'LtiDeepLinkingRequest',
    };
    await page.goto(`${fake.issuer}/course`);
    await page.waitForURL((url) => url.pathname.startsWith('/teacher/lms-pick/'), { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: 'Choose what this link opens' }).waitFor();
    await page.getByRole('button', { name: `Choose ${test.name}` }).click();
    await page.waitForURL((url) => url.href.startsWith(fake.deepLinkReturnUrl), { timeout: 30_000 });
    await page.getByText('Content added to the course.').waitFor();
    const items = fake.deepLinks.at(-1)!.payload['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'];
    expect(items).toEqual([
      expect.objectContaining({ type: 'ltiResourceLink', title: test.name, custom: { quiz: String(test.id) } }),
    ]);
  }, 90_000);
});
