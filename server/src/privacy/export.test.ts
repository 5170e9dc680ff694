// The privacy export against what the student did: a student created, taught in a class, given a real test
// and a warm-up which they take, then exported. The zip holds each table as JSON and CSV, never a
// credential; the export is an audit event; no one outside the student's admins and the student gets it.
import { desc, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../audit/record';
import { auditEvents, clients, masterSittings, students, warmupResults } from '../db/schema/index';
import {
  bearer,
  createTeacher,
  createWarmupResult,
  createWarmupSet,
  grantToClient,
  studentPayload,
  superAdminHeaders,
  teacherPayload,
  tokenFor,
} from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { caller, type Headers, sittingWorld } from '../test/sittings';

let t: TestApp;
let w: Awaited<ReturnType<typeof sittingWorld>>;
let call: ReturnType<typeof caller>;
let set: Awaited<ReturnType<typeof createWarmupSet>>;
let teacher: { id: number; headers: Headers };
let pupil: { id: number; email: string; password: string; headers: Headers };
let sittingId: number;
let resultId: number;
let classId: number;

type Files = Record<string, string>;
const FILES = [
  'student',
  'sittings',
  'warmups',
  'classes',
  'progress',
  'sign_ins',
  'audit',
  'lms_accounts',
  'lms_work',
  'lms_scores',
  'scanned_pages',
];

// TextDecoder drops a leading byte order mark: each CSV's is kept as a '\ufeff' of its own to be seen.
const BOM = [0xef, 0xbb, 0xbf];
function unzipped(body: Buffer): Files {
  const files = unzipSync(new Uint8Array(body));
  return Object.fromEntries(
    Object.entries(files).map(([name, bytes]) => {
      const bom = BOM.every((byte, i) => bytes[i] === byte);
      return [name, (bom ? '\ufeff' : '') + strFromU8(bom ? bytes.subarray(3) : bytes)];
    }),
  );
}
const json = (files: Files, name: string) => JSON.parse(files[`${name}.json`] ?? 'null');

async function exported(url: string, headers: Headers) {
  const res = await call('GET', url, headers);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return { res, files: unzipped(res.rawPayload) };
}

beforeAll(async () => {
  t = await startTestApp();
  call = caller(t);
  w = await sittingWorld(t);
  const client = w.a.client.client_id;
  await t.db.update(clients).set({ assign_test_for_class: true }).where(eq(clients.client_id, client));
  const maria = await createTeacher(t.db, client, { First_Name: 'Maria', Last_Name: 'Lopez' });
  teacher = { id: maria.id, headers: bearer(tokenFor(t.app, 'teacher', maria.id, client)) };
  set = await createWarmupSet(t.db, { name: 'Facts 1', section_duration: '00:00:00' });
  await grantToClient(t.db, client, w.a.admin.email, {
    quizzes: [w.test.quiz.master_qnsbank_id],
    warmups: [set.set.master_qnsbank_id],
  });

  // The admin creates the student (an audited change of theirs), who then signs in.
  const body = studentPayload('Maria', {
    Student_First_Name: 'Kavya',
    Student_Last_Name: 'Raman',
    password: 'kavya-pass-1',
    confirm_password: 'kavya-pass-1',
  });
  const created = await call('POST', '/api/student/', w.a.adminHeaders, { ...body, client });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().student.student_id as number;
  pupil = {
    id,
    email: body.email as string,
    password: 'kavya-pass-1',
    headers: bearer(tokenFor(t.app, 'student', id, client)),
  };
  expect((await call('POST', '/auth/student/', {}, { email: pupil.email, password: pupil.password })).statusCode).toBe(
    200,
  );

  const classroom = await call('POST', '/api/classroom/', w.a.adminHeaders, {
    class_name: 'Period 3',
    program: 'SAT',
    teachers: [teacher.id],
    students: [id],
  });
  expect(classroom.statusCode, classroom.body).toBe(201);
  classId = classroom.json().id;

  // A real test: questions 1 and 2 right (keys B, B), 3 wrong, 4 unanswered.
  const sitting = await call('POST', '/api/mastersitting/', w.a.adminHeaders, {
    master_qnsbank: w.test.quiz.master_qnsbank_id,
    student: id,
  });
  expect(sitting.statusCode, sitting.body).toBe(201);
  sittingId = sitting.json().master_sitting_id;
  const q = w.test.questions;
  const submitted = await call('POST', `/api/mastersitting/${sittingId}/submit/`, pupil.headers, {
    result: [
      { questionid: q[0]!.id, select_ans: q[0]!.key },
      { questionid: q[1]!.id, select_ans: q[1]!.key },
      { questionid: q[2]!.id, select_ans: q[2]!.options[0] },
    ],
  });
  expect(submitted.statusCode, submitted.body).toBe(200);

  // A warm-up: 12 + 7 = 19 right, 45 - 18 answered 26 (wrong), the rest unanswered.
  const assigned = await call('POST', '/api/warmup-result/', w.a.adminHeaders, {
    warmup_set_no: set.set.master_qnsbank_id,
    student: id,
    timer: false,
  });
  expect(assigned.statusCode, assigned.body).toBe(201);
  resultId = assigned.json().result_id ?? assigned.json()[0]?.result_id;
  const cards = set.warmups.map((x) => x.warmup_id);
  expect((await call('GET', `/api/warmup-result/${resultId}/`, pupil.headers)).statusCode).toBe(200);
  // A minute at it by the server's clock, so the card times sent are kept as they are (they are capped by it).
  await t.db
    .update(warmupResults)
    .set({ started_at: new Date(Date.now() - 60_000) })
    .where(eq(warmupResults.result_id, resultId));
  const taken = await call('PUT', `/api/warmup-result/${resultId}/`, pupil.headers, {
    test_taken: true,
    result: [
      { warmup_id: cards[0], result: '19', ms: 1800 },
      { warmup_id: cards[1], result: '26', ms: 4200 },
    ],
  });
  expect(taken.statusCode, taken.body).toBe(200);
});
afterAll(() => t.close());

describe('GET /api/student/{id}/export/', () => {
  it('answers a zip of every table, as JSON and as CSV with a header', async () => {
    const { res, files } = await exported(`/api/student/${pupil.id}/export/`, w.a.adminHeaders);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="student-${pupil.id}-export.zip"`);
    expect(Object.keys(files).sort()).toEqual(FILES.flatMap((f) => [`${f}.csv`, `${f}.json`]).sort());
    expect(files['student.csv']).toMatch(/^\ufeffstudent_id,client,/);
    expect(files['sittings.csv']?.split('\r\n')[0]).toContain('kind,id,date');
    expect(files['warmups.csv']?.split('\r\n')[0]).toContain('cards');
    expect(files['classes.csv']?.split('\r\n')[0]).toContain('class_name');
    expect(files['audit.csv']?.split('\r\n')[0]).toContain('action');
  });

  it('holds the profile without its password hash or sign-in token', async () => {
    const { files } = await exported(`/api/student/${pupil.id}/export/`, w.a.adminHeaders);
    expect(json(files, 'student')).toMatchObject({
      student_id: pupil.id,
      Student_First_Name: 'Kavya',
      Student_Last_Name: 'Raman',
      email: pupil.email,
    });
    const [stored] = await t.db.select().from(students).where(eq(students.student_id, pupil.id));
    const everything = Object.values(files).join('\n');
    expect(everything).not.toContain(stored!.passwordHash);
    expect(everything).not.toContain(stored!.api_token);
    expect(everything).not.toContain(pupil.password);
    expect(json(files, 'student')).not.toHaveProperty('api_token');
  });

  it('holds the sitting with its answers and score, the warm-up with its answers and card times, the class', async () => {
    const { files } = await exported(`/api/student/${pupil.id}/export/`, w.a.adminHeaders);
    const q = w.test.questions;
    const sitting = json(files, 'sittings').find(
      (s: { kind: string; id: number }) => s.kind === 'real' && s.id === sittingId,
    );
    expect(sitting).toMatchObject({
      taken: true,
      released: false,
      score: 2,
      total: 4,
      test: w.test.quiz.master_qnsbank_id,
    });
    expect(sitting.answers).toEqual([
      { question_number: 1, questionid: q[0]!.id, select_ans: String(q[0]!.key), chosen: 'second of 1', correct: true },
      { question_number: 2, questionid: q[1]!.id, select_ans: String(q[1]!.key), chosen: 'second of 2', correct: true },
      {
        question_number: 3,
        questionid: q[2]!.id,
        select_ans: String(q[2]!.options[0]),
        chosen: 'first of 3',
        correct: false,
      },
      { question_number: 4, questionid: q[3]!.id, select_ans: '', chosen: null, correct: false },
    ]);
    const [warmup] = json(files, 'warmups');
    const cards = set.warmups.map((x) => x.warmup_id);
    expect(warmup).toMatchObject({ id: resultId, taken: true, score: 1, total: 4 });
    expect(warmup.cards.slice(0, 2)).toEqual([
      { warmup_id: cards[0], equation: '12 + 7', answer: '19', right_answer: '19', correct: true, ms: 1800 },
      { warmup_id: cards[1], equation: '45 - 18', answer: '26', right_answer: '27', correct: false, ms: 4200 },
    ]);
    expect(json(files, 'classes')).toEqual([
      {
        id: classId,
        class_name: 'Period 3',
        program: 'SAT',
        grade_level: null,
        archived: false,
        teachers: ['Maria Lopez'],
      },
    ]);
    expect(json(files, 'sign_ins')).toEqual([expect.objectContaining({ ok: true, method: 'password' })]);
    expect(json(files, 'progress')).toMatchObject({ levels: { student: pupil.id }, skills: { student: pupil.id } });
  });

  it('holds the events about the student (not another’s), and is an event itself', async () => {
    // Events as a change of the student's records writes them (audit/record.ts), and one about another student.
    const client = w.a.client.client_id;
    const other = await w.student();
    await audit(t.db, [
      {
        action: 'student.updated',
        client,
        subject: { type: 'student', id: pupil.id, label: 'Kavya Raman' },
        student: pupil.id,
        changes: { City: ['Springfield', 'Chennai'] },
      },
      {
        action: 'student.updated',
        client,
        subject: { type: 'student', id: other.id, label: 'Other' },
        student: other.id,
      },
    ]);
    const before = await exported(`/api/student/${pupil.id}/export/`, w.a.adminHeaders);
    const events = json(before.files, 'audit');
    expect(events).toContainEqual(
      expect.objectContaining({
        action: 'student.updated',
        subject_id: pupil.id,
        changes: { City: ['Springfield', 'Chennai'] },
      }),
    );
    // Events of their class or sittings are theirs too; none is about another student.
    const aboutAStudent = events.filter((e: { subject_type: string }) => e.subject_type === 'student');
    expect(aboutAStudent.map((e: { subject_id: number }) => e.subject_id)).not.toContain(other.id);
    expect(aboutAStudent.every((e: { subject_id: number }) => e.subject_id === pupil.id)).toBe(true);
    // The export itself: an event about the student, by the admin (AUDIT_CHECK proves it carries the export's
    // request id); the next export holds it.
    const [last] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'student.exported'))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(last).toMatchObject({
      actorRole: 'clientadmin',
      actorId: w.a.admin.client_admin_id,
      clientId: client,
      studentId: pupil.id,
      subjectType: 'student',
      subjectId: pupil.id,
      subjectLabel: 'Kavya Raman',
    });
    const after = json((await exported(`/api/student/${pupil.id}/export/`, w.a.adminHeaders)).files, 'audit');
    expect(after.map((e: { id: number }) => e.id)).toContain(last!.id);
  });

  it('gives the student their own, with the score and right answers hidden until released', async () => {
    const { files } = await exported(`/api/student/${pupil.id}/export/`, pupil.headers);
    const sitting = json(files, 'sittings').find((s: { id: number }) => s.id === sittingId);
    expect(sitting).toMatchObject({ score: null, released: false });
    expect(sitting.answers.map((a: { correct: unknown }) => a.correct)).toEqual([null, null, null, null]);
    expect(json(files, 'warmups')[0].cards[0]).not.toHaveProperty('right_answer');
    const released = await call('PUT', `/api/mastersitting/${sittingId}/`, w.a.adminHeaders, {
      analyse_test_results: true,
    });
    expect(released.statusCode, released.body).toBe(200);
    const after = json((await exported(`/api/student/${pupil.id}/export/`, pupil.headers)).files, 'sittings');
    expect(after.find((s: { id: number }) => s.id === sittingId)).toMatchObject({ score: 2, released: true });
  });

  it('reads one statement per table, however much the student has done', async () => {
    const statements = async () => {
      const before = t.queries();
      await exported(`/api/student/${pupil.id}/export/`, w.a.adminHeaders);
      return t.queries() - before;
    };
    const first = await statements();
    const quiz = w.test.quiz.master_qnsbank_id;
    await t.db.insert(masterSittings).values([1, 2, 3].map(() => ({ master_qnsbank: quiz, student: pupil.id })));
    for (let i = 0; i < 3; i++) await createWarmupResult(t.db, pupil.id, set.set, [set.warmups[0]!.warmup_id]);
    expect(await statements()).toBe(first);
    // The access facts, begin, fourteen reads (three of them the LMS link's, one the scanned pages'), the
    // event, commit, and the test harness's audit check.
    expect(first).toBeLessThanOrEqual(20);
  });

  it('answers the super admin', async () => {
    await exported(`/api/student/${pupil.id}/export/`, superAdminHeaders(t.app));
  });

  it('gives nothing to another client’s admin, a teacher (even theirs) or another student', async () => {
    const other = await w.student();
    for (const headers of [w.b.adminHeaders, teacher.headers, other.headers, w.b.studentHeaders]) {
      const res = await call('GET', `/api/student/${pupil.id}/export/`, headers);
      expect([403, 404]).toContain(res.statusCode);
      expect(res.headers['content-type']).not.toContain('zip');
      expect(res.body).not.toContain('Kavya');
    }
    expect((await call('GET', `/api/student/${pupil.id}/export/`, {})).statusCode).toBe(401);
  });

  it('refuses bad ids with a message, never a 5xx', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await call('GET', `/api/student/${id}/export/`, w.a.adminHeaders);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await call('GET', '/api/student/987654/export/', w.a.adminHeaders)).statusCode).toBe(404);
  });
});

describe('GET /api/teacher/{id}/export/', () => {
  it('answers the teacher’s zip: profile without credentials, classes, sign-ins, the events about them', async () => {
    const changed = await call(
      'PUT',
      `/api/teacher/${teacher.id}/`,
      w.a.adminHeaders,
      teacherPayload({ First_Name: 'Maria', Last_Name: 'Lopes' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const client = w.a.client.client_id;
    const profile = { type: 'teacher', id: teacher.id, label: 'Maria Lopes' };
    await audit(t.db, {
      action: 'teacher.updated',
      client,
      subject: profile,
      staff: { role: 'teacher', id: teacher.id },
    });
    await audit(t.db, {
      action: 'teacher.updated',
      client,
      subject: { ...profile, id: 0 },
      staff: { role: 'teacher', id: 0 },
    });
    await audit(
      t.db,
      { action: 'class.assigned', client, subject: { type: 'class', id: classId, label: 'Period 3' } },
      {
        actor: { role: 'teacher', id: teacher.id },
      },
    );
    const { res, files } = await exported(`/api/teacher/${teacher.id}/export/`, w.a.adminHeaders);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="teacher-${teacher.id}-export.zip"`);
    const names = ['teacher', 'classes', 'sign_ins', 'audit', 'lms_accounts', 'lms_deep_links'];
    expect(Object.keys(files).sort()).toEqual(names.flatMap((f) => [`${f}.csv`, `${f}.json`]).sort());
    expect(json(files, 'teacher')).toMatchObject({
      id: teacher.id,
      First_Name: 'Maria',
      Last_Name: 'Lopes',
      two_factor_sign_in: false,
    });
    expect(json(files, 'teacher')).not.toHaveProperty('passwordHash');
    expect(json(files, 'classes')).toEqual([
      expect.objectContaining({ id: classId, class_name: 'Period 3', students: 1 }),
    ]);
    const actions = json(files, 'audit').map(
      (e: { action: string; subject_id: number }) => `${e.action} ${e.subject_id}`,
    );
    // About them (their profile), and by them (the class they assigned work to); not another teacher's.
    expect(actions).toEqual(expect.arrayContaining([`teacher.updated ${teacher.id}`, `class.assigned ${classId}`]));
    expect(actions).not.toContain('teacher.updated 0');
    expect(files['teacher.csv']).toMatch(/^\ufeffid,client,/);
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'teacher.exported'));
    expect(events.at(-1)).toMatchObject({ staffRole: 'teacher', staffId: teacher.id, subjectLabel: 'Maria Lopes' });
  });

  it('gives the teacher their own; nothing to another teacher, another client’s admin or a student', async () => {
    await exported(`/api/teacher/${teacher.id}/export/`, teacher.headers);
    await exported(`/api/teacher/${teacher.id}/export/`, superAdminHeaders(t.app));
    const colleague = await createTeacher(t.db, w.a.client.client_id);
    const colleagueHeaders = bearer(tokenFor(t.app, 'teacher', colleague.id, w.a.client.client_id));
    for (const headers of [colleagueHeaders, w.b.adminHeaders, pupil.headers]) {
      const res = await call('GET', `/api/teacher/${teacher.id}/export/`, headers);
      expect([403, 404]).toContain(res.statusCode);
      expect(res.headers['content-type']).not.toContain('zip');
    }
    expect((await call('GET', '/api/teacher/abc/export/', w.a.adminHeaders)).statusCode).toBe(400);
    expect((await call('GET', '/api/teacher/987654/export/', w.a.adminHeaders)).statusCode).toBe(404);
  });
});
