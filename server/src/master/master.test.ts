import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAdmins, clients, students, teachers } from '../db/schema/index';
import { createClient, createClientAdmin, createStudent, superAdminHeaders, tenant } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  admin = superAdminHeaders(t.app);
});
afterAll(() => t.close());

let n = 0;
/** A complete master file for a new client. */
function masterFile() {
  n++;
  return {
    client: {
      ClientName: `Summit School ${n}`,
      email: `office@summit${n}.org`,
      mobile: '555-300-4000',
      license_key: `SUMM-${1000 + n}-0000-KEYS`,
      city: 'Denver',
      state: 'Colorado',
      header_color: '#224466',
      personzlized_test_count: 2,
    },
    clientadmins: [
      {
        FirstName: 'Mae',
        LastName: 'Jemison',
        email: `mae${n}@summit.org`,
        password: 'adminpass1',
        confirm_password: 'adminpass1',
      },
    ],
    students: [
      {
        Student_First_Name: 'Sam',
        Student_Last_Name: 'Lee',
        email: `sam${n}@summit.org`,
        password: 'studentpass1',
        confirm_password: 'studentpass1',
        Assign_Teachers: 'Maria',
        Enroll_Program: '["SAT","Warmup"]',
        GAP: '3.8',
      },
    ],
    teachers: [
      {
        Prefix: 'Ms',
        First_Name: 'Maria',
        Last_Name: 'Lopez',
        Email: `maria${n}@summit.org`,
        Mobile: '555-300-5000',
        High_Degree_Completed: '{"undergraduate":false,"master":true,"doctorate":false,"credentials":false}',
        Grade_Level: { senior: true },
        Speciality: { math: true },
      },
    ],
  };
}

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url, headers, payload: payload as object });
const totals = async () => ({
  clients: (await t.db.select({ n: count() }).from(clients))[0]!.n,
  admins: (await t.db.select({ n: count() }).from(clientAdmins))[0]!.n,
  students: (await t.db.select({ n: count() }).from(students))[0]!.n,
  teachers: (await t.db.select({ n: count() }).from(teachers))[0]!.n,
});

describe('Import Master: POST /api/multiadmin/ with the export file', () => {
  it('creates the client with its admins, students and teachers, who can sign in', async () => {
    const file = masterFile();
    const res = await inject('POST', '/api/multiadmin/', file);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Master Imported Successful', client_id: expect.any(Number) });
    const clientId = res.json().client_id;
    const [client] = await t.db.select().from(clients).where(eq(clients.client_id, clientId));
    expect(client).toMatchObject({
      ClientName: file.client.ClientName,
      header_color: '#224466',
      personzlized_test_count: 2,
    });
    const [admin1] = await t.db.select().from(clientAdmins).where(eq(clientAdmins.client, clientId));
    expect(admin1).toMatchObject({ email: file.clientadmins[0]!.email, license_key: file.client.license_key });
    const [teacher] = await t.db.select().from(teachers).where(eq(teachers.client, clientId));
    expect(JSON.parse(teacher!.Grade_Level)).toMatchObject({ senior: true, junior: false });

    const adminLogin = await t.app.inject({
      method: 'POST',
      url: '/auth/clientadmin/',
      payload: { email: file.clientadmins[0]!.email, password: 'adminpass1', license_key: file.client.license_key },
    });
    expect(adminLogin.statusCode).toBe(200);
    const studentLogin = await t.app.inject({
      method: 'POST',
      url: '/auth/student/',
      payload: { email: file.students[0]!.email, password: 'studentpass1' },
    });
    expect(studentLogin.statusCode).toBe(200);
    expect(studentLogin.json()).toMatchObject({ client: clientId, enroll_program: '["SAT","Warmup"]' });
  });

  it('takes the password from confirm_password (legacy files kept a hash in password)', async () => {
    const file = masterFile();
    file.students[0]!.password = 'pbkdf2_sha256$260000$salt$hash=';
    file.students[0]!.confirm_password = 'plainpass7';
    expect((await inject('POST', '/api/multiadmin/', file)).statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/student/',
      payload: { email: file.students[0]!.email, password: 'plainpass7' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('needs email and password on every admin and student', async () => {
    const before = await totals();
    const file = masterFile();
    file.clientadmins.push({
      FirstName: 'No',
      LastName: 'Password',
      email: 'nopass@summit.org',
      password: '',
      confirm_password: '',
    });
    const admins = await inject('POST', '/api/multiadmin/', file);
    expect(admins.statusCode).toBe(400);
    expect(admins.json()).toMatchObject({
      message: 'Missing clientadmin email or password',
      fields: { 'clientadmins.1.password': ['Missing clientadmin email or password'] },
    });
    const file2 = masterFile();
    file2.students[0]!.email = '';
    const pupils = await inject('POST', '/api/multiadmin/', file2);
    expect(pupils.json()).toMatchObject({
      message: 'Missing student email or password',
      fields: { 'students.0.email': ['Missing student email or password'] },
    });
    expect(await totals()).toEqual(before);
  });

  it('saves nothing when any part clashes with existing data', async () => {
    const existingClient = await createClient(t.db);
    const existingAdmin = await createClientAdmin(t.db, existingClient);
    const existingStudent = await createStudent(t.db, existingClient.client_id);
    const before = await totals();

    const sameKey = masterFile();
    sameKey.client.license_key = existingClient.license_key;
    const keyRes = await inject('POST', '/api/multiadmin/', sameKey);
    expect(keyRes.statusCode).toBe(409);
    expect(keyRes.json().fields).toEqual({ 'client.license_key': ['A client with this License Key already exists'] });

    const clash = masterFile();
    clash.clientadmins[0]!.email = existingAdmin.email;
    clash.students[0]!.email = existingStudent.email.toUpperCase();
    const res = await inject('POST', '/api/multiadmin/', clash);
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual({
      'clientadmins.0.email': ['A client admin with this Email already exists'],
      'students.0.email': [`A student with email ${existingStudent.email} already exists`],
    });

    // A valid client, admin and student, and a teacher whose email is taken by the first import's teacher.
    const first = masterFile();
    expect((await inject('POST', '/api/multiadmin/', first)).statusCode).toBe(201);
    const afterFirst = await totals();
    const teacherClash = masterFile();
    teacherClash.teachers[0]!.Email = first.teachers[0]!.Email;
    const tRes = await inject('POST', '/api/multiadmin/', teacherClash);
    expect(tRes.statusCode).toBe(409);
    expect(tRes.json().fields).toEqual({
      'teachers.0.Email': [`A teacher with email ${first.teachers[0]!.Email} already exists`],
    });
    expect(await totals()).toEqual(afterFirst);
    expect(afterFirst).toEqual({
      clients: before.clients + 1,
      admins: before.admins + 1,
      students: before.students + 1,
      teachers: before.teachers + 1,
    });
  });

  it('checks the people by the rules of their own forms', async () => {
    const file = masterFile();
    (file.teachers[0] as Record<string, unknown>).Speciality = {};
    file.students[0]!.GAP = 'A+';
    const res = await inject('POST', '/api/multiadmin/', file);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'students.0.GAP': ['GPA is not Valid!'],
      'teachers.0.Speciality': ['Please Fillout Speciality!'],
    });
  });

  it('refuses a file of the wrong shape', async () => {
    const res = await inject('POST', '/api/multiadmin/', { client: masterFile().client });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The file must hold a client and the lists clientadmins, students and teachers');
  });
});

describe('Export and Update Master', () => {
  async function imported() {
    const file = masterFile();
    const res = await inject('POST', '/api/multiadmin/', file);
    expect(res.statusCode).toBe(201);
    return { file, clientId: res.json().client_id as number };
  }

  it('exports the client file without any password, hash or sign-in token', async () => {
    const { file, clientId } = await imported();
    const res = await inject('GET', `/api/client/${clientId}/export/`);
    expect(res.statusCode).toBe(200);
    const exported = res.json();
    expect(Object.keys(exported).sort()).toEqual(['client', 'clientadmins', 'students', 'teachers']);
    expect(exported.client).toMatchObject({
      client_id: clientId,
      ClientName: file.client.ClientName,
      license_key: file.client.license_key,
    });
    expect(exported.clientadmins).toEqual([
      expect.objectContaining({ email: file.clientadmins[0]!.email, password: '', confirm_password: '' }),
    ]);
    expect(exported.students).toEqual([
      expect.objectContaining({ email: file.students[0]!.email, password: '', confirm_password: '' }),
    ]);
    expect(exported.teachers).toEqual([expect.objectContaining({ Email: file.teachers[0]!.Email })]);
    const text = res.body;
    const [student] = await t.db.select().from(students).where(eq(students.client, clientId));
    for (const secret of ['adminpass1', 'studentpass1', 'passwordHash', '$argon2', student!.api_token])
      expect(text).not.toContain(secret);
    expect(exported.students[0]).not.toHaveProperty('api_token');
    // Importing the export as a new client fails (no passwords): the screen then suggests Update Master.
    const again = await inject('POST', '/api/multiadmin/', exported);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Missing clientadmin email or password');
  });

  it('Update Master applies an edited export: changes, additions, passwords kept unless given', async () => {
    const { file, clientId } = await imported();
    const exported = (await inject('GET', `/api/client/${clientId}/export/`)).json();
    exported.client.header_color = '#000000';
    exported.clientadmins[0].LastName = 'Jemison-Updated';
    exported.students[0].GAP = '4.0';
    exported.students.push({
      ...exported.students[0],
      student_id: undefined,
      email: 'newkid@summit.org',
      password: 'newkid123',
      confirm_password: 'newkid123',
    });
    exported.teachers[0].Last_Name = 'Lopez-Garcia';
    const res = await inject('PUT', '/api/multiadmin/', exported);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Master update Successful', client_id: clientId });

    const [client] = await t.db.select().from(clients).where(eq(clients.client_id, clientId));
    expect(client?.header_color).toBe('#000000');
    const pupils = await t.db.select().from(students).where(eq(students.client, clientId));
    expect(pupils.map((s) => [s.email, s.GAP]).sort()).toEqual(
      [
        ['newkid@summit.org', '4.0'],
        [file.students[0]!.email, '4.0'],
      ].sort(),
    );
    const [teacher] = await t.db.select().from(teachers).where(eq(teachers.client, clientId));
    expect(teacher?.Last_Name).toBe('Lopez-Garcia');
    const [admin1] = await t.db.select().from(clientAdmins).where(eq(clientAdmins.client, clientId));
    expect(admin1?.LastName).toBe('Jemison-Updated');
    // The blank password kept the old one.
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/student/',
      payload: { email: file.students[0]!.email, password: 'studentpass1' },
    });
    expect(login.statusCode).toBe(200);
    const newKid = await t.app.inject({
      method: 'POST',
      url: '/auth/student/',
      payload: { email: 'newkid@summit.org', password: 'newkid123' },
    });
    expect(newKid.statusCode).toBe(200);
  });

  it('Update Master needs a password for a person new to the client, and changes nothing then', async () => {
    const { clientId } = await imported();
    const exported = (await inject('GET', `/api/client/${clientId}/export/`)).json();
    exported.client.ClientName = 'Should Not Change';
    exported.clientadmins.push({
      FirstName: 'New',
      LastName: 'Admin',
      email: 'newadmin@summit.org',
      password: '',
      confirm_password: '',
    });
    const res = await inject('PUT', '/api/multiadmin/', exported);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'clientadmins.1.password': ['Missing clientadmin email or password'] });
    const [client] = await t.db.select().from(clients).where(eq(clients.client_id, clientId));
    expect(client?.ClientName).not.toBe('Should Not Change');
  });

  it('Update Master refuses people of another client and an unknown client', async () => {
    const { clientId } = await imported();
    const other = await tenant(t.app, t.db);
    const exported = (await inject('GET', `/api/client/${clientId}/export/`)).json();
    exported.students.push({ ...exported.students[0], email: other.student.email, password: 'whatever12' });
    const res = await inject('PUT', '/api/multiadmin/', exported);
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual({ 'students.1.email': [`${other.student.email} belongs to another client`] });
    const [otherStudent] = await t.db.select().from(students).where(eq(students.student_id, other.student.student_id));
    expect(otherStudent?.client).toBe(other.client.client_id);

    const unknown = (await inject('GET', `/api/client/${clientId}/export/`)).json();
    unknown.client.client_id = 999999;
    const missing = await inject('PUT', '/api/multiadmin/', unknown);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No such client: use Import Master for a new client');
  });

  it('Update Master finds the client by license key when the file has no client_id', async () => {
    const { file, clientId } = await imported();
    const res = await inject('PUT', '/api/multiadmin/', { ...file, client: { ...file.client, ClientName: 'By Key' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().client_id).toBe(clientId);
  });

  it('export and master routes are for the super admin only', async () => {
    const { client, adminHeaders, studentHeaders } = await tenant(t.app, t.db);
    for (const headers of [adminHeaders, studentHeaders]) {
      expect((await inject('GET', `/api/client/${client.client_id}/export/`, undefined, headers)).statusCode).toBe(403);
      expect((await inject('POST', '/api/multiadmin/', masterFile(), headers)).statusCode).toBe(403);
      expect((await inject('PUT', '/api/multiadmin/', masterFile(), headers)).statusCode).toBe(403);
    }
    expect((await inject('GET', '/api/client/999999/export/')).statusCode).toBe(404);
  });
});
