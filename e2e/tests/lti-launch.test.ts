// LTI 1.3 launches in Chromium (issue 29): a fake LMS on loopback, registered by the client admin's API.
// Its course page posts the login form to the tool, the platform's authorization page posts the id token
// back, and the student lands on the test the link was deep-linked to, signed in, with its first
// question; an Instructor's deep-linking request opens the picker, whose choice reaches the LMS signed.
import { request as playwrightRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type FakePlatform, ROLE, startFakePlatform } from '../../server/src/test/lti-platform';
import { DEMO, settled, useBrowser } from '../support';
import { createGrantedTest } from '../support/realTestSetup';
import { currentQuestion } from '../support/realTestSteps';

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
  const token = ((await signedIn.json()) as { access_token: string }).access_token;
  const registered = await api.post('/api/lti/platform/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: `Fake LMS ${RUN}`, program: 'SAT', ...fake.registration },
  });
  if (!registered.ok()) throw new Error(`registration: ${registered.status()} ${await registered.text()}`);
  await api.dispose();
});
afterAll(() => fake?.close());

describe('an LTI launch', () => {
  const ui = useBrowser();

  it('lands a Learner on the linked test, signed in', async () => {
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
  });

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
