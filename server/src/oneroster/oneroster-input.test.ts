// OneRoster imports that cannot go through as sent (issue 29): an export of several orgs (listed, the
// choice respected), rows left out by file and line while the rest is imported, unreadable exports and
// exports past the limits (a clear 4xx, nothing saved), and who may import into which client.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classrooms, students } from '../db/schema/index';
import { bearer, createClient, createClientAdmin, createStudent, superAdminHeaders, tokenFor } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { exportFiles, rosterUpload, schoolExport, studentEmail, zipFiles } from '../test/oneroster';

let t: TestApp;
beforeAll(async () => {
  // A low row limit: the school of 60 (about 140 rows in all) fits, one of 300 students does not.
  t = await startTestApp({ ONEROSTER_MAX_ROWS: '500' });
});
afterAll(() => t.close());

async function school() {
  const client = await createClient(t.db);
  const admin = await createClientAdmin(t.db, client);
  return {
    id: client.client_id,
    headers: bearer(tokenFor(t.app, 'clientadmin', admin.client_admin_id, client.client_id)),
  };
}

async function send(headers: Record<string, string>, data: Buffer, query = '') {
  const { payload, headers: form } = await rosterUpload(data);
  return t.app.inject({
    method: 'POST',
    url: `/api/import-oneroster/${query}`,
    headers: { ...headers, ...form },
    payload,
  });
}

const studentsOf = async (client: number) => {
  const [row] = await t.db.select({ n: count() }).from(students).where(eq(students.client, client));
  return row!.n;
};

describe('an export holding several orgs', () => {
  it('is listed in the preview, and only the org chosen is imported', async () => {
    const { id, headers } = await school();
    const north = schoolExport({ students: 6, org: 'org-north', domain: 'north.example' });
    const south = schoolExport({ students: 9, org: 'org-south', domain: 'south.example' });
    // One district export: both schools' rows, their class and user ids told apart.
    const rename = (rows: Array<Record<string, string>>, prefix: string) =>
      rows.map((r) => ({
        ...r,
        sourcedId: `${prefix}${r.sourcedId}`,
        ...(r.classSourcedId ? { classSourcedId: `${prefix}${r.classSourcedId}` } : {}),
        ...(r.userSourcedId ? { userSourcedId: `${prefix}${r.userSourcedId}` } : {}),
      }));
    const district = {
      ...north,
      orgs: [
        { sourcedId: 'org-district', name: 'Valley District', type: 'district', parentSourcedId: '' },
        { sourcedId: 'org-north', name: 'North High', type: 'school', parentSourcedId: 'org-district' },
        { sourcedId: 'org-south', name: 'South High', type: 'school', parentSourcedId: 'org-district' },
      ],
      users: [...rename(north.users, 'n-'), ...rename(south.users, 's-')],
      classes: [...rename(north.classes, 'n-'), ...rename(south.classes, 's-')],
      enrollments: [...rename(north.enrollments, 'n-'), ...rename(south.enrollments, 's-')],
    };
    const zip = zipFiles(exportFiles(district));

    const preview = await send(headers, zip, '?preview=true&program=SAT');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      org: null,
      org_required: true,
      orgs: [
        { sourcedId: 'org-district', name: 'Valley District', type: 'district' },
        { sourcedId: 'org-north', name: 'North High', type: 'school' },
        { sourcedId: 'org-south', name: 'South High', type: 'school' },
      ],
      students: { created: 0 },
    });
    const unchosen = await send(headers, zip, '?program=SAT');
    expect(unchosen.statusCode).toBe(400);
    expect(unchosen.json().message).toBe('The export holds several organisations: choose the one that is this client');

    const southPreview = await send(headers, zip, '?preview=true&program=SAT&org=org-south');
    expect(southPreview.json()).toMatchObject({
      org: 'org-south',
      students: { created: 9 },
      teachers: { created: 3 },
      classes: { created: 3 },
      memberships: { added: 12 },
      skipped: { other_roles: 2, other_orgs: 12 },
    });
    expect(await studentsOf(id)).toBe(0);
    const imported = await send(headers, zip, '?program=SAT&org=org-south');
    expect(imported.statusCode, imported.body).toBe(200);
    const rows = await t.db.select({ sourced: students.sourced_id }).from(students).where(eq(students.client, id));
    expect(rows.map((r) => r.sourced).every((s) => s?.startsWith('s-stu-'))).toBe(true);
    expect(rows).toHaveLength(9);
  });
});

describe('rows that cannot be imported', () => {
  it('are listed by file and line; the rest is imported', async () => {
    const { id, headers } = await school();
    // Another client's student already has student 2's email.
    const other = await createClient(t.db);
    await createStudent(t.db, other.client_id, { email: studentEmail(2, 'rows.example') });
    const roster = schoolExport({ students: 6, org: 'org-rows', domain: 'rows.example' });
    roster.enrollments.push({ sourcedId: 'enr-x', classSourcedId: 'cls-9', userSourcedId: 'stu-01', role: 'student' });
    roster.users[3] = { ...roster.users[3]!, givenName: '' };
    const res = await send(headers, zipFiles(exportFiles(roster)), '?program=SAT');
    expect(res.statusCode, res.body).toBe(200);
    // users.csv: student 2 on line 3, student 4 on line 5; enrollments.csv: theirs on lines 3 and 5, cls-9 on line 11.
    expect(
      res.json().problems.map((p: { file: string; line: number; message: string }) => [p.file, p.line, p.message]),
    ).toEqual([
      ['enrollments.csv', 3, 'User stu-02 is not imported (see their problem)'],
      ['enrollments.csv', 5, 'User stu-04 is not imported (see their problem)'],
      ['enrollments.csv', 11, 'No class cls-9 in classes.csv or among the classes imported before'],
      ['users.csv', 3, 'student02@rows.example belongs to a person of another client: this person is left out'],
      ['users.csv', 5, 'givenName is empty'],
    ]);
    expect(res.json().students).toMatchObject({ created: 4 });
    expect(await studentsOf(id)).toBe(4);
  });
});

describe('an export that cannot be read', () => {
  const files = () => exportFiles(schoolExport({ students: 3, org: 'org-bad', domain: 'bad.example' }));

  it('answers 400 (413 past the limits) with a clear message, and saves nothing', async () => {
    const { id, headers } = await school();
    const { 'users.csv': _users, ...noUsers } = files();
    const cases: Array<[Buffer, number, string]> = [
      [Buffer.from('this is not a zip'), 400, 'The file is not a zip file'],
      [zipFiles(noUsers), 400, 'The export has no users.csv'],
      [
        zipFiles({ ...files(), 'classes.csv': 'sourcedId,title,schoolSourcedId\ncls-1,"Algebra,org-bad\n' }),
        400,
        'The export could not be read',
      ],
      [zipFiles({ ...files(), 'users.csv': 'sourcedId,givenName\nstu-01,Ann\n' }), 400, 'The export could not be read'],
      [zipFiles(exportFiles(schoolExport({ students: 300 }))), 413, 'The export holds more than 500 rows in all'],
    ];
    for (const [data, status, message] of cases) {
      const res = await send(headers, data, '?program=SAT');
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toContain(message);
    }
    const malformed = await send(
      headers,
      zipFiles({ ...files(), 'classes.csv': 'sourcedId,title,schoolSourcedId\ncls-1,"Algebra,org-bad\n' }),
    );
    expect(malformed.json().problems[0]).toMatchObject({ file: 'classes.csv', line: 2, field: 'row' });
    const noRole = await send(headers, zipFiles({ ...files(), 'users.csv': 'sourcedId,givenName\nstu-01,Ann\n' }));
    expect(noRole.json().problems.map((p: { field: string }) => p.field)).toEqual([
      'role',
      'familyName',
      'orgSourcedIds',
    ]);
    const noFile = await t.app.inject({ method: 'POST', url: '/api/import-oneroster/', headers, payload: {} });
    expect(noFile.statusCode).toBe(400);
    expect(await studentsOf(id)).toBe(0);
    const [classes] = await t.db.select({ n: count() }).from(classrooms).where(eq(classrooms.client, id));
    expect(classes!.n).toBe(0);
  });
});

describe('who may import', () => {
  it('a client admin into their own client only; the super admin names the client; teachers and students never', async () => {
    const a = await school();
    const b = await school();
    const zip = zipFiles(exportFiles(schoolExport({ students: 3, org: 'org-who', domain: 'who.example' })));
    const foreign = await send(a.headers, zip, `?client=${b.id}&preview=true`);
    expect(foreign.statusCode).toBe(403);
    const student = await createStudent(t.db, a.id);
    const asStudent = await send(bearer(tokenFor(t.app, 'student', student.student_id, a.id)), zip, '?preview=true');
    expect(asStudent.statusCode).toBe(403);
    const asTeacher = await send(bearer(tokenFor(t.app, 'teacher', 1, a.id)), zip, '?preview=true');
    expect(asTeacher.statusCode).toBe(403);
    const unnamed = await send(superAdminHeaders(t.app), zip, '?preview=true');
    expect(unnamed.statusCode).toBe(400);
    const named = await send(superAdminHeaders(t.app), zip, `?client=${b.id}&preview=true`);
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().students.created).toBe(3);
  });
});
