// Deep linking (issue 29): an Instructor's request opens the picker; the choice goes back to the fake
// platform as a signed LtiDeepLinkingResponse that verifies with /lti/jwks, once, for that teacher only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createClient,
  createClientAdmin,
  createTeacher,
  createTest,
  createWarmupSet,
  grantToClient,
  tokenFor,
} from '../test/fixtures';
import { ROLE } from '../test/lti-claims';
import { formFields, landingOf, launchAs, type LtiWorld, registerPlatform, startLtiWorld } from '../test/lti-world';

let world: LtiWorld;
let client: number;
let test: { master_qnsbank_id: number; test_name: string };
let set: { master_qnsbank_id: number; test_name: string };
let foreign: { master_qnsbank_id: number };

beforeAll(async () => {
  world = await startLtiWorld();
  const { db } = world.t;
  const made = await createClient(db, { assign_test_for_class: true });
  client = made.client_id;
  const admin = await createClientAdmin(db, made);
  test = await createTest(db, { questionCount: 4, name: 'Algebra check' });
  set = (await createWarmupSet(db, { name: 'Times tables' })).set;
  foreign = await createTest(db, { questionCount: 2 });
  await grantToClient(db, client, admin.email, { quizzes: [test.master_qnsbank_id], warmups: [set.master_qnsbank_id] });
  await registerPlatform(world.t.db, world.fake, client);
});
afterAll(() => world.close());

const instructor = {
  sub: 'instructor-1',
  roles: [ROLE.instructor],
  given_name: 'Maria',
  context: { id: 'course-1', title: 'Course 1' },
  messageType: 'LtiDeepLinkingRequest' as const,
};

/** A deep-linking launch signed in: the request id and the teacher's headers. */
async function picker() {
  const launched = await launchAs(world, instructor);
  expect(launched.status).toBe(303);
  const { to, code } = landingOf(launched.location);
  expect(to).toMatch(/^\/teacher\/lms-pick\/[A-Za-z0-9_-]+$/);
  const signedIn = await world.t.app.inject({ method: 'POST', url: '/auth/lti/', payload: { code } });
  return { request: to.split('/').at(-1)!, headers: bearer(signedIn.json().access_token as string) };
}

const choose = (headers: Record<string, string>, body: Record<string, unknown>) =>
  world.t.app.inject({ method: 'POST', url: '/api/lti/deep-link/', headers, payload: body });

describe('deep linking', () => {
  it('answers a page posting the signed response, which the platform verifies with the tool’s key set', async () => {
    const { request, headers } = await picker();
    const answer = await choose(headers, { request, quiz: test.master_qnsbank_id });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain(`form-action 'self' ${world.fake.issuer}`);
    expect(csp).toMatch(/script-src 'nonce-[^']+'/);
    expect(answer.body).toContain(`action="${world.fake.deepLinkReturnUrl}"`);
    const { JWT } = formFields(answer.body);
    const posted = await fetch(world.fake.deepLinkReturnUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ JWT: JWT! }).toString(),
    });
    expect(posted.status).toBe(200);
    const { payload } = world.fake.deepLinks.at(-1)!;
    expect(payload).toMatchObject({
      iss: world.fake.clientId,
      aud: world.fake.issuer,
      'https://purl.imsglobal.org/spec/lti/claim/deployment_id': world.fake.deploymentId,
      'https://purl.imsglobal.org/spec/lti/claim/message_type': 'LtiDeepLinkingResponse',
      'https://purl.imsglobal.org/spec/lti/claim/version': '1.3.0',
      'https://purl.imsglobal.org/spec/lti-dl/claim/data': 'opaque-platform-data',
      'https://purl.imsglobal.org/spec/lti-dl/claim/content_items': [
        {
          type: 'ltiResourceLink',
          title: 'Algebra check',
          url: `${world.origin}/lti/launch`,
          custom: { quiz: String(test.master_qnsbank_id) },
          lineItem: { scoreMaximum: 4, label: 'Algebra check', resourceId: String(test.master_qnsbank_id) },
        },
      ],
    });
    // Once: the request is spent.
    const again = await choose(headers, { request, quiz: test.master_qnsbank_id });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/expired or was already sent/);
  });

  it('a warm-up set goes back with its number of warm-ups as the maximum', async () => {
    const { request, headers } = await picker();
    const answer = await choose(headers, { request, quiz: set.master_qnsbank_id });
    expect(answer.statusCode).toBe(200);
    const { JWT } = formFields(answer.body);
    const [, body] = JWT!.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    expect(claims['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'][0].lineItem.scoreMaximum).toBe(4);
  });

  it('refuses another teacher, a test not granted to the client, and a Learner’s request', async () => {
    const { request, headers } = await picker();
    const other = await createTeacher(world.t.db, client);
    const stranger = bearer(tokenFor(world.t.app, 'teacher', other.id, client));
    expect((await choose(stranger, { request, quiz: test.master_qnsbank_id })).statusCode).toBe(403);
    const foreignChoice = await choose(headers, { request, quiz: foreign.master_qnsbank_id });
    expect(foreignChoice.statusCode).toBe(400);
    expect(foreignChoice.json().fields.quiz).toEqual(['Choose a test or warm-up set of your school']);
    // The request is still open to its own teacher after both refusals.
    expect((await choose(headers, { request, quiz: test.master_qnsbank_id })).statusCode).toBe(200);
    const learner = await launchAs(world, { ...instructor, sub: 'learner-9', roles: [ROLE.learner] });
    expect(learner.status).toBe(401);
    expect(learner.body).toContain('Only an Instructor of the course can choose what a link opens.');
  });
});
