// A sign-in form sent by the browser itself, before the app's script has loaded (issue 26): it signs in
// through a one-time code the app exchanges, or comes back to its page with the message's key.
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, signInCodes } from '../db/schema/index';
import { bearer, createClient, createClientAdmin, createStudent, createTeacher } from '../test/fixtures';
import { startTestApp, TEST_SUPERADMIN, type TestApp } from '../test/harness';
import { hashPassword } from './passwords';

let t: TestApp;
beforeAll(async () => {
  // Three failures lock an account for the minute (the default is ten).
  t = await startTestApp({ LOGIN_RATE_LIMIT: '3', PUBLIC_URL: 'https://prep.example.org' });
});
afterAll(() => t.close());

const SELF = 'https://prep.example.org';
let addresses = 0;

/** The form as a browser sends it, from `origin` (the app's own unless told), from an address of its own. */
const sendForm = (path: string, fields: Record<string, string>, headers: Record<string, string> = { origin: SELF }) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: `203.0.113.${++addresses}`,
  });

/** The part of the address after `#`. */
const fragment = (location: unknown) => {
  const [page, after] = String(location).split('#');
  return { page, said: new URLSearchParams(after ?? '') };
};

const cookieOf = (setCookie: unknown) => String(setCookie).split(';')[0]!;

const exchange = (code: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/auth/code/', payload: { code }, headers: cookie ? { cookie } : {} });

const rows = async () => ({
  codes: (await t.db.select({ n: count() }).from(signInCodes))[0]!.n,
  sessions: (await t.db.select({ n: count() }).from(refreshTokens))[0]!.n,
});

let made = 0;
/** Each sign-in page's form, an account's right fields, and the JSON sign-in it stands for. */
const PAGES = [
  {
    page: '/superadmin',
    form: '/auth/form/superadmin/',
    json: '/auth/superadmin/',
    right: async () => ({ email: TEST_SUPERADMIN.email, password: TEST_SUPERADMIN.password }),
  },
  {
    page: '/client',
    form: '/auth/form/clientadmin/',
    json: '/auth/clientadmin/',
    right: async () => {
      const client = await createClient(t.db);
      const admin = await createClientAdmin(t.db, client);
      return { email: admin.email, password: admin.password, license_key: client.license_key };
    },
  },
  {
    page: '/teacher',
    form: '/auth/form/teacher/',
    json: '/auth/teacher/',
    right: async () => {
      const email = `teacher.form${++made}@school.org`;
      const client = await createClient(t.db);
      await createTeacher(t.db, client.client_id, { Email: email, passwordHash: await hashPassword('chalkboard7') });
      return { email, password: 'chalkboard7' };
    },
  },
  {
    page: '/student',
    form: '/auth/form/student/',
    json: '/auth/student/',
    right: async () => {
      const student = await createStudent(t.db, (await createClient(t.db)).client_id);
      return { email: student.email, password: student.password };
    },
  },
];

describe('a sign-in form sent without the app', () => {
  for (const { page, form, json, right } of PAGES) {
    it(`${page}: redirects to the page with a code the app exchanges once for the JSON sign-in's answer`, async () => {
      const fields = await right();
      const sent = await sendForm(form, fields);
      expect(sent.statusCode).toBe(303);
      const { page: landing, said } = fragment(sent.headers.location);
      expect(landing).toBe(page);
      const code = said.get('signin') ?? '';
      expect(code).toMatch(/^[\w-]{40,}$/);
      const cookie = cookieOf(sent.headers['set-cookie']);
      expect(String(sent.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax; Secure$/);

      const exchanged = await exchange(code, cookie);
      expect(exchanged.statusCode).toBe(200);
      const answer = exchanged.json();
      const direct = (await t.app.inject({ method: 'POST', url: json, payload: fields })).json();
      const extra = page === '/client' ? ['email'] : [];
      expect(Object.keys(answer).sort()).toEqual([...Object.keys(direct), ...extra].sort());
      expect({ ...answer, access_token: '', refresh: '' }).toEqual({
        ...direct,
        ...(page === '/client' ? { email: fields.email } : {}),
        access_token: '',
        refresh: '',
      });
      // The tokens are a live session: the access token is accepted, the refresh token renews it.
      const refreshed = await t.app.inject({
        method: 'POST',
        url: '/auth/token/refresh/',
        payload: { refresh: answer.refresh },
      });
      expect(refreshed.statusCode).toBe(200);
      const courses = await t.app.inject({ method: 'GET', url: '/api/courses/', headers: bearer(answer.access_token) });
      expect(courses.statusCode).toBe(200);

      // Once only.
      const again = await exchange(code, cookie);
      expect(again.statusCode).toBe(401);
      expect(again.json()).toMatchObject({ code: 'code_not_valid' });
    });
  }

  it('the code is good for a minute only', async () => {
    const sent = await sendForm('/auth/form/superadmin/', await PAGES[0]!.right());
    const code = fragment(sent.headers.location).said.get('signin') ?? '';
    await t.db.execute(sql`update sign_in_codes set expires_at = now() - interval '1 second'`);
    const late = await exchange(code, cookieOf(sent.headers['set-cookie']));
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe('This sign-in has expired. Please sign in again.');
  });

  it('works only in the browser that sent the form: a code passed to someone else signs no one in', async () => {
    const sent = await sendForm('/auth/form/superadmin/', await PAGES[0]!.right());
    const code = fragment(sent.headers.location).said.get('signin') ?? '';
    expect((await exchange(code)).statusCode).toBe(401);
    expect((await exchange(code, 'prep_sign_in=someone-elses')).statusCode).toBe(401);
    // Those tries did not spend it.
    expect((await exchange(code, cookieOf(sent.headers['set-cookie']))).statusCode).toBe(200);
  });

  it('takes the Referer as the source when the browser sent no Origin', async () => {
    const sent = await sendForm('/auth/form/superadmin/', await PAGES[0]!.right(), { referer: `${SELF}/superadmin` });
    expect(fragment(sent.headers.location).said.get('signin')).toBeTruthy();
    // The address the form was sent to is the app's own too (PUBLIC_URL unset or another name of it).
    const byHost = await sendForm('/auth/form/superadmin/', await PAGES[0]!.right(), {
      origin: 'http://localhost:80',
    });
    expect(fragment(byHost.headers.location).said.get('signin')).toBeTruthy();
  });

  for (const headers of [
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { referer: 'https://evil.example/prep.example.org' },
    {} as Record<string, string>,
  ]) {
    it(`refuses a form from another site (${JSON.stringify(headers)}): nothing is created`, async () => {
      const fields = await PAGES[2]!.right();
      const before = await rows();
      const sent = await sendForm('/auth/form/teacher/', fields, headers);
      expect(sent.statusCode).toBe(303);
      const { page, said } = fragment(sent.headers.location);
      expect(page).toBe('/teacher');
      expect(said.get('signin')).toBeNull();
      expect(said.get('signin-error')).toBe('For your safety, please sign in on this page.');
      expect(sent.headers['set-cookie']).toBeUndefined();
      expect(await rows()).toEqual(before);
    });
  }

  it('a wrong password comes back to the page with the message', async () => {
    const fields = await PAGES[1]!.right();
    const sent = await sendForm('/auth/form/clientadmin/', { ...fields, password: 'wrong-guess1' });
    expect(sent.statusCode).toBe(303);
    const { page, said } = fragment(sent.headers.location);
    expect(page).toBe('/client');
    expect(said.get('signin-error')).toBe('Please check your email, password and license key');
    expect(said.get('signin')).toBeNull();
  });

  it('an empty field comes back with the page’s own message', async () => {
    const sent = await sendForm('/auth/form/student/', { email: '', password: 'x' });
    expect(fragment(sent.headers.location).said.get('signin-error')).toBe('Please Fillout All Fields');
  });

  it('counts against the same limit as the JSON sign-in: the account locks, through either', async () => {
    const fields = await PAGES[2]!.right();
    for (let i = 0; i < 3; i++) {
      const wrong = await sendForm('/auth/form/teacher/', { ...fields, password: `wrong-guess${i}` });
      expect(fragment(wrong.headers.location).said.get('signin-error')).toBe('Check your email and password');
    }
    // Locked now, even for the right password, by the form and by the JSON sign-in alike.
    const locked = await sendForm('/auth/form/teacher/', fields);
    const { said } = fragment(locked.headers.location);
    expect(said.get('signin')).toBeNull();
    expect(said.get('signin-error')).toBe('Too many attempts. Please try again in {{count}} seconds.');
    expect(Number(said.get('seconds'))).toBeGreaterThan(0);
    const json = await t.app.inject({ method: 'POST', url: '/auth/teacher/', payload: fields });
    expect(json.statusCode).toBe(429);
  });

  it('answers a malformed exchange with a message, never a server error', async () => {
    for (const payload of [{}, { code: '' }, { code: 'not-a-code' }, { code: 'a.b.c' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/auth/code/', payload });
      expect([400, 401]).toContain(res.statusCode);
      expect(typeof res.json().message).toBe('string');
    }
  });
});
