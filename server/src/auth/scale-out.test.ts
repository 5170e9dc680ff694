import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { bearer, createClient, createStudent } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let second: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  t = await startTestApp();
  // A second instance on the same database with the same settings, as behind a load balancer.
  second = await buildApp({ config: t.config, db: t.db });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await t.close();
});

it('serves a session opened on one instance from another, and refreshes it there', async () => {
  const client = await createClient(t.db);
  const student = await createStudent(t.db, client.client_id);
  const login = await t.app.inject({
    method: 'POST',
    url: '/auth/student/',
    payload: { email: student.email, password: student.password },
  });
  const { access_token, refresh } = login.json();

  const read = await second.inject({
    method: 'GET',
    url: `/api/client/${client.client_id}/`,
    headers: bearer(access_token),
  });
  expect(read.statusCode).toBe(200);

  const refreshed = await second.inject({ method: 'POST', url: '/auth/token/refresh/', payload: { refresh } });
  expect(refreshed.statusCode).toBe(200);
  // The token spent on the second instance is spent for the first one too.
  const replay = await t.app.inject({ method: 'POST', url: '/auth/token/refresh/', payload: { refresh } });
  expect(replay.statusCode).toBe(401);
  const next = await t.app.inject({
    method: 'POST',
    url: '/auth/token/refresh/',
    payload: { refresh: refreshed.json().refresh },
  });
  expect(next.statusCode).toBe(200);
});
