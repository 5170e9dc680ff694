import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from './passwords';
import { students, superAdmins } from '../db/schema/index';
import { createClient, createClientAdmin, createStudent, createTeacher } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

// The defaults (10 failures a minute for one account, 60 from one address), which the harness raises.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LOGIN_RATE_LIMIT: '10', LOGIN_ADDRESS_RATE_LIMIT: '60' });
});
afterAll(() => t.close());

const SCHOOL = '198.51.100.10';
const post = (url: string, payload: Record<string, string>, remoteAddress = SCHOOL) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

it('lets 300 students of one client, all signing in correctly from one address at once, every one in', async () => {
  const client = await createClient(t.db);
  // One hash for all: 300 argon2 hashes would only slow the test down, the sign-ins still verify each.
  const passwordHash = await hashPassword('classpass1');
  const rows = Array.from({ length: 300 }, (_, i) => ({
    client: client.client_id,
    Student_First_Name: `Pupil${i}`,
    Student_Last_Name: 'Crowd',
    email: `pupil${i}@crowd.school.org`,
    Enroll_Program: JSON.stringify(['SAT']),
    Assign_Teachers: 'Maria',
    passwordHash,
  }));
  await t.db.insert(students).values(rows);

  const answers = await Promise.all(
    rows.map((row) => post('/auth/student/', { email: row.email, password: 'classpass1' })),
  );
  expect(answers.map((answer) => answer.statusCode)).toEqual(rows.map(() => 200));
}, 180_000);

let made = 0;
/** One account per sign-in route, its right credentials and a wrong try. */
const ROUTES = [
  {
    route: '/auth/superadmin/',
    account: async () => {
      const right = { email: `root${++made}@platform.test`, password: 'rootpass123' };
      await t.db.insert(superAdmins).values({ email: right.email, passwordHash: await hashPassword(right.password) });
      return { right, wrong: { ...right, password: 'wrong-guess1' } };
    },
  },
  {
    route: '/auth/clientadmin/',
    account: async () => {
      const client = await createClient(t.db);
      const admin = await createClientAdmin(t.db, client);
      const right = { email: admin.email, password: admin.password, license_key: client.license_key };
      return { right, wrong: { ...right, password: 'wrong-guess1' } };
    },
  },
  {
    // A teacher who has set a password (through the invitation's link).
    route: '/auth/teacher/',
    account: async () => {
      const right = { email: `teacher.limits${++made}@school.org`, password: 'chalkboard7' };
      await createTeacher(t.db, (await createClient(t.db)).client_id, {
        Email: right.email,
        passwordHash: await hashPassword(right.password),
      });
      return { right, wrong: { ...right, password: 'wrong-guess1' } };
    },
  },
  {
    route: '/auth/student/',
    account: async () => {
      const student = await createStudent(t.db, (await createClient(t.db)).client_id);
      return {
        right: { email: student.email, password: student.password },
        wrong: { email: student.email, password: 'wrong-guess1' },
      };
    },
  },
  {
    // The token is its own account: the same wrong token tried again and again.
    route: '/auth/api_token_auth/',
    account: async () => {
      const student = await createStudent(t.db, (await createClient(t.db)).client_id);
      return { right: { token: student.api_token ?? '' }, wrong: { token: `a-guessed-token-${++made}` } };
    },
  },
];

describe.each(ROUTES)('$route', ({ route, account }) => {
  it('refuses 30 wrong tries for one account as too many after the tenth, from whatever addresses', async () => {
    const { right, wrong } = await account();
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) codes.push((await post(route, wrong, `203.0.113.${i + 1}`)).statusCode);
    expect(codes).toEqual([...Array(10).fill(401), ...Array(20).fill(429)]);
    const locked = await post(route, 'token' in wrong ? wrong : right, '203.0.113.200');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  }, 60_000);

  it('lets the right credentials in after nine failures: only failures count, and a success does not', async () => {
    const { right, wrong } = await account();
    for (let i = 0; i < 9; i++) expect((await post(route, wrong, '203.0.113.250')).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) expect((await post(route, right, '203.0.113.250')).statusCode).toBe(200);
  }, 60_000);
});

it('slows wrong passwords for 200 different accounts from one address, on every sign-in route', async () => {
  const client = await createClient(t.db);
  const student = await createStudent(t.db, client.client_id);
  const stuffer = '192.0.2.66';
  const tries = Array.from({ length: 200 }, (_, i) => {
    const route = ROUTES[i % ROUTES.length]!.route;
    const email = `victim${i}@elsewhere.org`;
    const body: Record<string, string> =
      route === '/auth/api_token_auth/'
        ? { token: `stolen-token-${i}` }
        : { email, password: 'leaked-pass1', ...(route === '/auth/clientadmin/' ? { license_key: 'AAAA' } : {}) };
    return { route, body };
  });
  const codes: number[] = [];
  // One at a time up to the limit, so the sixtieth failure is the last 401; the rest at once.
  for (const { route, body } of tries.slice(0, 60)) codes.push((await post(route, body, stuffer)).statusCode);
  const started = Date.now();
  const rest = await Promise.all(tries.slice(60).map(({ route, body }) => post(route, body, stuffer)));
  codes.push(...rest.map((r) => r.statusCode));
  expect(codes).toEqual([...Array(60).fill(401), ...Array(140).fill(429)]);
  expect(Date.now() - started).toBeGreaterThanOrEqual(500);
  expect(rest[0]!.headers['retry-after']).toMatch(/^\d+$/);
  // A right pair from that address is slowed but gets in (a school's students share it); the school next door
  // is not slowed at all.
  const slowed = Date.now();
  expect((await post('/auth/student/', { email: student.email, password: student.password }, stuffer)).statusCode).toBe(
    200,
  );
  expect(Date.now() - slowed).toBeGreaterThanOrEqual(500);
  expect((await post('/auth/student/', { email: student.email, password: student.password })).statusCode).toBe(200);
}, 120_000);
