import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAdmins, clients, masterSittings, quizzes, refreshTokens, students, teachers } from '../db/schema/index';
import {
  bearer,
  createClient,
  createClientAdmin,
  createStudent,
  createTeacher,
  superAdminHeaders,
  tenant,
  tokenFor,
} from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { multipartBody, pngBytes } from '../test/multipart';
import { insertClient } from './queries';

let t: TestApp;
let dataDir: string;
let admin: Record<string, string>;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'prep-clients-'));
  t = await startTestApp({ DATA_DIR: dataDir });
  admin = superAdminHeaders(t.app);
});
afterAll(() => t.close());

let n = 0;
/** Valid client fields, unique per call. */
function clientFields(overrides: Record<string, string> = {}) {
  n++;
  return {
    ClientName: `Academy ${n}`,
    email: `office${n}@academy${n}.org`,
    mobile: '555-201-3040',
    license_key: `TEST-${String(1000 + n)}-ABCD-EFGH`,
    city: 'Portland',
    state: 'Oregon',
    zipcode: '97201',
    address: '1 River Road',
    ...overrides,
  };
}

const logoFiles = () =>
  existsSync(join(dataDir, 'files', 'logos')) ? readdirSync(join(dataDir, 'files', 'logos')) : [];
const clientCount = async () => (await t.db.select({ n: count() }).from(clients))[0]!.n;

async function postForm(url: string, method: 'POST' | 'PUT', fields: Record<string, string>, files = {}) {
  const body = await multipartBody(fields, files);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...admin, ...body.headers } });
}

describe('GET /api/client/', () => {
  it('lists every client for the super admin, without bookkeeping columns', async () => {
    const a = await createClient(t.db);
    const b = await createClient(t.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/client/', headers: admin });
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((c: { client_id: number }) => c.client_id);
    expect(ids).toEqual(expect.arrayContaining([a.client_id, b.client_id]));
    expect(res.json()[0]).not.toHaveProperty('createdAt');
  });

  it('is for the super admin only', async () => {
    const { adminHeaders, studentHeaders } = await tenant(t.app, t.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/client/', headers: adminHeaders })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/client/', headers: studentHeaders })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/client/' })).statusCode).toBe(401);
  });
});

describe('GET /api/client/{id}/', () => {
  it('gives its own admin the whole record and its students the branding only', async () => {
    const { client, adminHeaders, studentHeaders } = await tenant(t.app, t.db);
    await t.db
      .update(clients)
      .set({ header_color: '#123456', show_result: true })
      .where(eq(clients.client_id, client.client_id));
    const own = await t.app.inject({ method: 'GET', url: `/api/client/${client.client_id}/`, headers: adminHeaders });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ license_key: client.license_key, email: client.email, header_color: '#123456' });
    const branding = await t.app.inject({
      method: 'GET',
      url: `/api/client/${client.client_id}/`,
      headers: studentHeaders,
    });
    expect(branding.statusCode).toBe(200);
    expect(branding.json()).toMatchObject({
      client_id: client.client_id,
      ClientName: client.ClientName,
      header_color: '#123456',
      show_result: true,
    });
    for (const hidden of ['license_key', 'email', 'mobile', 'address', 'persion', 'mobile1'])
      expect(branding.json()).not.toHaveProperty(hidden);
  });

  it("refuses another client's admin and student", async () => {
    const mine = await tenant(t.app, t.db);
    const theirs = await createClient(t.db);
    for (const headers of [mine.adminHeaders, mine.studentHeaders]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/client/${theirs.client_id}/`, headers });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('POST /api/client/', () => {
  it('adds a client from a multipart form with a logo, served under /media/', async () => {
    const fields = clientFields({
      email: ' Office@Lakeside.ORG ',
      license_key: 'lake-side-2026-key1',
      show_result: 'true',
      personzlized_test_count: '2',
    });
    const res = await postForm('/api/client/', 'POST', fields, {
      logo: { name: 'logo.png', type: 'image/png', data: pngBytes() },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(`Client ${fields.ClientName} Added Successfully`);
    expect(body).toMatchObject({
      message_key: 'Client {{name}} Added Successfully',
      message_values: { name: fields.ClientName },
    });
    expect(body.client_id).toEqual(expect.any(Number));
    expect(body).toMatchObject({
      email: 'office@lakeside.org',
      license_key: 'LAKE-SIDE-2026-KEY1',
      show_result: true,
      personzlized_test_count: 2,
      country: 'USA',
    });
    expect(body.logo).toMatch(/^\/media\/logos\/[0-9a-f-]+\.png$/);
    const image = await t.app.inject({ method: 'GET', url: body.logo });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(pngBytes())).toBe(true);
  });

  it('adds a client from JSON without a logo', async () => {
    const fields = clientFields();
    const res = await t.app.inject({ method: 'POST', url: '/api/client/', headers: admin, payload: fields });
    expect(res.statusCode).toBe(201);
    expect(res.json().logo).toBeNull();
    const [row] = await t.db.select().from(clients).where(eq(clients.client_id, res.json().client_id));
    expect(row?.ClientName).toBe(fields.ClientName);
  });

  it('takes a logo of exactly 1,000,000 bytes', async () => {
    const res = await postForm('/api/client/', 'POST', clientFields(), {
      logo: { name: 'big.png', type: 'image/png', data: pngBytes(1_000_000) },
    });
    expect(res.statusCode).toBe(201);
  });

  it('gives each required field its message and saves nothing', async () => {
    const before = await clientCount();
    const res = await postForm('/api/client/', 'POST', {
      ClientName: ' ',
      email: 'office@',
      mobile: '5552013040',
      license_key: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      ClientName: ['Not a valid Name'],
      email: ['Not a valid Email'],
      mobile: ['Not a valid Phone'],
      license_key: ['please fillout License Key'],
    });
    const malformed = await postForm('/api/client/', 'POST', clientFields({ license_key: 'ABCD-1234' }));
    expect(malformed.json().fields).toEqual({ license_key: ['Not a valid license Key'] });
    const optional = await postForm(
      '/api/client/',
      'POST',
      clientFields({ city: 'St. Louis', zipcode: '123', state: 'Ontario', country: 'Canada', mobile1: '12' }),
    );
    expect(optional.json().fields).toEqual({
      city: ['City Name is not Valid!'],
      zipcode: ['Zipcode is not Valid!'],
      state: ['State is not Valid!'],
      country: ['Country is not Valid!'],
      mobile1: ['Mobile number is not Valid!'],
    });
    expect(await clientCount()).toBe(before);
  });

  it('refuses a logo over 1,000,000 bytes with "File Size Limit Exceeds" and keeps nothing', async () => {
    const before = { clients: await clientCount(), files: logoFiles().length };
    const res = await postForm('/api/client/', 'POST', clientFields(), {
      logo: { name: 'huge.png', type: 'image/png', data: pngBytes(1_000_001) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      message: 'File Size Limit Exceeds',
      fields: { logo: ['File Size Limit Exceeds'] },
    });
    expect(await clientCount()).toBe(before.clients);
    expect(logoFiles().length).toBe(before.files);
  });

  it('refuses a file that is not an image, whatever its name and type say, and SVG', async () => {
    const before = { clients: await clientCount(), files: logoFiles().length };
    const disguised = await postForm('/api/client/', 'POST', clientFields(), {
      logo: { name: 'logo.png', type: 'image/png', data: '<html><script>alert(1)</script></html>' },
    });
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().fields).toEqual({ logo: ['Only image files are allowed (PNG, JPEG, GIF or WebP)'] });
    const svg = await postForm('/api/client/', 'POST', clientFields(), {
      logo: {
        name: 'logo.svg',
        type: 'image/svg+xml',
        data: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      },
    });
    expect(svg.statusCode).toBe(400);
    expect(await clientCount()).toBe(before.clients);
    expect(logoFiles().length).toBe(before.files);
  });

  it('refuses a logo when another field is wrong, without keeping the file', async () => {
    const before = logoFiles().length;
    const res = await postForm('/api/client/', 'POST', clientFields({ email: 'bad' }), {
      logo: { name: 'l.png', type: 'image/png', data: pngBytes() },
    });
    expect(res.statusCode).toBe(400);
    expect(logoFiles().length).toBe(before);
  });

  it('refuses a second client with the same license key or email, whatever the case', async () => {
    const first = clientFields();
    expect((await postForm('/api/client/', 'POST', first)).statusCode).toBe(201);
    const sameKey = await postForm(
      '/api/client/',
      'POST',
      clientFields({ license_key: first.license_key.toLowerCase() }),
    );
    expect(sameKey.statusCode).toBe(409);
    expect(sameKey.json()).toMatchObject({
      message: 'A client with this License Key already exists',
      fields: { license_key: ['A client with this License Key already exists'] },
    });
    const sameEmail = await postForm('/api/client/', 'POST', clientFields({ email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe('A client with this Email already exists');
  });

  it('is for the super admin only', async () => {
    const { adminHeaders, studentHeaders } = await tenant(t.app, t.db);
    for (const headers of [adminHeaders, studentHeaders]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/client/', headers, payload: clientFields() });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('PUT /api/client/{id}/', () => {
  async function newClient(extra: Record<string, string> = {}, files = {}) {
    const res = await postForm('/api/client/', 'POST', clientFields(extra), files);
    expect(res.statusCode).toBe(201);
    return res.json() as {
      client_id: number;
      ClientName: string;
      logo: string | null;
      license_key: string;
      email: string;
    };
  }

  it('updates the profile from a multipart form', async () => {
    const client = await newClient();
    const fields = clientFields({ ClientName: 'Renamed Academy' });
    const res = await postForm(`/api/client/${client.client_id}/`, 'PUT', fields);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Client Renamed Academy Updated Successfully',
      ClientName: 'Renamed Academy',
      email: fields.email,
    });
  });

  it('sets the two personalised counts from JSON', async () => {
    const client = await newClient();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/client/${client.client_id}/`,
      headers: admin,
      payload: { personzlized_test_count: 3, personzlized_warmup_count: 0 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Client Configuration Updated Successfully',
      personzlized_test_count: 3,
      personzlized_warmup_count: 0,
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/client/${client.client_id}/`,
      headers: admin,
      payload: { personzlized_test_count: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ personzlized_test_count: ['Must be a whole number, 0 or more'] });
  });

  it('sets the configuration from a multipart form, switches as text', async () => {
    const client = await newClient();
    const res = await postForm(`/api/client/${client.client_id}/`, 'PUT', {
      header_color: '#003366',
      navbar_color: 'navy',
      button_color: '#ff9900',
      textbox_color: '#ffffff',
      footer_content: '© Lakeside',
      contact_url: 'Help@Lakeside.org',
      show_result: 'true',
      give_personalized: 'false',
      assign_test_for_class: 'true',
      live_connect: 'false',
      give_related_test: 'false',
      enable_dashboard_token: 'true',
      enable_api_token: 'false',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Client Configuration Updated Successfully',
      header_color: '#003366',
      contact_url: 'help@lakeside.org',
      show_result: true,
      give_personalized: false,
      assign_test_for_class: true,
      enable_dashboard_token: true,
      ClientName: client.ClientName,
    });
    const bad = await postForm(`/api/client/${client.client_id}/`, 'PUT', {
      header_color: 'red;}</style>',
      show_result: 'maybe',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ header_color: ['Not a valid Colour'], show_result: ['Must be true or false'] });
  });

  it('keeps the language of its students who have not chosen one: English unless set (issue 21)', async () => {
    const client = await newClient();
    expect(client).toMatchObject({ default_language: 'en' });
    const url = `/api/client/${client.client_id}/`;
    const res = await postForm(url, 'PUT', { default_language: 'ta' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Client Configuration Updated Successfully', default_language: 'ta' });
    const clientAdmin = await createClientAdmin(t.db, client);
    const own = bearer(tokenFor(t.app, 'clientadmin', clientAdmin.client_admin_id, client.client_id));
    for (const headers of [admin, own]) {
      expect((await t.app.inject({ method: 'GET', url, headers })).json().default_language).toBe('ta');
    }
    const [stored] = await t.db.select().from(clients).where(eq(clients.client_id, client.client_id));
    expect(stored!.default_language).toBe('ta');
    // Its students sign in with it beside their own (still unchosen) language.
    const student = await createStudent(t.db, client.client_id);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/student/',
      payload: { email: student.email, password: student.password },
    });
    expect(signIn.json()).toMatchObject({ language: null, default_language: 'ta' });
    const bad = await t.app.inject({ method: 'PUT', url, headers: admin, payload: { default_language: 'fr' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ default_language: ['Choose English or Tamil'] });
    const added = await postForm('/api/client/', 'POST', clientFields({ default_language: 'ta' }));
    expect(added.json()).toMatchObject({ default_language: 'ta' });
  });

  it('replaces the logo and deletes the old file', async () => {
    const client = await newClient({}, { logo: { name: 'a.png', type: 'image/png', data: pngBytes() } });
    const oldFile = client.logo!.split('/').pop()!;
    expect(logoFiles()).toContain(oldFile);
    const res = await postForm(
      `/api/client/${client.client_id}/`,
      'PUT',
      { ClientName: client.ClientName },
      { logo: { name: 'b.png', type: 'image/png', data: pngBytes(200) } },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().logo).not.toBe(client.logo);
    expect(logoFiles()).not.toContain(oldFile);
    expect(logoFiles()).toContain(res.json().logo.split('/').pop());
  });

  it("refuses another client's license key, accepts its own, and answers 404 for an unknown client", async () => {
    const a = await newClient();
    const b = await newClient();
    const clash = await t.app.inject({
      method: 'PUT',
      url: `/api/client/${b.client_id}/`,
      headers: admin,
      payload: { license_key: a.license_key },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('A client with this License Key already exists');
    const own = await t.app.inject({
      method: 'PUT',
      url: `/api/client/${b.client_id}/`,
      headers: admin,
      payload: { license_key: b.license_key, email: b.email },
    });
    expect(own.statusCode).toBe(200);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/client/999999/',
      headers: admin,
      payload: { ClientName: 'Ghost' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses an empty update and a blanked required field', async () => {
    const client = await newClient();
    const empty = await t.app.inject({
      method: 'PUT',
      url: `/api/client/${client.client_id}/`,
      headers: admin,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Nothing to update');
    const blank = await t.app.inject({
      method: 'PUT',
      url: `/api/client/${client.client_id}/`,
      headers: admin,
      payload: { ClientName: '' },
    });
    expect(blank.json().fields).toEqual({ ClientName: ['Not a valid Name'] });
  });

  it('is refused to a client admin, even on its own client', async () => {
    const { client, adminHeaders } = await tenant(t.app, t.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/client/${client.client_id}/`,
      headers: adminHeaders,
      payload: { personzlized_test_count: 99 },
    });
    expect(res.statusCode).toBe(403);
    const [row] = await t.db.select().from(clients).where(eq(clients.client_id, client.client_id));
    expect(row?.personzlized_test_count).toBe(0);
  });
});

describe('DELETE /api/client/{id}/', () => {
  it('deletes the client with its admins, teachers, students, their results, sessions and logo', async () => {
    const res = await postForm('/api/client/', 'POST', clientFields(), {
      logo: { name: 'a.png', type: 'image/png', data: pngBytes() },
    });
    const client = await t.db
      .select()
      .from(clients)
      .where(eq(clients.client_id, res.json().client_id))
      .then((r) => r[0]!);
    const clientAdmin = await createClientAdmin(t.db, client);
    const student = await createStudent(t.db, client.client_id);
    await createTeacher(t.db, client.client_id);
    const [quiz] = await t.db.insert(quizzes).values({ test_name: 'SAT 1', test_type: 'SAT' }).returning();
    await t.db.insert(masterSittings).values({ master_qnsbank: quiz!.master_qnsbank_id, student: student.student_id });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/clientadmin/',
      payload: { email: clientAdmin.email, password: clientAdmin.password, license_key: client.license_key },
    });
    expect(signIn.statusCode).toBe(200);
    const other = await tenant(t.app, t.db);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/client/${client.client_id}/`, headers: admin });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: `Client ${client.ClientName} Deleted Successfully` });

    const left = async (table: typeof clientAdmins | typeof students | typeof teachers) =>
      (await t.db.select({ n: count() }).from(table).where(eq(table.client, client.client_id)))[0]!.n;
    expect(await left(clientAdmins)).toBe(0);
    expect(await left(students)).toBe(0);
    expect(await left(teachers)).toBe(0);
    expect(
      (await t.db.select().from(masterSittings).where(eq(masterSittings.student, student.student_id))).length,
    ).toBe(0);
    expect(
      (await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, clientAdmin.client_admin_id))).filter(
        (r) => r.role === 'clientadmin',
      ),
    ).toEqual([]);
    expect(logoFiles()).not.toContain(client.logo!.split('/').pop());
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/auth/token/refresh/',
      payload: { refresh: signIn.json().refresh },
    });
    expect(refresh.statusCode).toBe(401);
    // Another client is untouched.
    expect((await t.db.select().from(students).where(eq(students.client, other.client.client_id))).length).toBe(1);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/client/${client.client_id}/`, headers: admin })).statusCode,
    ).toBe(404);
  });

  it('is for the super admin only', async () => {
    const { client, adminHeaders } = await tenant(t.app, t.db);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/client/${client.client_id}/`,
      headers: adminHeaders,
    });
    expect(res.statusCode).toBe(403);
    expect((await t.db.select().from(clients).where(eq(clients.client_id, client.client_id))).length).toBe(1);
  });
});

describe('POST /api/multiclient/', () => {
  it('adds every client of the file', async () => {
    const rows = [
      clientFields(),
      { ...clientFields(), client_id: 77, logo: 'https://cdn.example.org/logo.png', show_result: true },
    ];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/multiclient/',
      headers: admin,
      payload: { clients: rows },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Clients Imported Successfully');
    expect(res.json().client_ids).toHaveLength(2);
    const [second] = await t.db.select().from(clients).where(eq(clients.client_id, res.json().client_ids[1]));
    expect(second).toMatchObject({
      ClientName: rows[1]!.ClientName,
      logo: 'https://cdn.example.org/logo.png',
      show_result: true,
    });
    expect(second?.client_id).not.toBe(77);
  });

  it('adds none when one row is wrong, clashes with a client, or repeats another row', async () => {
    const existing = await createClient(t.db);
    const before = await clientCount();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/multiclient/',
      headers: admin,
      payload: { clients: [clientFields(), clientFields({ mobile: 'x' })] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ 'clients.1.mobile': ['Not a valid Phone'] });
    const clash = await t.app.inject({
      method: 'POST',
      url: '/api/multiclient/',
      headers: admin,
      payload: { clients: [clientFields(), clientFields({ license_key: existing.license_key })] },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().fields).toEqual({ 'clients.1.license_key': ['A client with this License Key already exists'] });
    const twice = clientFields();
    const repeat = await t.app.inject({
      method: 'POST',
      url: '/api/multiclient/',
      headers: admin,
      payload: { clients: [twice, { ...clientFields(), email: twice.email }] },
    });
    expect(repeat.statusCode).toBe(400);
    expect(repeat.json().fields).toEqual({ 'clients.1.email': ['A client with this Email already exists'] });
    expect(await clientCount()).toBe(before);
  });

  it('refuses a file of the wrong shape and one that is not JSON', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/multiclient/',
      headers: admin,
      payload: { admins: [] },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The file holds no clients');
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/multiclient/',
      headers: admin,
      payload: [clientFields()],
    });
    expect(list.statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/multiclient/',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: 'ClientName,email\nA,b',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Malformed JSON in request body');
  });

  it('is for the super admin only', async () => {
    const { adminHeaders } = await tenant(t.app, t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/multiclient/',
      headers: adminHeaders,
      payload: { clients: [clientFields()] },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('/media/', () => {
  it('serves nothing outside the uploads folder, and answers a JSON 404 for an unknown file', async () => {
    writeFileSync(join(dataDir, 'secret.txt'), 'top secret');
    for (const url of [
      '/media/../secret.txt',
      '/media/%2e%2e/secret.txt',
      '/media/logos/..%2f..%2fsecret.txt',
      '/media/logos/%2e%2e%2f%2e%2e%2fsecret.txt',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).not.toBe(200);
      expect(res.body).not.toContain('top secret');
    }
    const missing = await t.app.inject({ method: 'GET', url: '/media/logos/00000000-0000-0000-0000-000000000000.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
  });
});

describe('tokens of other roles', () => {
  it('a student token never reaches the super-admin client routes', async () => {
    const { client, student } = await tenant(t.app, t.db);
    const headers = bearer(tokenFor(t.app, 'student', student.student_id, client.client_id));
    for (const [method, url] of [
      ['GET', '/api/client/'],
      ['PUT', `/api/client/${client.client_id}/`],
      ['DELETE', `/api/client/${client.client_id}/`],
    ] as const) {
      expect(
        (await t.app.inject({ method, url, headers, payload: method === 'PUT' ? { ClientName: 'X' } : undefined }))
          .statusCode,
      ).toBe(403);
    }
  });
});

describe('a clash the checks cannot see (two requests at once)', () => {
  it('is still answered 409 by the unique indexes', async () => {
    const existing = await createClient(t.db);
    await expect(
      insertClient(t.db, { ClientName: 'Race', email: 'race@school.org', license_key: existing.license_key }),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: 'A client with this License Key already exists',
    });
    await expect(
      insertClient(t.db, { ClientName: 'Race', email: existing.email, license_key: 'RACE-RACE-RACE-RACE' }),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: 'A client with this Email already exists',
    });
  });
});
