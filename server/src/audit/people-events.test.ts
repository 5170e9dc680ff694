// The events of the people features (issue 28): an update's before and after with who, where and which
// request; no password, token, key or TOTP secret in any event; an import's events in one statement; a
// class's roster change as one event per student who joined or left.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../auth/totp';
import { auditEvents, clientAdmins, clients, students } from '../db/schema/index';
import { issueResetToken } from '../password-reset/queries';
import {
  bearer,
  createStudent,
  createTeacher,
  studentPayload,
  superAdminHeaders,
  teacherPayload,
  tenant,
  tokenFor,
} from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let a: Awaited<ReturnType<typeof tenant>>;
beforeAll(async () => {
  t = await startTestApp();
  a = await tenant(t.app, t.db);
  await createTeacher(t.db, a.client.client_id, { First_Name: 'Maria' });
  await t.db.update(clients).set({ assign_test_for_class: true }).where(eq(clients.client_id, a.client.client_id));
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const eventsAbout = (type: string, id: number) =>
  t.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.subjectId, id))
    .orderBy(asc(auditEvents.id))
    .then((rows) => rows.filter((r) => r.subjectType === type));
const latestEvents = async (n: number) =>
  (await t.db.select().from(auditEvents).orderBy(asc(auditEvents.id))).slice(-n);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('a student update', () => {
  it('records exactly the fields that changed, before and after, with who, where and which request', async () => {
    const student = await createStudent(t.db, a.client.client_id, { City: 'Springfield', Grade_Level: 'Grade 9' });
    const headers = { ...a.adminHeaders, 'user-agent': 'AuditTest/1.0' };
    const res = await call('PUT', `/api/student/${student.student_id}/`, headers, {
      City: 'Shelbyville',
      Grade_Level: 'Grade 10',
      Enroll_Program: ['SAT', 'Warmup'], // required, and given as it is: not a change
    });
    expect(res.statusCode, res.body).toBe(200);
    // The admin is renamed afterwards: the event keeps the name they had when they acted.
    const adminName = `${a.admin.FirstName} ${a.admin.LastName}`;
    await t.db
      .update(clientAdmins)
      .set({ FirstName: 'Renamed' })
      .where(eq(clientAdmins.client_admin_id, a.admin.client_admin_id));

    const [event, ...others] = await eventsAbout('student', student.student_id);
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      action: 'student.updated',
      actorRole: 'clientadmin',
      actorId: a.admin.client_admin_id,
      actorName: adminName,
      clientId: a.client.client_id,
      subjectType: 'student',
      subjectId: student.student_id,
      subjectLabel: `${student.Student_First_Name} ${student.Student_Last_Name}`,
      studentId: student.student_id,
      address: '127.0.0.1',
      userAgent: 'AuditTest/1.0',
    });
    expect(event!.changes).toEqual({ City: ['Springfield', 'Shelbyville'], Grade_Level: ['Grade 9', 'Grade 10'] });
    expect(event!.requestId).toMatch(UUID);
    const sameRequest = await t.db.select().from(auditEvents).where(eq(auditEvents.requestId, event!.requestId));
    expect(sameRequest.map((e) => e.id)).toEqual([event!.id]);
  });
});

describe('an export of people', () => {
  it('is an event naming the client whose people left the app', async () => {
    const res = await call('GET', '/api/student/export.csv', a.adminHeaders);
    expect(res.statusCode).toBe(200);
    const [event] = await latestEvents(1);
    expect(event).toMatchObject({
      action: 'students.exported',
      actorRole: 'clientadmin',
      clientId: a.client.client_id,
      subjectType: 'client',
      subjectId: a.client.client_id,
      subjectLabel: a.client.ClientName,
      changes: {},
    });
  });
});

describe('an import of students', () => {
  it('writes one event per student, in one statement however many rows', async () => {
    const importOf = async (count: number) => {
      const rows = Array.from({ length: count }, () => studentPayload('Maria'));
      const before = t.queries();
      const res = await call('POST', '/api/import-student/', a.adminHeaders, { students: rows });
      expect(res.statusCode, res.body).toBe(201);
      return { statements: t.queries() - before, rows };
    };
    const one = await importOf(1);
    const three = await importOf(3);
    // Rows cost no statement of their own: neither the students nor their events.
    expect(three.statements).toBe(one.statements);
    const events = await latestEvents(3);
    expect(events.map((e) => e.action)).toEqual(['student.created', 'student.created', 'student.created']);
    // The changes import: each student's event holds what changed for them, before and after.
    const target = three.rows[1]!;
    const changed = await call('PUT', '/api/import-student/', a.adminHeaders, {
      students: [{ ...target, password: '', confirm_password: '', City: 'Ogdenville', client: a.client.client_id }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [update] = await latestEvents(1);
    expect(update).toMatchObject({ action: 'student.updated', studentId: events[1]!.studentId });
    expect(update!.changes).toEqual({ City: ['Springfield', 'Ogdenville'] });
    expect(new Set(events.map((e) => e.requestId)).size).toBe(1);
    expect(events.map((e) => e.subjectLabel)).toEqual(
      three.rows.map((r) => `${r.Student_First_Name} ${r.Student_Last_Name}`),
    );
    const stored = await t.db.select().from(students).where(eq(students.client, a.client.client_id));
    for (const event of events) {
      expect(event.studentId).toBe(event.subjectId);
      expect(stored.map((s) => s.student_id)).toContain(event.studentId);
      expect(event.changes).toMatchObject({ City: [null, 'Springfield'] });
    }
  });
});

describe('a class roster change', () => {
  it('writes one event per student added or removed, each on that student, in one request', async () => {
    const [ann, ben, cal] = await Promise.all(
      ['Ann', 'Ben', 'Cal'].map((name) =>
        createStudent(t.db, a.client.client_id, { Student_First_Name: name, Student_Last_Name: 'Roster' }),
      ),
    );
    const created = await call('POST', '/api/classroom/', a.adminHeaders, {
      class_name: 'Period 7',
      program: 'SAT',
      students: [ann!.student_id, ben!.student_id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const classId = created.json().id as number;
    const res = await call('PUT', `/api/classroom/${classId}/students/`, a.adminHeaders, {
      students: [ben!.student_id, cal!.student_id],
    });
    expect(res.statusCode, res.body).toBe(200);

    const events = await eventsAbout('class', classId);
    expect(events.map((e) => e.action)).toEqual([
      'class.created',
      'class.student_added',
      'class.student_added',
      'class.student_added',
      'class.student_removed',
    ]);
    const roster = events.slice(-2);
    expect(new Set(roster.map((e) => e.requestId)).size).toBe(1);
    expect(
      roster.map(({ action, studentId, changes, subjectLabel, clientId }) => ({
        action,
        studentId,
        changes,
        subjectLabel,
        clientId,
      })),
    ).toEqual([
      {
        action: 'class.student_added',
        studentId: cal!.student_id,
        changes: { student: [null, 'Cal Roster'] },
        subjectLabel: 'Period 7',
        clientId: a.client.client_id,
      },
      {
        action: 'class.student_removed',
        studentId: ann!.student_id,
        changes: { student: ['Ann Roster', null] },
        subjectLabel: 'Period 7',
        clientId: a.client.client_id,
      },
    ]);
  });
});

describe('no secret in any event', () => {
  it('keeps out every password, token, API key, license key and TOTP secret the people writes used', async () => {
    const su = superAdminHeaders(t.app);
    const secrets: string[] = [];
    // biome-ignore lint/suspicious/noExplicitAny: each answer is read for the one field the test uses
    const ok = (res: { statusCode: number; body: string; json(): any }, status = 200) => {
      expect(res.statusCode, res.body).toBe(status);
      return res.json();
    };

    // A client, its admin, a student and a teacher, each with their password or key.
    const licenseKey = 'SECR-ETLI-CENS-9876';
    secrets.push(licenseKey);
    const client = ok(
      await call('POST', '/api/client/', su, {
        ClientName: 'Secret Academy',
        email: 'office@secret.org',
        mobile: '555-201-3040',
        license_key: licenseKey,
        city: 'Portland',
        state: 'Oregon',
        zipcode: '97201',
      }),
      201,
    );
    const clientId = client.client_id as number;
    ok(
      await call('PUT', `/api/client/${clientId}/`, su, {
        require_totp_for_staff: true,
        enable_api_token: true,
        give_personalized: false,
      }),
    );
    // A client's switches, before and after: only those that moved (whatever words their names hold).
    const [switched] = (await eventsAbout('client', clientId)).filter((e) => e.action === 'client.updated');
    expect(switched!.changes).toEqual({ require_totp_for_staff: [false, true], enable_api_token: [false, true] });
    ok(await call('PUT', `/api/client/${clientId}/`, su, { require_totp_for_staff: false }));
    const adminPassword = 'adminSecret#481';
    secrets.push(adminPassword);
    const admin = ok(
      await call('POST', '/api/clientadmin/', su, {
        client: clientId,
        FirstName: 'Secret',
        LastName: 'Keeper',
        email: 'keeper@secret.org',
        license_key: licenseKey,
        password: adminPassword,
        confirm_password: adminPassword,
      }),
      201,
    );
    const adminHeaders = bearer(tokenFor(t.app, 'clientadmin', admin.client_admin_id, clientId));
    ok(await call('POST', '/api/teacher/', adminHeaders, teacherPayload({ First_Name: 'Tess' })), 201);
    const studentPassword = 'studentSecret#77';
    const newPassword = 'changedSecret#78';
    secrets.push(studentPassword, newPassword);
    const student = ok(
      await call(
        'POST',
        '/api/student/',
        adminHeaders,
        studentPayload('Tess', { password: studentPassword, confirm_password: studentPassword }),
      ),
      201,
    ).student;
    ok(
      await call('PUT', `/api/student/${student.student_id}/`, adminHeaders, {
        Enroll_Program: ['SAT'],
        password: newPassword,
        confirm_password: newPassword,
      }),
    );
    const [row] = await t.db.select().from(students).where(eq(students.student_id, student.student_id));
    secrets.push(row!.passwordHash!, row!.api_token);

    // A password reset by its link.
    const resetPassword = 'resetSecret#90';
    const resetToken = await issueResetToken(t.db, 'student', student.student_id);
    secrets.push(resetPassword, resetToken);
    ok(
      await call(
        'POST',
        '/auth/password-reset/',
        {},
        {
          token: resetToken,
          user: 'student',
          password: resetPassword,
          confirm_password: resetPassword,
        },
      ),
    );

    // An API key, and the admin's two-factor sign-in with its secret and recovery codes.
    const apiKey = ok(await call('POST', '/api/api_token/', su, { client: clientId }), 201).token as string;
    secrets.push(apiKey);
    const signedIn = ok(
      await call(
        'POST',
        '/auth/clientadmin/',
        {},
        { email: 'keeper@secret.org', password: adminPassword, license_key: licenseKey },
      ),
    );
    secrets.push(signedIn.access_token, signedIn.refresh);
    const own = bearer(signedIn.access_token);
    const enrolment = ok(await call('POST', '/api/account/totp/', own));
    secrets.push(enrolment.secret, ...enrolment.recovery_codes);
    const confirmed = ok(await call('POST', '/api/account/totp/confirm/', own, { code: totpCode(enrolment.secret) }));
    secrets.push(confirmed.access_token, confirmed.refresh);

    const every = await t.db.select().from(auditEvents);
    const actions = new Set(every.map((e) => e.action));
    for (const action of [
      'client.created',
      'client.updated',
      'clientadmin.created',
      'teacher.created',
      'student.created',
      'student.updated',
      'account.password_reset',
      'api_key.created',
      'account.two_factor_started',
      'account.two_factor_enabled',
    ])
      expect(actions).toContain(action);
    const reset = every.find((e) => e.action === 'account.password_reset' && e.subjectId === student.student_id);
    expect(reset).toMatchObject({ actorRole: 'student', actorId: student.student_id, changes: {} });

    const text = JSON.stringify(every);
    for (const secret of secrets.filter(Boolean)) expect(text, `an event holds ${secret}`).not.toContain(secret);
    // The license key is kept out in any spelling (clients store it upper-cased).
    expect(text.toLowerCase()).not.toContain(licenseKey.toLowerCase());
  });
});
