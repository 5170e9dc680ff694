// A school's roster from its SIS (issue 29): a real-shaped OneRoster export imported (people, classes and
// memberships created, invitations mailed), imported again (nothing changes, no event is written), then a
// changed export (a student moved class, one student and one teacher left: out of their classes, their
// sign-in closed by password, token and refresh; their results kept).
import { SIGN_IN_DISABLED } from '@prep/domain';
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import {
  auditEvents,
  classrooms,
  classroomStudents,
  classroomTeachers,
  masterSittings,
  students,
  teachers,
} from '../db/schema/index';
import { bearer, createClient, createClientAdmin, createTest, tokenFor } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import {
  classOfStudent,
  exportFiles,
  rosterUpload,
  schoolExport,
  studentEmail,
  studentId,
  zipFiles,
} from '../test/oneroster';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp';

let t: TestApp;
let smtp: TestSmtpServer;
let client: number;
let headers: Record<string, string>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://prep.example.org' });
  const c = await createClient(t.db);
  client = c.client_id;
  const admin = await createClientAdmin(t.db, c);
  headers = bearer(tokenFor(t.app, 'clientadmin', admin.client_admin_id, client));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function upload(school: ReturnType<typeof schoolExport>, query = '') {
  const { payload, headers: form } = await rosterUpload(zipFiles(exportFiles(school)));
  return t.app.inject({
    method: 'POST',
    url: `/api/import-oneroster/${query}`,
    headers: { ...headers, ...form },
    payload,
  });
}

const countOf = async (table: typeof students | typeof teachers | typeof classrooms) => {
  const column = table === students ? students.client : table === teachers ? teachers.client : classrooms.client;
  const [row] = await t.db.select({ n: count() }).from(table).where(eq(column, client));
  return row!.n;
};
const eventCount = async () => {
  const [row] = await t.db.select({ n: count() }).from(auditEvents).where(eq(auditEvents.clientId, client));
  return row!.n;
};
const studentBySourced = async (sourcedId: string) => {
  const [row] = await t.db
    .select()
    .from(students)
    .where(and(eq(students.client, client), eq(students.sourced_id, sourcedId)));
  return row!;
};
/** The sourcedIds of the classes a student is in. */
const classesOf = async (studentId: number) =>
  (
    await t.db
      .select({ sourced: classrooms.sourced_id })
      .from(classroomStudents)
      .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroom))
      .where(eq(classroomStudents.student, studentId))
  ).map((r) => r.sourced);

const NOTHING = { created: 0, updated: 0, removed: 0 };

describe('a school rostered from its SIS', () => {
  it('previews the first import, saving nothing', async () => {
    const before = await eventCount();
    const res = await upload(schoolExport(), '?preview=true&program=SAT');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      preview: true,
      org: 'org-lincoln',
      org_required: false,
      program_required: false,
      students: { created: 60, updated: 0, removed: 0 },
      teachers: { created: 3, updated: 0, removed: 0 },
      classes: { created: 3, updated: 0, removed: 0 },
      memberships: { added: 63, removed: 0 },
      skipped: { other_roles: 1, other_orgs: 0 },
      problems: [],
      invited: 0,
    });
    expect(await countOf(students)).toBe(0);
    expect(await countOf(classrooms)).toBe(0);
    expect(await eventCount()).toBe(before);
    expect(smtp.received).toEqual([]);
  });

  it('asks for the program of the new classes before importing', async () => {
    const preview = await upload(schoolExport(), '?preview=true');
    expect(preview.json().program_required).toBe(true);
    const refused = await upload(schoolExport());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Choose the program of the new classes');
    expect(await countOf(students)).toBe(0);
  });

  it('imports the school: people without passwords, classes, memberships; invites those with an email', async () => {
    const res = await upload(schoolExport(), '?program=SAT');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      preview: false,
      students: { created: 60, updated: 0, removed: 0 },
      teachers: { created: 3, updated: 0, removed: 0 },
      classes: { created: 3, updated: 0, removed: 0 },
      memberships: { added: 63, removed: 0 },
      invited: 33,
      invitations_failed: 0,
      message: 'The roster was imported',
    });
    expect(await countOf(students)).toBe(60);
    expect(await countOf(teachers)).toBe(3);
    const rows = await t.db.select().from(students).where(eq(students.client, client));
    expect(rows.every((s) => s.passwordHash === null && s.sourced_id?.startsWith('stu-'))).toBe(true);
    expect(rows.filter((s) => s.email !== '')).toHaveLength(30);
    expect(new Set(rows.map((s) => s.Enroll_Program))).toEqual(new Set(['["SAT"]']));
    const classRows = await t.db.select().from(classrooms).where(eq(classrooms.client, client));
    expect(classRows.map((c) => [c.sourced_id, c.class_name, c.program, c.grade_level]).sort()).toEqual([
      ['cls-1', 'Algebra I', 'SAT', 9],
      ['cls-2', 'Biology', 'SAT', 9],
      ['cls-3', 'World History', 'SAT', 9],
    ]);
    const pupil = await studentBySourced(studentId(4));
    expect(await classesOf(pupil.student_id)).toEqual([`cls-${classOfStudent(4)}`]);
    const [taught] = await t.db
      .select({ n: count() })
      .from(classroomTeachers)
      .where(
        inArray(
          classroomTeachers.classroom,
          classRows.map((c) => c.id),
        ),
      );
    expect(taught!.n).toBe(3);

    // 30 students and 3 teachers have an email: each got the link to choose a password, for their role.
    expect(smtp.received).toHaveLength(33);
    const studentMail = await smtp.take(studentEmail(4));
    expect(studentMail.headers.subject).toBe('You are invited to sign in as a student');
    expect(studentMail.text).toMatch(/https:\/\/prep\.example\.org\/conform-password\/[\w-]+\?user=student/);
    expect(studentMail.text).toContain('Hello Pupil04,');
    // The link sets the student's password; they then sign in with their email, as every student does.
    const token = /conform-password\/([\w-]+)\?user=student/.exec(studentMail.text)![1];
    const set = await t.app.inject({
      method: 'POST',
      url: '/auth/password-reset/',
      payload: { token, user: 'student', password: 'pupilpass4', confirm_password: 'pupilpass4' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/auth/student/',
      payload: { email: studentEmail(4), password: 'pupilpass4' },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const teacherMail = await smtp.take('teacher1@lincoln.example');
    expect(teacherMail.headers.subject).toBe('You are invited to sign in as a teacher');
    smtp.received.splice(0);
    const [invited] = await t.db
      .select({ n: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.clientId, client), eq(auditEvents.action, 'student.invited')));
    expect(invited!.n).toBe(30);
  });

  it('imports the same export again: nothing changes, no event is written, no mail sent', async () => {
    const events = await eventCount();
    const before = await t.db.select().from(students).where(eq(students.client, client));
    const res = await upload(schoolExport(), '?program=SAT');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      students: NOTHING,
      teachers: NOTHING,
      classes: NOTHING,
      memberships: { added: 0, removed: 0 },
      invited: 0,
      message: 'The roster was imported: nothing had changed',
    });
    expect(await eventCount()).toBe(events);
    expect(await t.db.select().from(students).where(eq(students.client, client))).toEqual(before);
    expect(smtp.received).toEqual([]);
  });

  it('takes a changed export: a student moves class, a student and a teacher leave (results kept, sign-in closed)', async () => {
    // Student 2 (who has an email) chose a password, signed in, and sat a test before leaving.
    const leaver = await studentBySourced(studentId(2));
    await t.db
      .update(students)
      .set({ passwordHash: await hashPassword('leaverpass1') })
      .where(eq(students.student_id, leaver.student_id));
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/auth/student/',
        payload: { email: leaver.email, password: 'leaverpass1' },
      });
    const session = await signIn();
    expect(session.statusCode).toBe(200);
    const test = await createTest(t.db, { questionCount: 1 });
    await t.db.insert(masterSittings).values({ master_qnsbank: test.master_qnsbank_id, student: leaver.student_id });
    const [tutor3] = await t.db.select().from(teachers).where(eq(teachers.sourced_id, 'tch-3'));
    await t.db
      .update(teachers)
      .set({ passwordHash: await hashPassword('tutorpass1') })
      .where(eq(teachers.id, tutor3!.id));

    const school = schoolExport();
    // Student 1 moves from Algebra I (cls-1) to Biology (cls-2) and is renamed; student 2 and teacher 3 leave.
    const moved = school.enrollments.find((e) => e.userSourcedId === studentId(1))!;
    moved.classSourcedId = 'cls-2';
    school.users.find((u) => u.sourcedId === studentId(1))!.familyName = 'Okafor-Bello';
    school.users.find((u) => u.sourcedId === studentId(2))!.status = 'tobedeleted';
    school.users.find((u) => u.sourcedId === 'tch-3')!.status = 'tobedeleted';
    school.enrollments = school.enrollments.filter((e) => ![studentId(2), 'tch-3'].includes(e.userSourcedId!));
    const res = await upload(school);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      students: { created: 0, updated: 1, removed: 1 },
      teachers: { created: 0, updated: 0, removed: 1 },
      classes: NOTHING,
      memberships: { added: 1, removed: 3 },
      problems: [],
    });
    const mover = await studentBySourced(studentId(1));
    expect(mover.Student_Last_Name).toBe('Okafor-Bello');
    expect(await classesOf(mover.student_id)).toEqual(['cls-2']);

    const gone = await studentBySourced(studentId(2));
    expect(gone.sign_in_disabled_at).not.toBeNull();
    expect(await classesOf(gone.student_id)).toEqual([]);
    const sittings = await t.db.select().from(masterSittings).where(eq(masterSittings.student, gone.student_id));
    expect(sittings).toHaveLength(1);
    const tutorClasses = await t.db.select().from(classroomTeachers).where(eq(classroomTeachers.teacher, tutor3!.id));
    expect(tutorClasses).toEqual([]);

    // Password, dashboard token and the session's refresh all refuse them, saying why.
    for (const refused of [
      await signIn(),
      await t.app.inject({ method: 'POST', url: '/auth/api_token_auth/', payload: { token: gone.api_token } }),
      await t.app.inject({
        method: 'POST',
        url: '/auth/token/refresh/',
        payload: { refresh: session.json().refresh },
      }),
      await t.app.inject({
        method: 'POST',
        url: '/auth/teacher/',
        payload: { email: 'teacher3@lincoln.example', password: 'tutorpass1' },
      }),
    ]) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'sign_in_disabled', message: SIGN_IN_DISABLED });
    }
    // A wrong password still answers as any wrong password: the closed account is not revealed by it.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/auth/student/',
      payload: { email: leaver.email, password: 'wrongpass1' },
    });
    expect(wrong.statusCode).toBe(401);
    // Everyone else still signs in with their dashboard token.
    const stays = await studentBySourced(studentId(3));
    const token = await t.app.inject({
      method: 'POST',
      url: '/auth/api_token_auth/',
      payload: { token: stays.api_token },
    });
    expect(token.statusCode).toBe(200);

    // The same changed export again changes nothing.
    const again = await upload(school);
    expect(again.json()).toMatchObject({ students: NOTHING, teachers: NOTHING, memberships: { added: 0, removed: 0 } });
    const disabled = await t.db
      .select({ n: count() })
      .from(students)
      .where(and(eq(students.client, client), isNotNull(students.sign_in_disabled_at)));
    expect(disabled[0]!.n).toBe(1);
  });

  // 9,500 students of 7 values each: 66,500 parameters, past the 65,535 one statement takes.
  it('imports a large school in one go (more rows than one statement takes parameters)', async () => {
    const big = await createClient(t.db);
    const admin = await createClientAdmin(t.db, big);
    const { payload, headers: form } = await rosterUpload(
      zipFiles(exportFiles(schoolExport({ students: 9500, org: 'org-big', domain: 'big.example', emails: false }))),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/import-oneroster/?program=SAT',
      headers: { ...bearer(tokenFor(t.app, 'clientadmin', admin.client_admin_id, big.client_id)), ...form },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ students: { created: 9500 }, memberships: { added: 9503 }, invited: 3 });
    const [row] = await t.db.select({ n: count() }).from(students).where(eq(students.client, big.client_id));
    expect(row!.n).toBe(9500);
  }, 120_000);
});
