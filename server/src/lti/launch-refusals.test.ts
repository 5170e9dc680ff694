// Every launch the tool refuses (issue 29): a forged, expired or replayed token, a token of another
// launch, a wrong audience, an unknown deployment or platform, a state that is not the browser's, an LMS
// whose keys cannot be read, a role the tool does not know. Each answers a page saying why, creates
// nothing, and is never a 5xx.
import { generateKeyPair } from 'jose';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classrooms, ltiResourceLinks, ltiUsers, students, teachers } from '../db/schema/index';
import { createClient } from '../test/fixtures';
import { LTI, ROLE } from '../test/lti-claims';
import { type FakePlatform, startFakePlatform } from '../test/lti-platform';
import {
  cookieOf,
  launchAs,
  login,
  type LtiWorld,
  type Posted,
  postForm,
  registerPlatform,
  startLtiWorld,
} from '../test/lti-world';
import { forgetKeySets } from './platform-keys';

let world: LtiWorld;
let client: number;
const others: FakePlatform[] = [];

beforeAll(async () => {
  world = await startLtiWorld();
  client = (await createClient(world.t.db, { assign_test_for_class: true })).client_id;
  await registerPlatform(world.t.db, world.fake, client);
});
afterAll(async () => {
  for (const other of others) await other.close();
  await world.close();
});

const learner = {
  sub: 'learner-x',
  roles: [ROLE.learner],
  context: { id: 'c1', title: 'Course' },
  resourceLink: { id: 'r1' },
};

/** How many rows a launch would have made. */
async function made() {
  const n = async (table: PgTable) => ((await world.t.db.select({ n: count() }).from(table)) as [{ n: number }])[0].n;
  return {
    students: await n(students),
    teachers: await n(teachers),
    users: await n(ltiUsers),
    classes: await n(classrooms),
    links: await n(ltiResourceLinks),
  };
}

/** A login whose token the test signs itself: the state, its cookie and the nonce the platform is given. */
async function loggedIn(fake = world.fake) {
  const started = await login({ ...world, fake });
  expect(started.status).toBe(302);
  const asked = new URL(started.location).searchParams;
  return { state: asked.get('state')!, nonce: asked.get('nonce')!, cookie: cookieOf(started) };
}

function expectRefused(answer: Posted, status: number, words: RegExp) {
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/text\/html/);
  expect(answer.body).toContain('The launch was refused');
  expect(answer.body.replace(/&#39;/g, "'")).toMatch(words);
}

describe('a refused launch says why and creates nothing', () => {
  it('a token signed by a key that is not the platform’s', async () => {
    const before = await made();
    const { state, nonce, cookie } = await loggedIn();
    const forger = await generateKeyPair('RS256');
    const kid = world.fake.jwks().keys[0]!.kid!;
    const idToken = await world.fake.idToken(learner, nonce, { key: forger.privateKey, kid });
    const answer = await postForm(world.origin, '/lti/launch', { id_token: idToken, state }, { cookie });
    expectRefused(answer, 401, /not signed by a key of this LMS \(the signature does not verify\)/);
    expect(await made()).toEqual(before);
  });

  it('an expired token', async () => {
    const before = await made();
    const { state, nonce, cookie } = await loggedIn();
    const idToken = await world.fake.idToken(learner, nonce, { expiresIn: '-10m' });
    const answer = await postForm(world.origin, '/lti/launch', { id_token: idToken, state }, { cookie });
    expectRefused(answer, 401, /launch token has expired/);
    expect(await made()).toEqual(before);
  });

  it('a state used twice, and a token of one launch sent with the state of another (its nonce)', async () => {
    const first = await launchAs(world, learner);
    expect(first.status).toBe(303);
    const before = await made();
    const replayed = await postForm(
      world.origin,
      '/lti/launch',
      { id_token: first.idToken, state: first.state },
      { cookie: first.cookie },
    );
    expectRefused(replayed, 401, /expired or was already used: launch again from the course/);
    const { state, cookie } = await loggedIn();
    const reused = await postForm(world.origin, '/lti/launch', { id_token: first.idToken, state }, { cookie });
    expectRefused(reused, 401, /expired or was already used/);
    expect(await made()).toEqual(before);
  });

  it('a token meant for another tool', async () => {
    const before = await made();
    const { state, nonce, cookie } = await loggedIn();
    const idToken = await world.fake.idToken(learner, nonce, { audience: 'another-tool' });
    const answer = await postForm(world.origin, '/lti/launch', { id_token: idToken, state }, { cookie });
    expectRefused(answer, 401, new RegExp(`meant for client id another-tool, not ${world.fake.clientId}`));
    expect(await made()).toEqual(before);
  });

  it('several audiences without this tool as the authorized party', async () => {
    const { state, nonce, cookie } = await loggedIn();
    const idToken = await world.fake.idToken({ ...learner, extra: { azp: 'another-tool' } }, nonce, {
      audience: [world.fake.clientId, 'another-tool'],
    });
    const answer = await postForm(world.origin, '/lti/launch', { id_token: idToken, state }, { cookie });
    expectRefused(answer, 401, /meant for client id another-tool/);
  });

  it('a deployment not registered', async () => {
    const before = await made();
    const answer = await launchAs(world, { ...learner, extra: { [`${LTI}deployment_id`]: 'deployment-zz' } });
    expectRefused(answer, 400, /Deployment deployment-zz is not registered for this LMS: ask your school's admin/);
    expect(await made()).toEqual(before);
  });

  it('a version or a message type the tool does not speak, a role it does not know', async () => {
    const before = await made();
    expectRefused(await launchAs(world, { ...learner, extra: { [`${LTI}version`]: '1.1' } }), 400, /LTI version 1.1/);
    expectRefused(
      await launchAs(world, { ...learner, extra: { [`${LTI}message_type`]: 'LtiSubmissionReviewRequest' } }),
      400,
      /LtiSubmissionReviewRequest message/,
    );
    expectRefused(await launchAs(world, { ...learner, roles: [ROLE.admin] }), 401, /no role this tool knows/);
    expect(await made()).toEqual(before);
  });

  it('an LMS not registered, and an issuer of several registrations without a client id', async () => {
    const unknown = await login(world, { iss: 'https://lms.unknown.example', client_id: 'abc' });
    expectRefused(
      unknown,
      400,
      /This LMS is not registered: ask your school's admin to add issuer https:\/\/lms.unknown.example with client id abc under LMS connections/,
    );
    const second = await createClient(world.t.db);
    await registerPlatform(world.t.db, world.fake, second.client_id, { platform_client_id: 'second-client' });
    expectRefused(await login(world, { client_id: '' }), 400, /Several registrations use issuer/);
    const missing = await login(world, { login_hint: '' });
    expectRefused(missing, 400, /did not send login_hint/);
  });

  it('a state that is not the one of this browser’s cookie', async () => {
    const before = await made();
    const other = await loggedIn();
    world.fake.nextLaunch = learner;
    const answer = await launchAs(world, learner, {
      cookie: false,
      headers: { cookie: other.cookie, 'sec-fetch-dest': 'document' },
    });
    expectRefused(answer, 401, /expired or was already used/);
    expect(await made()).toEqual(before);
  });

  it('an LMS whose keys answer nothing, or a page that is not a key set', async () => {
    const before = await made();
    const closed = await startFakePlatform(world.origin);
    others.push(closed);
    await registerPlatform(world.t.db, closed, client, { keyset_url: 'http://127.0.0.1:9/jwks' });
    const down = await launchAs({ ...world, fake: closed }, learner);
    expectRefused(
      down,
      400,
      /keys of this LMS could not be read from http:\/\/127.0.0.1:9\/jwks \(.*cannot be reached/,
    );
    const garbage = await startFakePlatform(world.origin);
    others.push(garbage);
    await registerPlatform(world.t.db, garbage, client, { keyset_url: `${garbage.issuer}/not-json` });
    const answer = await launchAs({ ...world, fake: garbage }, learner);
    expectRefused(answer, 400, /could not be read from .*not-json \(The key set answered something that is not JSON/);
    expect(await made()).toEqual(before);
  });

  it('learns a rotated key on its unknown kid', async () => {
    forgetKeySets();
    expect((await launchAs(world, { ...learner, sub: 'rotated' })).status).toBe(303);
    await world.fake.rotateKey();
    // The set was read a moment ago: a refetch waits a few seconds, then the new kid is found.
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    expect((await launchAs(world, { ...learner, sub: 'rotated' })).status).toBe(303);
  });

  it('a launch without its token or state', async () => {
    const answer = await postForm(world.origin, '/lti/launch', { state: 'x' });
    expectRefused(answer, 400, /did not send id_token and state/);
  });

  it('a login or launch that is no form it can read: the same page, never the API’s JSON', async () => {
    const before = await made();
    for (const [path, body, type] of [
      ['/lti/launch', '[]', 'application/json'],
      ['/lti/launch', '{"id_token":', 'application/json'],
      ['/lti/launch', 'id_token=a&state=%00', 'application/x-www-form-urlencoded'],
      ['/lti/login', 'null', 'application/json'],
    ]) {
      const res = await fetch(`${world.origin}${path}`, { method: 'POST', body, headers: { 'content-type': type! } });
      expectRefused(
        { status: res.status, headers: res.headers, body: await res.text() } as Posted,
        400,
        /sent a form this tool cannot read|did not send id_token and state/,
      );
    }
    const query = await fetch(`${world.origin}/lti/login?iss=${'x'.repeat(5000)}`, { redirect: 'manual' });
    expect(query.status).toBe(400);
    expect(await query.text()).toMatch(/The launch was refused.*(cannot read|did not send iss)/s);
    expect(await made()).toEqual(before);
  });
});
