// Erasure (issue 28): no row anywhere names the erased person, by id or by text, while a test's item
// analysis keeps its n; DELETE erases the same way; bad requests change nothing.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../access/visibility';
import { audit } from '../audit/record';
import {
  auditEvents,
  classrooms,
  classroomStudents,
  classroomTeachers,
  clients,
  erasedAnswers,
  masterSittings,
  passwordResetTokens,
  students,
  teachers,
} from '../db/schema/index';
import {
  bearer,
  superAdminHeaders,
  createStudent,
  createTeacher,
  createWarmupSet,
  createWarmupResult,
  tokenFor,
} from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { caller, type Headers, sittingWorld } from '../test/sittings';
import { erasuresSince } from './ledger';

let t: TestApp;
let w: Awaited<ReturnType<typeof sittingWorld>>;
let call: ReturnType<typeof caller>;
let url: string;
let room: number;

async function onPaper(admin: Headers, studentId: number, letters: string) {
  const assigned = await call('POST', '/api/mastersitting/', admin, {
    master_qnsbank: w.test.quiz.master_qnsbank_id,
    student: studentId,
  });
  const answers = [...letters].map((option, i) => ({ question_number: i + 1, option }));
  const graded = await call('POST', `/api/mastersitting/${assigned.json().master_sitting_id}/paper/`, admin, {
    answers,
  });
  expect(graded.statusCode).toBe(200);
}

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  w = await sittingWorld(t);
  url = `/api/analytics/test/${w.test.quiz.master_qnsbank_id}/`;
  await onPaper(w.a.adminHeaders, w.a.student.student_id, 'BBCA');
  const [r] = await t.db
    .insert(classrooms)
    .values({ client: w.a.client.client_id, class_name: 'Period 1', program: 'SAT' })
    .returning();
  room = r!.id;
});
afterAll(() => t.close());

/** A student with everything a person leaves behind: sittings, a warm-up, a class, sign-ins, tokens, events. */
async function studentWithHistory(first: string, last: string) {
  const s = await createStudent(t.db, w.a.client.client_id, {
    Student_First_Name: first,
    Student_Last_Name: last,
    email: `${first.toLowerCase()}@erase.test`,
    Student_Mobile: '555-867-5309',
    Emergency_Contact_Person1: `${first}mother ${last}`,
    Student_Address: '42 Wallaby Way',
  });
  await onPaper(w.a.adminHeaders, s.student_id, 'BACD');
  const { set, warmups } = await createWarmupSet(t.db);
  const ids = warmups.map((x) => x.warmup_id);
  await createWarmupResult(t.db, s.student_id, set, ids, { test_taken: true, score: 1 });
  await t.db.insert(classroomStudents).values({ classroom: room, student: s.student_id });
  const signedIn = await call('POST', '/auth/student/', {}, { email: s.email, password: s.password });
  expect(signedIn.statusCode).toBe(200);
  await call('POST', '/auth/student/', {}, { email: s.email, password: 'wrong-password' });
  await t.db
    .insert(passwordResetTokens)
    .values({ tokenHash: `reset-${s.student_id}`, role: 'student', userId: s.student_id, expiresAt: new Date() });
  const client = w.a.client.client_id;
  const name = `${first} ${last}`;
  await audit(t.db, [
    {
      action: 'student.updated',
      client,
      subject: { type: 'student', id: s.student_id, label: name },
      student: s.student_id,
      changes: { Student_Mobile: ['555-000-0000', '555-867-5309'], level: ['D0 None', 'D1'] },
    },
    {
      action: 'sitting.released',
      client,
      subject: { type: 'sitting', id: 1, label: `SAT Math 1 — ${name}` },
      student: s.student_id,
      changes: { comments: ['', `Well done ${first}`] },
    },
    // Not linked by a column: a class event that lists them by email.
    {
      action: 'class.assigned',
      client,
      subject: { type: 'class', id: room, label: 'Period 1' },
      changes: { students: [[], [s.email, 'someone@else.test']] },
    },
  ]);
  await audit(
    t.db,
    {
      action: 'sitting.submitted',
      client,
      subject: { type: 'sitting', id: 2, label: 'SAT Math 1' },
      student: s.student_id,
    },
    { actor: { role: 'student', id: s.student_id } },
  );
  return s;
}

/** Every integer column that can point at a person, with the condition that makes it point at a student. */
async function personColumns() {
  const columns = rowsOf<{ table: string; column: string }>(
    await t.db.execute(sql`select c.table_name as "table", c.column_name as "column"
      from information_schema.columns c
      where c.table_schema = 'public' and c.data_type in ('integer', 'bigint')
        and (c.column_name ~ '(^|_)(student|student_id|user_id|subject_id|actor_id|staff_id)$'
          or exists (select 1 from information_schema.key_column_usage k
            join information_schema.constraint_column_usage u on u.constraint_name = k.constraint_name
            where k.table_name = c.table_name and k.column_name = c.column_name
              and u.table_name in ('students', 'teachers')))
      order by 1, 2`),
  );
  const roleColumns = rowsOf<{ table: string }>(
    await t.db.execute(sql`select table_name as "table" from information_schema.columns
      where table_schema = 'public' and column_name = 'role'`),
  ).map((r) => r.table);
  return { columns, roleColumns };
}

const KIND_OF: Record<string, string> = { subject_id: 'subject_type', actor_id: 'actor_role', staff_id: 'staff_role' };

/** The rows of every person column that mean this person (a role or type column says whose id it is). */
async function rowsNaming(kind: 'student' | 'teacher', id: number) {
  const { columns, roleColumns } = await personColumns();
  const found: string[] = [];
  for (const { table, column } of columns) {
    const ident = sql`${sql.identifier(table)}.${sql.identifier(column)} = ${id}`;
    let condition = ident;
    if (table === 'audit_events') {
      if (column === 'student_id' && kind !== 'student') continue;
      const kindColumn = KIND_OF[column];
      if (kindColumn) condition = sql`${ident} and ${sql.identifier(kindColumn)} = ${kind}`;
    } else if (roleColumns.includes(table)) condition = sql`${ident} and role = ${kind}`;
    else if (kind === 'teacher' && !/teacher/.test(column) && table !== 'teachers') continue;
    else if (kind === 'student' && /teacher/.test(column)) continue;
    const [row] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${condition}`),
    );
    if (row!.n > 0) found.push(`${table}.${column}`);
  }
  return { found, checked: columns.map((c) => `${c.table}.${c.column}`) };
}

/** Every text or jsonb column of every table holding any of the texts (any case). */
async function textsNaming(texts: string[]) {
  const columns = rowsOf<{ table: string; column: string }>(
    await t.db.execute(sql`select table_name as "table", column_name as "column" from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'jsonb', 'character varying', 'ARRAY')
      order by 1, 2`),
  );
  const found: string[] = [];
  for (const { table, column } of columns) {
    for (const text of texts) {
      const [row] = rowsOf<{ n: number }>(
        await t.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}
          where strpos(lower(${sql.identifier(column)}::text), ${text.toLowerCase()}) > 0`),
      );
      if (row!.n > 0) found.push(`${table}.${column}: ${text}`);
    }
  }
  return found;
}

const analysis = async () => {
  const res = await call('GET', url, w.a.adminHeaders);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('POST /api/student/{id}/erase/', () => {
  it('leaves no row naming the student, by id or text, and the item analysis keeps its n', async () => {
    const s = await studentWithHistory('Zephyrine', 'Quillfeather');
    const before = await analysis();
    expect(before.n).toBe(2);
    expect((await rowsNaming('student', s.student_id)).found.length).toBeGreaterThan(5);

    const res = await call('POST', `/api/student/${s.student_id}/erase/`, w.a.adminHeaders, { confirm: s.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Student erased' });

    const { found, checked } = await rowsNaming('student', s.student_id);
    expect(checked).toEqual(
      expect.arrayContaining(['master_sittings.student_id', 'sign_ins.user_id', 'audit_events.subject_id']),
    );
    expect(found).toEqual([]);
    expect(
      await textsNaming([s.email, 'Zephyrine', 'Quillfeather', '555-867-5309', '42 Wallaby Way', s.api_token]),
    ).toEqual([]);
    expect(await analysis()).toEqual(before);
    expect((await call('POST', '/auth/student/', {}, { email: s.email, password: s.password })).statusCode).toBe(401);

    // The events keep what happened, under one pseudonym; the erasure is an event naming no one.
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.clientId, w.a.client.client_id));
    const erased = events.find((e) => e.action === 'student.erased')!;
    expect(erased.subjectLabel).toMatch(/^Erased student [0-9a-f]{4}$/);
    expect(erased.subjectId).toBeNull();
    const updated = events.find((e) => e.action === 'student.updated' && e.subjectLabel === erased.subjectLabel)!;
    expect(updated.changes).toEqual({
      Student_Mobile: [erased.subjectLabel, erased.subjectLabel],
      level: ['D0 None', 'D1'],
    });
    // The student's own submission (the paper entry before it was the admin's).
    expect(events.find((e) => e.action === 'sitting.submitted' && e.actorRole === 'student')).toMatchObject({
      actorRole: 'student',
      actorId: null,
      actorName: erased.subjectLabel,
    });
    const assigned = events.find((e) => e.action === 'class.assigned')!;
    expect(assigned.changes).toEqual({ students: [[], [erased.subjectLabel, 'someone@else.test']] });
    // A restore applies it again: the storage holds its id, and nothing else.
    expect((await erasuresSince(t.app.storage)).some((r) => r.kind === 'student' && r.id === s.student_id)).toBe(true);
  });

  it("deletes the answers too when the client's erase_answers is on", async () => {
    const s = await studentWithHistory('Barnabus', 'Thistlewood');
    const before = await analysis();
    const anonymous = (await t.db.select().from(erasedAnswers)).length;
    // The switch as the super admin sets it in Client Configuration.
    const switched = await call('PUT', `/api/client/${w.a.client.client_id}/`, superAdminHeaders(t.app), {
      erase_answers: true,
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().erase_answers).toBe(true);
    try {
      const res = await call('POST', `/api/student/${s.student_id}/erase/`, w.a.adminHeaders, { confirm: s.email });
      expect(res.statusCode).toBe(200);
    } finally {
      await t.db.update(clients).set({ erase_answers: false }).where(eq(clients.client_id, w.a.client.client_id));
    }
    expect((await analysis()).n).toBe(before.n - 1);
    expect((await t.db.select().from(erasedAnswers)).length).toBe(anonymous);
    expect((await rowsNaming('student', s.student_id)).found).toEqual([]);
    expect(await textsNaming([s.email, 'Barnabus', 'Thistlewood'])).toEqual([]);
  });

  it('refuses a confirmation that does not match, another client, a teacher or the student, changing nothing', async () => {
    const s = await studentWithHistory('Ottoline', 'Marchbanks');
    const path = `/api/student/${s.student_id}/erase/`;
    const wrong = await call('POST', path, w.a.adminHeaders, { confirm: 'someone@else.test' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Type the email exactly as the profile shows it to confirm the erasure');
    expect((await call('POST', path, w.a.adminHeaders, {})).statusCode).toBe(400);
    expect((await call('POST', path, w.b.adminHeaders, { confirm: s.email })).statusCode).toBeOneOf([403, 404]);
    const own = bearer(tokenFor(t.app, 'student', s.student_id, w.a.client.client_id));
    expect((await call('POST', path, own, { confirm: s.email })).statusCode).toBe(403);
    expect((await call('POST', '/api/student/999999/erase/', w.a.adminHeaders, { confirm: 'x' })).statusCode).toBe(404);
    expect((await t.db.select().from(students).where(eq(students.student_id, s.student_id))).length).toBe(1);
    expect((await t.db.select().from(masterSittings).where(eq(masterSittings.student, s.student_id))).length).toBe(1);
    expect((await rowsNaming('student', s.student_id)).found.length).toBeGreaterThan(5);
    // Any case and stray spaces still confirm.
    const ok = await call('POST', path, w.a.adminHeaders, { confirm: `  ${s.email.toUpperCase()} ` });
    expect(ok.statusCode).toBe(200);
  });
});

describe('DELETE /api/student/{id}/', () => {
  it('is the same erasure, answering as before', async () => {
    const s = await studentWithHistory('Philomena', 'Bramblecote');
    const before = await analysis();
    const res = await call('DELETE', `/api/student/${s.student_id}/`, w.a.adminHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Student Record Deleted!' });
    expect((await rowsNaming('student', s.student_id)).found).toEqual([]);
    expect(await textsNaming([s.email, 'Philomena', 'Bramblecote', '555-867-5309'])).toEqual([]);
    expect(await analysis()).toEqual(before);
  });
});

/** A teacher of class `room`, signed in once, named on a student's profile, with events of theirs. */
async function teacherWithHistory(first: string, last: string) {
  const teacher = await createTeacher(t.db, w.a.client.client_id, {
    First_Name: first,
    Last_Name: last,
    Email: `${first.toLowerCase()}@erase.test`,
    Mobile: '555-246-8100',
  });
  await t.db.insert(classroomTeachers).values({ classroom: room, teacher: teacher.id });
  const student = await createStudent(t.db, w.a.client.client_id, { Assign_Teachers: first });
  const client = w.a.client.client_id;
  await audit(t.db, {
    action: 'teacher.updated',
    client,
    subject: { type: 'teacher', id: teacher.id, label: `${first} ${last}` },
    staff: { role: 'teacher', id: teacher.id },
    changes: { Mobile: ['', '555-246-8100'], Email: [teacher.Email, teacher.Email] },
  });
  await audit(
    t.db,
    {
      action: 'sitting.released',
      client,
      subject: { type: 'sitting', id: 3, label: 'SAT Math 1' },
      student: student.student_id,
    },
    { actor: { role: 'teacher', id: teacher.id } },
  );
  return { teacher, student };
}

describe('POST /api/teacher/{id}/erase/ and DELETE /api/teacher/{id}/', () => {
  it('erases the teacher; their classes stay, without them', async () => {
    const { teacher, student } = await teacherWithHistory('Wilhelmina', 'Crabtree');
    const path = `/api/teacher/${teacher.id}/erase/`;
    expect((await call('POST', path, w.a.adminHeaders, { confirm: 'nope' })).statusCode).toBe(400);
    expect((await call('POST', path, w.b.adminHeaders, { confirm: teacher.Email })).statusCode).toBeOneOf([403, 404]);
    expect((await t.db.select().from(teachers).where(eq(teachers.id, teacher.id))).length).toBe(1);

    const res = await call('POST', path, w.a.adminHeaders, { confirm: teacher.Email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Teacher erased' });
    expect((await rowsNaming('teacher', teacher.id)).found).toEqual([]);
    expect(await textsNaming([teacher.Email, 'Wilhelmina', 'Crabtree', '555-246-8100'])).toEqual([]);
    expect((await t.db.select().from(classrooms).where(eq(classrooms.id, room))).length).toBe(1);
    const [kept] = await t.db.select().from(students).where(eq(students.student_id, student.student_id));
    expect(kept!.Assign_Teachers).toBe('');
    const [event] = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'teacher.erased'));
    expect(event!.subjectLabel).toMatch(/^Erased teacher [0-9a-f]{4}$/);
  });

  it('DELETE is the same erasure', async () => {
    const { teacher } = await teacherWithHistory('Cornelius', 'Ravenscroft');
    const res = await call('DELETE', `/api/teacher/${teacher.id}/`, w.a.adminHeaders);
    expect(res.statusCode).toBe(200);
    expect((await rowsNaming('teacher', teacher.id)).found).toEqual([]);
    expect(await textsNaming([teacher.Email, 'Cornelius', 'Ravenscroft'])).toEqual([]);
    expect((await t.db.select().from(classrooms).where(eq(classrooms.id, room))).length).toBe(1);
  });
});
