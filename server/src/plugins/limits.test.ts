import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStudent } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

// Each app counts from zero; the limits are small so a test reaches them quickly.
const LIMITS = { LOGIN_RATE_LIMIT: '3', LOGIN_ADDRESS_RATE_LIMIT: '5', MAIL_RATE_LIMIT: '2' };

/** A request from the given connection address, optionally claiming another with X-Forwarded-For. */
const from = (address: string, forwardedFor?: string) => ({
  remoteAddress: address,
  headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
});

describe('with no proxy trusted (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(LIMITS);
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: a new claimed address each try does not reset the count', async () => {
    const client = await createClient(t.db);
    const student = await createStudent(t.db, client.client_id);
    const attempt = (password: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/student/',
        payload: { email: student.email, password },
        ...from('203.0.113.7', `198.51.100.${i}`),
      });
    for (let i = 0; i < 3; i++) expect((await attempt('wrong-guess1', i)).statusCode).toBe(401);
    const blocked = await attempt(student.password, 99);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts an account across addresses: a new address does not reset it', async () => {
    const client = await createClient(t.db);
    const student = await createStudent(t.db, client.client_id);
    const attempt = (password: string, address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/student/',
        payload: { email: student.email.toUpperCase(), password },
        ...from(address),
      });
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      expect((await attempt('wrong-guess1', address)).statusCode).toBe(401);
    }
    expect((await attempt(student.password, '192.0.2.4')).statusCode).toBe(429);
  });

  it('counts an address across accounts', async () => {
    const attempt = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/superadmin/',
        payload: { email: `guess${i}@school.org`, password: 'wrong-guess1' },
        ...from('192.0.2.50'),
      });
    for (let i = 0; i < 5; i++) expect((await attempt(i)).statusCode).toBe(401);
    expect((await attempt(5)).statusCode).toBe(429);
    // Another address is not held back by that one.
    const other = await t.app.inject({
      method: 'POST',
      url: '/auth/superadmin/',
      payload: { email: 'guess0@school.org', password: 'wrong-guess1' },
      ...from('192.0.2.51'),
    });
    expect(other.statusCode).toBe(401);
  });

  it('limits reset-link requests per email across addresses, and per address across emails', async () => {
    const ask = (email: string, address: string) =>
      t.app.inject({ method: 'POST', url: '/auth/student/reset-token/', payload: { email }, ...from(address) });
    expect((await ask('target@school.org', '192.0.2.60')).statusCode).toBe(200);
    expect((await ask('TARGET@school.org', '192.0.2.61')).statusCode).toBe(200);
    expect((await ask('target@school.org', '192.0.2.62')).statusCode).toBe(429);
    expect((await ask('first@school.org', '192.0.2.70')).statusCode).toBe(200);
    expect((await ask('second@school.org', '192.0.2.70')).statusCode).toBe(200);
    expect((await ask('third@school.org', '192.0.2.70')).statusCode).toBe(429);
  });

  it('limits Contact Us per sender across addresses, and per address', async () => {
    const send = (email: string, address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/email/',
        payload: { email, subject: 'Hello', message: 'A question' },
        ...from(address),
      });
    // The mail itself may fail (no SMTP server here): what matters is that it was let through.
    expect((await send('writer@home.org', '192.0.2.80')).statusCode).not.toBe(429);
    expect((await send('Writer@home.org', '192.0.2.81')).statusCode).not.toBe(429);
    expect((await send('writer@home.org', '192.0.2.82')).statusCode).toBe(429);
    expect((await send('a@home.org', '192.0.2.90')).statusCode).not.toBe(429);
    expect((await send('b@home.org', '192.0.2.90')).statusCode).not.toBe(429);
    expect((await send('c@home.org', '192.0.2.90')).statusCode).toBe(429);
  });
});

describe('behind a trusted proxy (TRUST_PROXY names it)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ...LIMITS, TRUST_PROXY: '10.0.0.5' });
  });
  afterAll(() => t.close());

  it("believes the proxy's X-Forwarded-For, and only the proxy's", async () => {
    const attempt = (i: number, request: ReturnType<typeof from>) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/superadmin/',
        payload: { email: `someone${i}@school.org`, password: 'wrong-guess1' },
        ...request,
      });
    // Five tries from one client through the proxy use up that client's count...
    for (let i = 0; i < 5; i++) expect((await attempt(i, from('10.0.0.5', '198.51.100.1'))).statusCode).toBe(401);
    expect((await attempt(5, from('10.0.0.5', '198.51.100.1'))).statusCode).toBe(429);
    // ...and not another client's behind the same proxy.
    expect((await attempt(6, from('10.0.0.5', '198.51.100.2'))).statusCode).toBe(401);
    // A client that reaches the app directly cannot claim to be someone else.
    for (let i = 0; i < 5; i++) {
      expect((await attempt(10 + i, from('203.0.113.9', `198.51.100.${10 + i}`))).statusCode).toBe(401);
    }
    expect((await attempt(20, from('203.0.113.9', '198.51.100.20'))).statusCode).toBe(429);
  });
});
