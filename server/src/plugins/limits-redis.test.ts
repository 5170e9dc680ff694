import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createClient, createStudent } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

// The Redis server every machine of this project runs; a prefix of this run's own keeps parallel test
// files (and earlier runs) apart.
const REDIS_URL = 'redis://127.0.0.1:6379';
const PREFIX = `prep-test:${randomBytes(6).toString('hex')}:`;

let t: TestApp;
let second: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  const env = { REDIS_URL, REDIS_PREFIX: PREFIX, LOGIN_RATE_LIMIT: '10', LOGIN_ADDRESS_RATE_LIMIT: '15' };
  t = await startTestApp(env);
  // A second instance on the same database and the same Redis, as behind a load balancer.
  second = await buildApp({ config: loadConfig({ ...env, JWT_SECRET: t.config.jwtSecret }), db: t.db });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await t.close();
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

it('counts sign-in failures of both instances together', async () => {
  const client = await createClient(t.db);
  const student = await createStudent(t.db, client.client_id);
  const attempt = (app: typeof second, password: string, i: number) =>
    app.inject({
      method: 'POST',
      url: '/auth/student/',
      payload: { email: student.email, password },
      remoteAddress: `192.0.2.${i}`,
    });
  // Ten wrong passwords, split over the two instances and many addresses.
  for (let i = 0; i < 10; i++) {
    expect((await attempt(i % 2 === 0 ? t.app : second, 'wrong-guess1', i)).statusCode).toBe(401);
  }
  // The right password is now refused by each of them.
  expect((await attempt(t.app, student.password, 20)).statusCode).toBe(429);
  expect((await attempt(second, student.password, 21)).statusCode).toBe(429);

  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${PREFIX}*`);
  await redis.quit();
  expect(keys.some((key) => key.includes(`signIn:account:${student.email}`))).toBe(true);
});

it('counts only failures from one address, on both instances together', async () => {
  const client = await createClient(t.db);
  const pupils = await Promise.all(Array.from({ length: 20 }, () => createStudent(t.db, client.client_id)));
  const attempt = (app: typeof second, email: string, password: string) =>
    app.inject({ method: 'POST', url: '/auth/student/', payload: { email, password }, remoteAddress: '198.51.100.99' });
  // Twenty right sign-ins from the school's one address cost nothing...
  for (const [i, pupil] of pupils.entries()) {
    expect((await attempt(i % 2 === 0 ? t.app : second, pupil.email, pupil.password)).statusCode).toBe(200);
  }
  // ...fifteen wrong ones for different accounts, split over the instances, use the address's count up.
  for (let i = 0; i < 15; i++) {
    expect((await attempt(i % 2 === 0 ? t.app : second, `guess${i}@elsewhere.org`, 'wrong-guess1')).statusCode).toBe(
      401,
    );
  }
  expect((await attempt(second, 'guess99@elsewhere.org', 'wrong-guess1')).statusCode).toBe(429);
  // The address is slowed, not shut: a pupil who types the right password still gets in, on either instance.
  expect((await attempt(t.app, pupils[0]!.email, pupils[0]!.password)).statusCode).toBe(200);
});

it('refuses to start, saying why, when REDIS_URL cannot be reached', async () => {
  const config = loadConfig({ REDIS_URL: 'redis://127.0.0.1:9', JWT_SECRET: 'x', DATA_DIR: '/tmp/prep-test-data' });
  await expect(buildApp({ config, db: t.db })).rejects.toThrow(/^REDIS_URL cannot be reached: .*ECONNREFUSED/);
});
