// LTI registration (issue 29): a client admin connects their client's LMSs (add, list, read, change, remove,
// each audited), with the rules of the addresses (https only, public only, unless LTI_ALLOW_LOCAL_PLATFORMS
// is on), one registration per issuer and client id across every client (two at once included), and each
// client's platforms out of every other's reach.
import { LTI_PLATFORM_MESSAGES, PERSON_MESSAGES, UNSAFE_TEXT } from '@prep/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, ltiDeployments, ltiPlatforms } from '../db/schema/index';
import { bearer, createTeacher, superAdminHeaders, tenant, tokenFor } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { startFakePlatform } from '../test/lti-platform';
import { caller, type Headers } from '../test/sittings';

let t: TestApp;
let call: ReturnType<typeof caller>;
let a: Awaited<ReturnType<typeof tenant>>;
let b: Awaited<ReturnType<typeof tenant>>;
let su: Headers;

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://prep.example.org/' });
  call = caller(t);
  a = await tenant(t.app, t.db);
  b = await tenant(t.app, t.db);
  su = superAdminHeaders(t.app);
});
afterAll(() => t.close());

const URL_BASE = '/api/lti/platform/';
let made = 0;
/** A valid registration of a fresh LMS (its own issuer), with `overrides`. */
const body = (overrides: Record<string, unknown> = {}) => {
  const host = `https://lms${++made}.school.example`;
  return {
    name: `LMS ${made}`,
    issuer: host,
    client_id: `tool-${made}`,
    deployment_ids: ['1'],
    auth_login_url: `${host}/auth`,
    auth_token_url: `${host}/token`,
    keyset_url: `${host}/jwks`,
    program: 'SAT',
    ...overrides,
  };
};
const register = (headers: Headers, overrides: Record<string, unknown> = {}) =>
  call('POST', URL_BASE, headers, body(overrides));

const eventsOf = (action: string, id: number) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.subjectId, id)));

describe('the record', () => {
  it('adds a platform with its deployments, answers it with the addresses to paste, lists and reads it', async () => {
    const sent = body({ name: ' Moodle ', deployment_ids: [' 7 ', '12'], program: 'sat' });
    const res = await call('POST', URL_BASE, a.adminHeaders, sent);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Moodle',
      issuer: sent.issuer,
      client_id: sent.client_id,
      deployment_ids: ['12', '7'],
      auth_login_url: sent.auth_login_url,
      auth_token_url: sent.auth_token_url,
      keyset_url: sent.keyset_url,
      program: 'SAT',
      client: a.client.client_id,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      tool: {
        login_url: 'https://prep.example.org/lti/login',
        launch_url: 'https://prep.example.org/lti/launch',
        jwks_url: 'https://prep.example.org/lti/jwks',
        deep_link_url: 'https://prep.example.org/lti/launch',
      },
    });
    const list = await call('GET', URL_BASE, a.adminHeaders);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(created);
    expect((await call('GET', `${URL_BASE}${created.id}/`, a.adminHeaders)).json()).toEqual(created);
    const [event] = await eventsOf('lti_platform.created', created.id);
    expect(event).toMatchObject({ clientId: a.client.client_id, subjectType: 'lti_platform', subjectLabel: 'Moodle' });
    expect(event?.changes).toMatchObject({
      issuer: [null, sent.issuer],
      auth_token_url: [null, sent.auth_token_url],
      deployment_ids: [null, ['12', '7']],
    });
  });

  it('changes the record, replaces its deployments (one removed, one added) and records before and after', async () => {
    const created = (await register(a.adminHeaders, { deployment_ids: ['1', '2'] })).json();
    const url = `${URL_BASE}${created.id}/`;
    const changed = { ...body(), deployment_ids: ['2', '3'], program: 'ACT', name: '' };
    const res = await call('PUT', url, a.adminHeaders, changed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      issuer: changed.issuer,
      deployment_ids: ['2', '3'],
      program: 'ACT',
      name: '',
    });
    const stored = await t.db.select().from(ltiDeployments).where(eq(ltiDeployments.platform, created.id));
    expect(stored.map((d) => d.deployment_id).sort()).toEqual(['2', '3']);
    const [event] = await eventsOf('lti_platform.updated', created.id);
    expect(event?.changes).toEqual({
      name: [created.name, ''],
      issuer: [created.issuer, changed.issuer],
      client_id: [created.client_id, changed.client_id],
      auth_login_url: [created.auth_login_url, changed.auth_login_url],
      auth_token_url: [created.auth_token_url, changed.auth_token_url],
      keyset_url: [created.keyset_url, changed.keyset_url],
      program: ['SAT', 'ACT'],
      deployment_ids: [
        ['1', '2'],
        ['2', '3'],
      ],
    });
    // The same again changes nothing, and says so.
    expect((await call('PUT', url, a.adminHeaders, changed)).statusCode).toBe(200);
    expect((await eventsOf('lti_platform.updated', created.id))[1]?.changes).toEqual({});
  });

  it('deletes a platform with its deployments, recording what it was', async () => {
    const created = (await register(a.adminHeaders)).json();
    const res = await call('DELETE', `${URL_BASE}${created.id}/`, a.adminHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: LTI_PLATFORM_MESSAGES.deleted });
    expect(await t.db.select().from(ltiPlatforms).where(eq(ltiPlatforms.id, created.id))).toEqual([]);
    expect(await t.db.select().from(ltiDeployments).where(eq(ltiDeployments.platform, created.id))).toEqual([]);
    const [event] = await eventsOf('lti_platform.deleted', created.id);
    expect(event?.changes).toMatchObject({ issuer: [created.issuer, null], deployment_ids: [['1'], null] });
    expect((await call('GET', `${URL_BASE}${created.id}/`, a.adminHeaders)).statusCode).toBe(404);
  });
});

describe('what is refused', () => {
  it('says what is wrong with each field, saving nothing', async () => {
    const before = (await t.db.select().from(ltiPlatforms)).length;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ issuer: 'canvas' }, 'issuer', LTI_PLATFORM_MESSAGES.issuer],
      [{ issuer: 'ftp://lms.example' }, 'issuer', LTI_PLATFORM_MESSAGES.issuer],
      [{ issuer: undefined }, 'issuer', LTI_PLATFORM_MESSAGES.issuer],
      [{ client_id: '  ' }, 'client_id', LTI_PLATFORM_MESSAGES.clientId],
      [{ deployment_ids: [] }, 'deployment_ids', LTI_PLATFORM_MESSAGES.deploymentIds],
      [{ deployment_ids: '1' }, 'deployment_ids', LTI_PLATFORM_MESSAGES.deploymentIds],
      [{ deployment_ids: ['1', ' '] }, 'deployment_ids', LTI_PLATFORM_MESSAGES.deploymentIdEmpty],
      [{ deployment_ids: ['1', ' 1'] }, 'deployment_ids', LTI_PLATFORM_MESSAGES.deploymentIdTwice],
      [{ auth_login_url: 'not an address' }, 'auth_login_url', LTI_PLATFORM_MESSAGES.authLoginUrl],
      [{ auth_token_url: '' }, 'auth_token_url', LTI_PLATFORM_MESSAGES.authTokenUrl],
      [{ keyset_url: 'javascript:alert(1)' }, 'keyset_url', LTI_PLATFORM_MESSAGES.keysetUrl],
      [{ program: 'Basket weaving' }, 'program', LTI_PLATFORM_MESSAGES.program],
      [{ program: '' }, 'program', LTI_PLATFORM_MESSAGES.program],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await register(a.adminHeaders, overrides);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().message, JSON.stringify(overrides)).toBe(message);
      const fields = Object.keys(res.json().fields ?? {});
      expect(
        fields.some((name) => name.split('.')[0] === field),
        `${JSON.stringify(overrides)}: ${fields}`,
      ).toBe(true);
    }
    expect((await t.db.select().from(ltiPlatforms)).length).toBe(before);
  });

  it('takes only https addresses outside local and private networks for the endpoints', async () => {
    const cases: Array<[string, string]> = [
      ['http://lms.school.example/auth', LTI_PLATFORM_MESSAGES.httpsOnly],
      ['https://localhost/auth', LTI_PLATFORM_MESSAGES.publicOnly],
      ['https://127.0.0.1:8443/auth', LTI_PLATFORM_MESSAGES.publicOnly],
      ['https://10.1.2.3/auth', LTI_PLATFORM_MESSAGES.publicOnly],
      ['https://192.168.0.5/auth', LTI_PLATFORM_MESSAGES.publicOnly],
      ['https://172.20.0.1/auth', LTI_PLATFORM_MESSAGES.publicOnly],
      ['https://169.254.169.254/latest', LTI_PLATFORM_MESSAGES.publicOnly],
      ['https://[::1]/auth', LTI_PLATFORM_MESSAGES.publicOnly],
      ['https://[fd00::1]/auth', LTI_PLATFORM_MESSAGES.publicOnly],
      ['https://[::ffff:10.0.0.1]/auth', LTI_PLATFORM_MESSAGES.publicOnly],
    ];
    for (const field of ['auth_login_url', 'auth_token_url', 'keyset_url'])
      for (const [address, message] of cases) {
        const res = await register(a.adminHeaders, { [field]: address });
        expect(res.statusCode, `${field} ${address}`).toBe(400);
        expect(res.json().message, `${field} ${address}`).toBe(message);
      }
    // The issuer is a name the launches carry, never fetched: a local one is the LMS's own business.
    expect((await register(a.adminHeaders, { issuer: 'http://moodle.local' })).statusCode).toBe(201);
    expect((await register(a.adminHeaders, { auth_login_url: 'https://172.32.0.1/auth' })).statusCode).toBe(201);
  });

  it('with LTI_ALLOW_LOCAL_PLATFORMS=true takes plain http and loopback addresses (tests and local trials)', async () => {
    const local = await startTestApp({ LTI_ALLOW_LOCAL_PLATFORMS: 'true' });
    try {
      const c = await tenant(local.app, local.db);
      const res = await caller(local)('POST', URL_BASE, c.adminHeaders, {
        ...body(),
        auth_login_url: 'http://127.0.0.1:4010/auth',
        auth_token_url: 'http://localhost:4010/token',
        keyset_url: 'https://127.0.0.1:4010/jwks',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().auth_login_url).toBe('http://127.0.0.1:4010/auth');
      expect(local.config.ltiAllowLocalPlatforms).toBe(true);
      // The launch tests' fake platform registers as they do (its addresses on loopback, plain http).
      const fake = await startFakePlatform('http://127.0.0.1');
      try {
        const registered = await caller(local)('POST', URL_BASE, c.adminHeaders, {
          ...fake.registration,
          program: 'SAT',
        });
        expect(registered.statusCode).toBe(201);
        expect(registered.json()).toMatchObject({ issuer: fake.issuer, deployment_ids: [fake.deploymentId] });
        // The same fake against the default rules: refused before anything is saved.
        const refused = await call('POST', URL_BASE, a.adminHeaders, { ...fake.registration, program: 'SAT' });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe(LTI_PLATFORM_MESSAGES.httpsOnly);
      } finally {
        await fake.close();
      }
    } finally {
      await local.close();
    }
    expect(t.config.ltiAllowLocalPlatforms).toBe(false);
  });

  it('refuses an issuer and client id another platform has, of any client, naming the field', async () => {
    const first = (await register(a.adminHeaders)).json();
    for (const headers of [a.adminHeaders, b.adminHeaders]) {
      const res = await register(headers, { issuer: first.issuer, client_id: first.client_id, deployment_ids: ['9'] });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(LTI_PLATFORM_MESSAGES.taken);
      expect(JSON.stringify(res.json())).toContain('client_id');
    }
    // Canvas Cloud: one issuer for every school, told apart by the client id.
    expect((await register(b.adminHeaders, { issuer: first.issuer })).statusCode).toBe(201);
    // A change onto another's issuer and client id is refused alike, and changes nothing.
    const other = (await register(b.adminHeaders)).json();
    const clash = await call('PUT', `${URL_BASE}${other.id}/`, b.adminHeaders, {
      ...body(),
      issuer: first.issuer,
      client_id: first.client_id,
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().message).toBe(LTI_PLATFORM_MESSAGES.taken);
    expect((await call('GET', `${URL_BASE}${other.id}/`, b.adminHeaders)).json()).toEqual(other);
  });

  it('answers two registrations of one LMS sent at once with one platform and one 400, never a 5xx', async () => {
    const same = body();
    const answers = await Promise.all([
      call('POST', URL_BASE, a.adminHeaders, same),
      call('POST', URL_BASE, b.adminHeaders, same),
      call('POST', URL_BASE, a.adminHeaders, same),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
    const rows = await t.db.select().from(ltiPlatforms).where(eq(ltiPlatforms.issuer, same.issuer));
    expect(rows).toHaveLength(1);
  });

  it('refuses ids out of range, NUL bytes and a super admin who names no client', async () => {
    for (const id of ['2147483648', '99999999999999999999', '0', '-1', 'x']) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await call(method, `${URL_BASE}${id}/`, a.adminHeaders, method === 'PUT' ? body() : undefined);
        expect([400, 404], `${method} ${id}`).toContain(res.statusCode);
      }
    }
    expect((await call('GET', `${URL_BASE}2147483647/`, a.adminHeaders)).statusCode).toBe(404);
    for (const overrides of [{ name: 'A\u0000' }, { deployment_ids: ['1\u0000'] }, { client_id: '\u0000' }]) {
      const res = await register(a.adminHeaders, overrides);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(UNSAFE_TEXT);
    }
    const unnamed = await register(su);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toBe(PERSON_MESSAGES.selectClient);
    expect((await register(su, { client: 2_147_483_647 })).statusCode).toBe(400);
    expect((await register(su, { client: 2_147_483_648 })).statusCode).toBe(400);
  });
});

describe('who reaches what', () => {
  it('keeps each client to its own platforms; the super admin names the client', async () => {
    const mine = (await register(a.adminHeaders)).json();
    const url = `${URL_BASE}${mine.id}/`;
    // Another client's admin: refused on the record, and never listed.
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await call(method, url, b.adminHeaders, method === 'PUT' ? body() : undefined);
      expect([403, 404], method).toContain(res.statusCode);
    }
    expect((await call('GET', URL_BASE, b.adminHeaders)).json().map((p: { id: number }) => p.id)).not.toContain(
      mine.id,
    );
    expect((await call('GET', `${URL_BASE}?client=${a.client.client_id}`, b.adminHeaders)).statusCode).toBe(403);
    expect((await register(b.adminHeaders, { client: a.client.client_id })).statusCode).toBe(403);
    expect((await call('GET', url, a.adminHeaders)).json().issuer).toBe(mine.issuer);
    // A platform stays with its client.
    const moved = await call('PUT', url, a.adminHeaders, { ...body(), client: b.client.client_id });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(LTI_PLATFORM_MESSAGES.clientFixed);

    // The super admin: every client's, or the one named; a new one for the client named.
    const all = (await call('GET', URL_BASE, su)).json() as Array<{ client: number }>;
    expect(new Set(all.map((p) => p.client))).toEqual(new Set([a.client.client_id, b.client.client_id]));
    const onlyB = (await call('GET', `${URL_BASE}?client=${b.client.client_id}`, su)).json() as Array<{
      client: number;
    }>;
    expect(onlyB.length).toBeGreaterThan(0);
    expect(onlyB.every((p) => p.client === b.client.client_id)).toBe(true);
    const forB = await register(su, { client: b.client.client_id });
    expect(forB.statusCode).toBe(201);
    expect(forB.json().client).toBe(b.client.client_id);
    expect((await call('PUT', url, su, body())).statusCode).toBe(200);
  });

  it('refuses teachers, students and anyone signed out', async () => {
    const mine = (await register(a.adminHeaders)).json();
    const teacher = await createTeacher(t.db, a.client.client_id);
    const teacherHeaders = bearer(tokenFor(t.app, 'teacher', teacher.id, a.client.client_id));
    for (const headers of [teacherHeaders, a.studentHeaders, {}]) {
      const expected = Object.keys(headers).length === 0 ? 401 : 403;
      expect((await call('GET', URL_BASE, headers)).statusCode).toBe(expected);
      expect((await call('POST', URL_BASE, headers, body())).statusCode).toBe(expected);
      expect((await call('GET', `${URL_BASE}${mine.id}/`, headers)).statusCode).toBe(expected);
      expect((await call('PUT', `${URL_BASE}${mine.id}/`, headers, body())).statusCode).toBe(expected);
      expect((await call('DELETE', `${URL_BASE}${mine.id}/`, headers)).statusCode).toBe(expected);
    }
    expect((await call('GET', `${URL_BASE}${mine.id}/`, a.adminHeaders)).statusCode).toBe(200);
  });
});
