// Two-factor sign-in for staff (issue 28): set up, confirmed, a sign-in with a code and with a recovery
// code, each refused the second time, a challenge that works once and for five minutes, wrong codes
// counted as failed sign-ins, the client's requirement enforced by the server, and an admin's reset.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { clients, staffTotp, totpChallenges } from '../db/schema/index';
import { bearer, createClient, createClientAdmin, createTeacher, superAdminHeaders, tenant } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { stepAt, totpCode } from './totp';

let t: TestApp;
beforeAll(async () => {
  // A low failure limit, so the lockout by wrong codes is reached in a few tries.
  t = await startTestApp({ LOGIN_RATE_LIMIT: '5' });
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Json = {}, payload?: Json) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, payload });

/** A client admin of a fresh client, and how they sign in with their password. */
async function clientAdmin(require = false) {
  const client = await createClient(t.db, { require_totp_for_staff: require });
  const admin = await createClientAdmin(t.db, client);
  const signIn = () =>
    call(
      'POST',
      '/auth/clientadmin/',
      {},
      { email: admin.email, password: admin.password, license_key: client.license_key },
    );
  return { client, admin, signIn };
}

async function tokenOf(signIn: () => ReturnType<typeof call>) {
  const res = await signIn();
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token as string;
}

/** Sets up and confirms two-factor sign-in; the secret and recovery codes. */
async function enrol(access: string) {
  const started = await call('POST', '/api/account/totp/', bearer(access));
  expect(started.statusCode, started.body).toBe(200);
  const { secret, otpauth_url, recovery_codes } = started.json();
  expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/.+\?secret=[A-Z2-7]+&.*algorithm=SHA1&digits=6&period=30/);
  expect(recovery_codes).toHaveLength(10);
  const confirmed = await call('POST', '/api/account/totp/confirm/', bearer(access), { code: totpCode(secret) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret: secret as string, recovery: recovery_codes as string[], confirmed: confirmed.json() };
}

/** The code of the next time step: a code not yet used, as an app shows it 30 s later. */
const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

describe('setting up two-factor sign-in', () => {
  it('stays pending until a code confirms it; a wrong code changes nothing', async () => {
    const { admin, signIn } = await clientAdmin();
    const access = await tokenOf(signIn);
    const started = (await call('POST', '/api/account/totp/', bearer(access))).json();
    const wrong = await call('POST', '/api/account/totp/confirm/', bearer(access), {
      code: '000000' === totpCode(started.secret) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('This code is not right. Enter the code your authenticator app shows now.');
    for (const code of ['12345', 'abcdef', '']) {
      expect((await call('POST', '/api/account/totp/confirm/', bearer(access), { code })).statusCode).toBe(400);
    }
    // Pending: the password alone still signs in.
    expect((await signIn()).json().access_token).toBeTypeOf('string');
    const [row] = await t.db.select().from(staffTotp).where(eq(staffTotp.userId, admin.client_admin_id));
    // Stored sealed, never as the secret; recovery codes hashed.
    expect(row!.secret).not.toContain(started.secret);
    expect(row!.recoveryCodes.join()).not.toContain(started.recovery_codes[0]);
    expect(row!.confirmedAt).toBeNull();
  });

  it('answers a full session on confirmation, and refuses to start again while it is on', async () => {
    const { signIn } = await clientAdmin();
    const access = await tokenOf(signIn);
    const { confirmed } = await enrol(access);
    expect(confirmed).toMatchObject({ message: 'Two-factor sign-in is on.' });
    expect(confirmed.access_token).toBeTypeOf('string');
    const again = await call('POST', '/api/account/totp/', bearer(access));
    expect(again.statusCode).toBe(409);
  });

  it('is for staff only: a student is refused', async () => {
    const { studentHeaders } = await tenant(t.app, t.db);
    expect((await call('POST', '/api/account/totp/', studentHeaders)).statusCode).toBe(403);
  });
});

describe('signing in with a second factor', () => {
  it('answers a challenge and no tokens; the code answers the usual tokens; the code and challenge work once', async () => {
    const { admin, client, signIn } = await clientAdmin();
    const { secret } = await enrol(await tokenOf(signIn));
    const first = await signIn();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ totp_required: true, challenge: expect.any(String) });
    const { challenge } = first.json();
    const code = nextCode(secret);
    const done = await call('POST', '/auth/totp/', {}, { challenge, code });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ client_id: client.client_id, client_admin_id: admin.client_admin_id });
    const profile = await call('GET', '/api/account/sign-ins/', bearer(done.json().access_token));
    expect(profile.statusCode).toBe(200);
    // The challenge once.
    const twice = await call('POST', '/auth/totp/', {}, { challenge, code });
    expect(twice.statusCode).toBe(401);
    expect(twice.json().message).toBe('This sign-in has expired. Please sign in again.');
    // The same code with a new challenge: used already.
    const reused = await call('POST', '/auth/totp/', {}, { challenge: (await signIn()).json().challenge, code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe('This code has been used already. Wait for the next one and enter it.');
  });

  it('signs in with a recovery code once', async () => {
    const { signIn } = await clientAdmin();
    const { recovery } = await enrol(await tokenOf(signIn));
    const challenge = () => signIn().then((res) => res.json().challenge as string);
    const typed = recovery[3]!.toUpperCase().replace('-', ' ');
    const done = await call('POST', '/auth/totp/', {}, { challenge: await challenge(), recovery_code: typed });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().access_token).toBeTypeOf('string');
    const again = await call('POST', '/auth/totp/', {}, { challenge: await challenge(), recovery_code: recovery[3] });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('This recovery code is not right, or has been used already.');
  });

  it('refuses a challenge after five minutes, and a body with neither or both codes', async () => {
    const { signIn } = await clientAdmin();
    const { secret } = await enrol(await tokenOf(signIn));
    const { challenge } = (await signIn()).json();
    const both = await call('POST', '/auth/totp/', {}, { challenge, code: '123456', recovery_code: 'abcde-fghij' });
    expect(both.statusCode).toBe(400);
    expect((await call('POST', '/auth/totp/', {}, { challenge })).statusCode).toBe(400);
    await t.db.update(totpChallenges).set({ expiresAt: new Date(Date.now() - 1) });
    const late = await call('POST', '/auth/totp/', {}, { challenge, code: nextCode(secret) });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe('This sign-in has expired. Please sign in again.');
    expect((await call('POST', '/auth/totp/', {}, { challenge: 'made-up', code: '123456' })).statusCode).toBe(401);
  });

  it('counts wrong codes as failed sign-ins: the account is locked, even for its password', async () => {
    const { signIn } = await clientAdmin();
    const { secret } = await enrol(await tokenOf(signIn));
    const { challenge } = (await signIn()).json();
    const wrong = String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    let status = 0;
    for (let i = 0; i < t.config.loginRateLimit + 1; i++) {
      status = (await call('POST', '/auth/totp/', {}, { challenge, code: wrong })).statusCode;
    }
    expect(status).toBe(429);
    expect((await signIn()).statusCode).toBe(429);
  });

  it('works for the super admin and a teacher alike', async () => {
    const client = await createClient(t.db);
    const teacher = await createTeacher(t.db, client.client_id, { passwordHash: await hashPassword('teacherpass1') });
    const signIn = () => call('POST', '/auth/teacher/', {}, { email: teacher.Email, password: 'teacherpass1' });
    const { secret } = await enrol(await tokenOf(signIn));
    const { challenge } = (await signIn()).json();
    const done = await call('POST', '/auth/totp/', {}, { challenge, code: nextCode(secret) });
    expect(done.json()).toMatchObject({ teacher_id: teacher.id, email: teacher.Email });
  });
});

describe('the form sign-in sent without the app’s script', () => {
  it('keeps the challenge under the one-time code; the app then asks for the code', async () => {
    const { admin, client, signIn } = await clientAdmin();
    const { secret } = await enrol(await tokenOf(signIn));
    const form = await t.app.inject({
      method: 'POST',
      url: '/auth/form/clientadmin/',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.config.publicUrl },
      payload: new URLSearchParams({
        email: admin.email,
        password: admin.password,
        license_key: client.license_key,
      }).toString(),
    });
    expect(form.statusCode).toBe(303);
    const code = new URLSearchParams(String(form.headers.location).split('#')[1]).get('signin');
    const cookie = String(form.headers['set-cookie']).split(';')[0]!;
    const exchanged = await call('POST', '/auth/code/', { cookie }, { code: code! });
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    expect(exchanged.json()).toEqual({ totp_required: true, challenge: expect.any(String) });
    const done = await call(
      'POST',
      '/auth/totp/',
      {},
      { challenge: exchanged.json().challenge, code: nextCode(secret) },
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ client_admin_id: admin.client_admin_id, email: admin.email });
  });
});

describe('a client that requires two-factor sign-in', () => {
  it('is switched on by the super admin in its Configuration', async () => {
    const client = await createClient(t.db);
    const res = await call('PUT', `/api/client/${client.client_id}/`, superAdminHeaders(t.app), {
      require_totp_for_staff: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().require_totp_for_staff).toBe(true);
  });

  it('gives its admin a session that can only enrol, on the server, until a code is confirmed', async () => {
    const { signIn, client } = await clientAdmin(true);
    const answer = (await signIn()).json();
    expect(answer.totp_enrolment_required).toBe(true);
    const access = answer.access_token as string;
    const refused = await call('GET', '/api/teacher/', bearer(access));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Set up two-factor sign-in first: your school requires it.');
    expect((await call('GET', `/api/client/${client.client_id}/`, bearer(access))).statusCode).toBe(403);
    // The refresh keeps the restriction.
    const refreshed = await call('POST', '/auth/token/refresh/', {}, { refresh: answer.refresh });
    expect((await call('GET', '/api/teacher/', bearer(refreshed.json().access))).statusCode).toBe(403);
    const { confirmed } = await enrol(access);
    expect((await call('GET', '/api/teacher/', bearer(confirmed.access_token))).statusCode).toBe(200);
  });
});

describe('turning it off, and the admin’s reset', () => {
  it('turns off with a code of the app, not with a wrong one', async () => {
    const { signIn } = await clientAdmin();
    const access = await tokenOf(signIn);
    const { secret } = await enrol(access);
    const wrong = await call('DELETE', '/api/account/totp/', bearer(access), { code: '12345x' });
    expect(wrong.statusCode).toBe(400);
    const off = await call('DELETE', '/api/account/totp/', bearer(access), { code: nextCode(secret) });
    expect(off.statusCode, off.body).toBe(200);
    expect((await signIn()).json().access_token).toBeTypeOf('string');
  });

  it('lets a client admin reset their teacher, not another client’s; the super admin resets a client admin', async () => {
    const mine = await clientAdmin();
    const other = await clientAdmin();
    const teacher = await createTeacher(t.db, mine.client.client_id, {
      passwordHash: await hashPassword('teacherpass1'),
    });
    const signIn = () => call('POST', '/auth/teacher/', {}, { email: teacher.Email, password: 'teacherpass1' });
    await enrol(await tokenOf(signIn));
    const otherAdmin = bearer(await tokenOf(other.signIn));
    expect((await call('DELETE', `/api/teacher/${teacher.id}/totp/`, otherAdmin)).statusCode).toBe(403);
    expect((await signIn()).json().totp_required).toBe(true);
    const myAdmin = bearer(await tokenOf(mine.signIn));
    expect((await call('DELETE', `/api/teacher/${teacher.id}/totp/`, myAdmin)).statusCode).toBe(200);
    expect((await signIn()).json().access_token).toBeTypeOf('string');

    await enrol(await tokenOf(mine.signIn));
    expect((await call('DELETE', `/api/clientadmin/${mine.admin.client_admin_id}/totp/`, myAdmin)).statusCode).toBe(
      403,
    );
    const reset = await call(
      'DELETE',
      `/api/clientadmin/${mine.admin.client_admin_id}/totp/`,
      superAdminHeaders(t.app),
    );
    expect(reset.statusCode).toBe(200);
    expect((await mine.signIn()).json().access_token).toBeTypeOf('string');
  });
});

it('keeps the step of each accepted code (a code works once)', async () => {
  const { admin, signIn } = await clientAdmin();
  const { secret } = await enrol(await tokenOf(signIn));
  const [row] = await t.db.select().from(staffTotp).where(eq(staffTotp.userId, admin.client_admin_id));
  expect(row!.lastStep).toBe(stepAt(Date.now()));
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await t.db.update(clients).set({ require_totp_for_staff: false });
});
