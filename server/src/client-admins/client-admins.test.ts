import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords';
import { clientAdmins, refreshTokens } from '../db/schema/index';
import { createClient, createClientAdmin, superAdminHeaders, tenant } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  admin = superAdminHeaders(t.app);
});
afterAll(() => t.close());

let n = 0;
function adminFields(client: { client_id: number; license_key: string }, overrides: Record<string, unknown> = {}) {
  n++;
  return {
    client: client.client_id,
    FirstName: 'Grace',
    LastName: `Hopper${n}`,
    email: `grace${n}@navy.org`,
    license_key: client.license_key,
    password: 'cobol1959',
    confirm_password: 'cobol1959',
    ...overrides,
  };
}

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url, headers, payload: payload as object });
const adminCount = async () => (await t.db.select({ n: count() }).from(clientAdmins))[0]!.n;
const signIn = (email: string, password: string, license_key: string) =>
  t.app.inject({ method: 'POST', url: '/auth/clientadmin/', payload: { email, password, license_key } });

describe('POST /api/clientadmin/', () => {
  it('adds an admin who can then sign in; the password never comes back', async () => {
    const client = await createClient(t.db);
    const fields = adminFields(client, { email: ' Grace.H@Navy.org ' });
    const res = await inject('POST', '/api/clientadmin/', fields);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: `Client Admin Grace ${fields.LastName} is Added`,
      client_admin_id: expect.any(Number),
      client: client.client_id,
      FirstName: 'Grace',
      LastName: fields.LastName,
      email: 'grace.h@navy.org',
      license_key: client.license_key,
    });
    expect(JSON.stringify(res.json())).not.toContain('cobol1959');
    expect((await signIn('grace.h@navy.org', 'cobol1959', client.license_key)).statusCode).toBe(200);
  });

  it('gives every field its message', async () => {
    const res = await inject('POST', '/api/clientadmin/', { confirm_password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      client: ['Please Select the Client'],
      FirstName: ['Not a valid Name'],
      LastName: ['Not a valid Name'],
      email: ['Not a valid Email'],
      license_key: ['Not a valid license key'],
      password: ['Not a valid Password'],
    });
    const client = await createClient(t.db);
    const weak = await inject(
      'POST',
      '/api/clientadmin/',
      adminFields(client, { password: 'abcdefgh', confirm_password: 'abcdefgh' }),
    );
    expect(weak.json().fields).toEqual({ password: ['Not a valid Password'] });
    const mismatch = await inject('POST', '/api/clientadmin/', adminFields(client, { confirm_password: 'cobol1960' }));
    expect(mismatch.json().fields).toEqual({ confirm_password: ['Password and Confirm Password does not matched'] });
    const badKey = await inject('POST', '/api/clientadmin/', adminFields(client, { license_key: 'KEY' }));
    expect(badKey.json().fields).toEqual({ license_key: ['Not a valid license key'] });
  });

  it('needs an existing client', async () => {
    const client = await createClient(t.db);
    const before = await adminCount();
    const res = await inject('POST', '/api/clientadmin/', adminFields(client, { client: 999999 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Please Select the Client',
      fields: { client: ['Please Select the Client'] },
    });
    expect(await adminCount()).toBe(before);
  });

  it('refuses an email another admin has, whatever the case', async () => {
    const client = await createClient(t.db);
    const other = await createClient(t.db);
    const first = adminFields(client);
    expect((await inject('POST', '/api/clientadmin/', first)).statusCode).toBe(201);
    const res = await inject('POST', '/api/clientadmin/', adminFields(other, { email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'A client admin with this Email already exists',
      fields: { email: ['A client admin with this Email already exists'] },
    });
  });

  it('is for the super admin only: a client admin cannot add one, even to its own client', async () => {
    const { client, adminHeaders, studentHeaders } = await tenant(t.app, t.db);
    for (const headers of [adminHeaders, studentHeaders]) {
      expect((await inject('POST', '/api/clientadmin/', adminFields(client), headers)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/clientadmin/', () => {
  it('lists admins, of one client with ?client=', async () => {
    const a = await createClient(t.db);
    const b = await createClient(t.db);
    const adminA = await createClientAdmin(t.db, a);
    const adminB = await createClientAdmin(t.db, b);
    const all = await inject('GET', '/api/clientadmin/');
    expect(all.statusCode).toBe(200);
    expect(all.json().map((x: { client_admin_id: number }) => x.client_admin_id)).toEqual(
      expect.arrayContaining([adminA.client_admin_id, adminB.client_admin_id]),
    );
    expect(all.json()[0]).not.toHaveProperty('passwordHash');
    const onlyA = await inject('GET', `/api/clientadmin/?client=${a.client_id}`);
    expect(onlyA.json()).toEqual([
      {
        client_admin_id: adminA.client_admin_id,
        client: a.client_id,
        FirstName: adminA.FirstName,
        LastName: 'Tester',
        email: adminA.email,
        license_key: a.license_key,
      },
    ]);
  });

  it('is refused to client admins and students', async () => {
    const { adminHeaders, studentHeaders } = await tenant(t.app, t.db);
    expect((await inject('GET', '/api/clientadmin/', undefined, adminHeaders)).statusCode).toBe(403);
    expect((await inject('GET', '/api/clientadmin/', undefined, studentHeaders)).statusCode).toBe(403);
  });
});

describe('PUT /api/clientadmin/{id}/', () => {
  it('updates without touching the password when it is left empty', async () => {
    const client = await createClient(t.db);
    const existing = await createClientAdmin(t.db, client);
    const res = await inject(
      'PUT',
      `/api/clientadmin/${existing.client_admin_id}/`,
      adminFields(client, {
        FirstName: 'Ada',
        LastName: 'Lovelace',
        email: existing.email,
        password: '',
        confirm_password: '',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Client Admin Ada Lovelace is Updated Successfully',
      FirstName: 'Ada',
      email: existing.email,
    });
    expect((await signIn(existing.email, existing.password, client.license_key)).statusCode).toBe(200);
  });

  it('sets a new password and ends the sessions of the old one', async () => {
    const client = await createClient(t.db);
    const existing = await createClientAdmin(t.db, client);
    const session = await signIn(existing.email, existing.password, client.license_key);
    const res = await inject(
      'PUT',
      `/api/clientadmin/${existing.client_admin_id}/`,
      adminFields(client, { email: existing.email, password: 'newpass99', confirm_password: 'newpass99' }),
    );
    expect(res.statusCode).toBe(200);
    expect((await signIn(existing.email, 'newpass99', client.license_key)).statusCode).toBe(200);
    expect((await signIn(existing.email, existing.password, client.license_key)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/auth/token/refresh/',
      payload: { refresh: session.json().refresh },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('checks the fields, the email and the admin', async () => {
    const client = await createClient(t.db);
    const a = await createClientAdmin(t.db, client);
    const b = await createClientAdmin(t.db, client);
    const clash = await inject(
      'PUT',
      `/api/clientadmin/${b.client_admin_id}/`,
      adminFields(client, { email: a.email, password: '' }),
    );
    expect(clash.statusCode).toBe(409);
    const weak = await inject(
      'PUT',
      `/api/clientadmin/${b.client_admin_id}/`,
      adminFields(client, { email: b.email, password: 'weak', confirm_password: 'weak' }),
    );
    expect(weak.json().fields).toEqual({ password: ['Not a valid Password'] });
    const missing = await inject('PUT', '/api/clientadmin/999999/', adminFields(client));
    expect(missing.statusCode).toBe(404);
    const [row] = await t.db.select().from(clientAdmins).where(eq(clientAdmins.client_admin_id, b.client_admin_id));
    expect(row?.email).toBe(b.email);
    expect(await verifyPassword(row?.passwordHash, b.password)).toBe(true);
  });

  it('is refused to a client admin', async () => {
    const { client, admin: own, adminHeaders } = await tenant(t.app, t.db);
    const res = await inject(
      'PUT',
      `/api/clientadmin/${own.client_admin_id}/`,
      adminFields(client, { email: own.email }),
      adminHeaders,
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('DELETE /api/clientadmin/{id}/', () => {
  it('deletes the admin and its sessions', async () => {
    const client = await createClient(t.db);
    const existing = await createClientAdmin(t.db, client, { FirstName: 'Alan' });
    await signIn(existing.email, existing.password, client.license_key);
    const res = await inject('DELETE', `/api/clientadmin/${existing.client_admin_id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Client Admin Alan Tester is Deleted Successfully' });
    const sessions = await t.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.role, 'clientadmin'), eq(refreshTokens.userId, existing.client_admin_id)));
    expect(sessions).toEqual([]);
    expect((await inject('DELETE', `/api/clientadmin/${existing.client_admin_id}/`)).statusCode).toBe(404);
  });

  it('is refused to a client admin', async () => {
    const { admin: own, adminHeaders } = await tenant(t.app, t.db);
    expect(
      (await inject('DELETE', `/api/clientadmin/${own.client_admin_id}/`, undefined, adminHeaders)).statusCode,
    ).toBe(403);
  });
});

describe('/api/multiadmin/ with {admins}', () => {
  it('POST adds every admin of the file', async () => {
    const client = await createClient(t.db);
    const rows = [adminFields(client), adminFields(client)];
    const res = await inject('POST', '/api/multiadmin/', { admins: rows });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Client Admins Imported Successfully',
      client_admin_ids: [expect.any(Number), expect.any(Number)],
    });
    expect((await signIn(rows[1]!.email, 'cobol1959', client.license_key)).statusCode).toBe(200);
  });

  it('POST adds none when a row is wrong, and names the first wrong entry', async () => {
    const client = await createClient(t.db);
    const existing = await createClientAdmin(t.db, client);
    const before = await adminCount();
    const invalid = await inject('POST', '/api/multiadmin/', {
      admins: [adminFields(client), adminFields(client, { email: 'nope' }), adminFields(client, { FirstName: '' })],
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Not a valid Email');
    expect(invalid.json().fields).toEqual({
      'admins.1.email': ['Not a valid Email'],
      'admins.2.FirstName': ['Not a valid Name'],
    });
    const taken = await inject('POST', '/api/multiadmin/', {
      admins: [adminFields(client), adminFields(client, { email: existing.email })],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ 'admins.1.email': ['A client admin with this Email already exists'] });
    const noClient = await inject('POST', '/api/multiadmin/', { admins: [adminFields(client, { client: 999999 })] });
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json().fields).toEqual({ 'admins.0.client': ['Please Select the Client'] });
    const twice = adminFields(client);
    const repeat = await inject('POST', '/api/multiadmin/', {
      admins: [twice, { ...adminFields(client), email: twice.email }],
    });
    expect(repeat.json().fields).toEqual({ 'admins.1.email': ['This Email appears more than once in the file'] });
    expect(await adminCount()).toBe(before);
  });

  it('PUT updates admins by id or email and adds new ones, all or nothing', async () => {
    const client = await createClient(t.db);
    const a = await createClientAdmin(t.db, client);
    const b = await createClientAdmin(t.db, client);
    const fresh = adminFields(client);
    const res = await inject('PUT', '/api/multiadmin/', {
      admins: [
        {
          ...adminFields(client, { FirstName: 'Renamed', email: 'moved@navy.org', password: '', confirm_password: '' }),
          client_admin_id: a.client_admin_id,
        },
        adminFields(client, { FirstName: 'ByEmail', email: b.email, password: '', confirm_password: '' }),
        fresh,
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Client Admins Updated Successfully', added: 1, updated: 2 });
    const rows = await t.db.select().from(clientAdmins).where(eq(clientAdmins.client, client.client_id));
    expect(rows.map((r) => [r.FirstName, r.email]).sort()).toEqual(
      [
        ['ByEmail', b.email],
        ['Grace', fresh.email],
        ['Renamed', 'moved@navy.org'],
      ].sort(),
    );
    expect((await signIn('moved@navy.org', a.password, client.license_key)).statusCode).toBe(200);

    const newWithoutPassword = await inject('PUT', '/api/multiadmin/', {
      admins: [
        adminFields(client, { FirstName: 'Changed', email: b.email, password: '' }),
        adminFields(client, { password: '', confirm_password: '' }),
      ],
    });
    expect(newWithoutPassword.statusCode).toBe(400);
    expect(newWithoutPassword.json().fields).toEqual({ 'admins.1.password': ['Not a valid Password'] });
    const [bAfter] = await t.db.select().from(clientAdmins).where(eq(clientAdmins.client_admin_id, b.client_admin_id));
    expect(bAfter?.FirstName).toBe('ByEmail');
  });

  it('refuses a file that is not a list of admins, and non-super admins', async () => {
    const bad = await inject('POST', '/api/multiadmin/', [{ FirstName: 'x' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The file must hold an "admins" list');
    const { client, adminHeaders } = await tenant(t.app, t.db);
    expect((await inject('POST', '/api/multiadmin/', { admins: [adminFields(client)] }, adminHeaders)).statusCode).toBe(
      403,
    );
    expect((await inject('PUT', '/api/multiadmin/', { admins: [adminFields(client)] }, adminHeaders)).statusCode).toBe(
      403,
    );
  });
});
