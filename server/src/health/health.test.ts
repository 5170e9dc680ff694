import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { superAdminHeaders } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /health', () => {
  it('answers 200 while the database answers', async () => {
    const res = await t.app.inject({ url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 when the database cannot be reached, and so does every other route, without crashing', async () => {
    // A PostgreSQL address where nothing listens: every connection is refused.
    const unreachable = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:9/none', dataDir: 'memory' });
    const app = await buildApp({ config: t.config, db: unreachable.db });
    try {
      const health = await app.inject({ url: '/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'error', database: 'down' });
      const courses = await app.inject({ url: '/api/courses/', headers: superAdminHeaders(app) });
      expect(courses.statusCode).toBe(503);
      expect(courses.headers['retry-after']).toBe('5');
      expect(courses.json().message).toMatch(/temporarily unavailable/);
      const signIn = await app.inject({
        method: 'POST',
        url: '/auth/student/',
        payload: { email: 'someone@school.org', password: 'whatever1' },
      });
      expect(signIn.statusCode).toBe(503);
    } finally {
      await app.close();
      await unreachable.close();
    }
  });
});
