import { afterAll, beforeAll, expect, it } from 'vitest';
import { createClient, createStudent } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LOGIN_RATE_LIMIT: '3' });
});
afterAll(() => t.close());

it('limits repeated sign-in attempts for one email, and not for another', async () => {
  const client = await createClient(t.db);
  const student = await createStudent(t.db, client.client_id);
  const attempt = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/auth/student/', payload: { email, password } });
  for (let i = 0; i < 3; i++) expect((await attempt(student.email, 'wrong-guess1')).statusCode).toBe(401);
  const blocked = await attempt(student.email, student.password);
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json().message).toEqual(expect.any(String));
  const other = await attempt('someone.else@school.org', 'whatever1');
  expect(other.statusCode).toBe(401);
});
