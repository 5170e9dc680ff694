import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens } from '../db/schema/index';
import { sha256 } from '../plugins/auth';
import { bearer, createClient, superAdminHeaders, tenant } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const generate = (client: unknown, headers = superAdminHeaders(t.app)) =>
  t.app.inject({ method: 'POST', url: '/api/api_token/', headers, payload: { client } as object });

describe('POST /api/api_token/', () => {
  it('returns a key once and keeps only its hash', async () => {
    const client = await createClient(t.db);
    const res = await generate(client.client_id);
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { message, token } = res.json();
    expect(message).toBe('API Token Generated Successfully');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.db.select().from(apiTokens).where(eq(apiTokens.client, client.client_id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it("acts as that client's admin and reaches no other client", async () => {
    const mine = await createClient(t.db);
    const theirs = await createClient(t.db);
    const { token } = (await generate(mine.client_id)).json();
    const own = await t.app.inject({ method: 'GET', url: `/api/client/${mine.client_id}/`, headers: bearer(token) });
    expect(own.statusCode).toBe(200);
    expect(own.json().license_key).toBe(mine.license_key);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/client/${theirs.client_id}/`,
      headers: bearer(token),
    });
    expect(other.statusCode).toBe(403);
    // Not a super admin: the super-admin routes stay shut.
    for (const [method, url] of [
      ['GET', '/api/client/'],
      ['GET', '/api/clientadmin/'],
      ['DELETE', `/api/client/${mine.client_id}/`],
      ['GET', `/api/client/${mine.client_id}/export/`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: bearer(token) })).statusCode).toBe(403);
    }
    expect((await generate(theirs.client_id, bearer(token))).statusCode).toBe(403);
  });

  it('a new key replaces the old one', async () => {
    const client = await createClient(t.db);
    const first = (await generate(client.client_id)).json().token;
    const second = (await generate(client.client_id)).json().token;
    expect(second).not.toBe(first);
    const old = await t.app.inject({ method: 'GET', url: `/api/client/${client.client_id}/`, headers: bearer(first) });
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe('token_not_valid');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/client/${client.client_id}/`, headers: bearer(second) }))
        .statusCode,
    ).toBe(200);
  });

  it('stops working when its client is deleted', async () => {
    const client = await createClient(t.db);
    const { token } = (await generate(client.client_id)).json();
    await t.app.inject({
      method: 'DELETE',
      url: `/api/client/${client.client_id}/`,
      headers: superAdminHeaders(t.app),
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/client/${client.client_id}/`, headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
  });

  it('needs an existing client', async () => {
    for (const client of [undefined, '', 0, 'abc', 999999]) {
      const res = await generate(client);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please Select the Client');
    }
  });

  it('is for the super admin only', async () => {
    const { client, adminHeaders, studentHeaders } = await tenant(t.app, t.db);
    expect((await generate(client.client_id, adminHeaders)).statusCode).toBe(403);
    expect((await generate(client.client_id, studentHeaders)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/api_token/', payload: { client: client.client_id } }))
        .statusCode,
    ).toBe(401);
    expect(await t.db.select().from(apiTokens).where(eq(apiTokens.client, client.client_id))).toEqual([]);
  });
});
