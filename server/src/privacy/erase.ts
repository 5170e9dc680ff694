// Erasure of a person (issue 28, docs/decisions/0114-erasure.md): one function a kind, one transaction,
// called by the erase and DELETE routes and by the retention sweep, so no path leaves a half-erased person.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { audit } from '../audit/record';
import type { Db, Tx } from '../db/client';
import {
  clients,
  erasedAnswers,
  masterSittings,
  passwordResetTokens,
  personalizedSittings,
  refreshTokens,
  sessionCutoffs,
  signIns,
  signInCodes,
  staffTotp,
  students,
  teachers,
  totpChallenges,
  warmupResults,
} from '../db/schema/index';
import { deleteStudentPages, removeFiles } from '../paper/scans/privacy';
import type { Storage } from '../storage/storage';
import { recordErasure } from './ledger';
import { type ErasedPerson, pseudonymFor, pseudonymizeEvents } from './pseudonymize';

export interface EraseOptions {
  /** An admin's request (the erase or DELETE routes), or the retention sweep. */
  reason: 'request' | 'retention';
  /** Where the erasure is recorded for a restore to apply again (ledger.ts): the app's `storage`. */
  ledger: Storage;
}

const fullNames = (first: string, middle: string, last: string) =>
  [
    [first, last],
    [first, middle, last],
  ].map((parts) => parts.filter(Boolean).join(' '));

const monthOf = (date: Date | string) => `${new Date(date).toISOString().slice(0, 7)}-01`;

/** The sign-in of a person: refresh and reset tokens, two-factor, sign-in history, session cutoffs. */
async function deleteSignIn(tx: Tx, role: 'student' | 'teacher', id: number) {
  await tx.delete(refreshTokens).where(and(eq(refreshTokens.role, role), eq(refreshTokens.userId, id)));
  await tx
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.role, role), eq(passwordResetTokens.userId, id)));
  await tx.delete(signIns).where(and(eq(signIns.role, role), eq(signIns.userId, id)));
  await tx.delete(sessionCutoffs).where(and(eq(sessionCutoffs.role, role), eq(sessionCutoffs.userId, id)));
  await tx.delete(staffTotp).where(and(eq(staffTotp.role, role), eq(staffTotp.userId, id)));
  await tx.delete(totpChallenges).where(and(eq(totpChallenges.role, role), eq(totpChallenges.userId, id)));
  // A sign-in code's answer is sealed and names no one readably; the expired ones are swept here, a live one
  // holds a refresh token deleted above and an access token for a person who no longer exists.
  await tx.delete(signInCodes).where(lt(signInCodes.expiresAt, new Date()));
}

/** The student's taken work as anonymous rows (erased.ts); the sittings themselves go with the student. */
async function keepAnswersAnonymous(tx: Tx, student: number, client: number) {
  const sittings = await tx
    .select()
    .from(masterSittings)
    .where(and(eq(masterSittings.student, student), eq(masterSittings.test_taken, true)));
  const preparations = await tx
    .select()
    .from(personalizedSittings)
    .where(and(eq(personalizedSittings.student, student), eq(personalizedSittings.test_taken, true)));
  const warmups = await tx
    .select()
    .from(warmupResults)
    .where(and(eq(warmupResults.student, student), eq(warmupResults.test_taken, true)));
  const rows: (typeof erasedAnswers.$inferInsert)[] = [
    ...sittings.map((s) => ({
      client,
      kind: 'test' as const,
      quiz: s.master_qnsbank,
      month: monthOf(s.master_sitting_date),
      prep_test: s.prep_test,
      score: s.score,
      total_qns: s.total_qns,
      result: s.result,
    })),
    ...preparations.map((p) => ({
      client,
      kind: 'preparation' as const,
      quiz: p.master_qnsbank,
      month: monthOf(p.personalized_sitting_date),
      score: p.score,
      total_qns: p.total_qns,
      result: p.result,
    })),
    ...warmups.map((w) => ({
      client,
      kind: 'warmup' as const,
      quiz: w.warmup_set_no,
      month: monthOf(w.Warmup_date),
      score: w.score,
      total_qns: w.total_qns,
      answers: w.answers,
      wrong: w.wrng_qns_list,
      answer_times: w.answer_times,
      test_level: w.test_level,
    })),
  ];
  if (rows.length > 0) await tx.insert(erasedAnswers).values(rows);
}

const inTransaction = <T>(db: Db | Tx, work: (tx: Tx) => Promise<T>) => (db as Db).transaction(work);

/**
 * Erases the student: their profile, sign-in, tokens, sign-in history, class places and every record that
 * names them; their taken work kept as anonymous rows unless their client's `erase_answers` is on; their
 * audit events pseudonymised; a `student.erased` event. A student who does not exist is no error (the
 * sweep and a restore may ask twice). In the caller's transaction when given one.
 */
export async function eraseStudent(db: Db | Tx, studentId: number, opts: EraseOptions): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [found] = await tx
      .select({ student: students, eraseAnswers: clients.erase_answers })
      .from(students)
      .innerJoin(clients, eq(clients.client_id, students.client))
      .where(eq(students.student_id, studentId))
      .for('update', { of: students });
    if (!found) return;
    const { student: s, eraseAnswers } = found;
    const person: ErasedPerson = {
      kind: 'student',
      id: s.student_id,
      client: s.client,
      identifying: [s.email, ...fullNames(s.Student_First_Name, s.Student_Middle_Name, s.Student_Last_Name)],
      names: [s.Student_First_Name, s.Student_Middle_Name, s.Student_Last_Name],
      details: [
        s.Student_Mobile,
        s.Emergency_Contact_Person1,
        s.Emergency_Contact_Person2,
        s.Emergency_Mobile1,
        s.Emergency_Mobile2,
        s.Student_Address,
        s.api_token,
      ],
    };
    const pseudonym = pseudonymFor('student');
    if (!eraseAnswers) await keepAnswersAnonymous(tx, s.student_id, s.client);
    await deleteSignIn(tx, 'student', s.student_id);
    // Their scanned sheet pages: the rows would outlive the sittings (set null), so they go first.
    const scanned = await deleteStudentPages(tx, s.student_id);
    // Their sittings, warm-up results, class places and warm-up version go with them (foreign key cascades).
    await tx.delete(students).where(eq(students.student_id, s.student_id));
    await pseudonymizeEvents(tx, person, pseudonym);
    await audit(tx, {
      action: 'student.erased',
      client: s.client,
      subject: { type: 'student', id: null, label: pseudonym },
      changes: { reason: [null, opts.reason], answers: [null, eraseAnswers ? 'deleted' : 'kept anonymous'] },
    });
    // Last, after every statement succeeded: only the commit itself can still fail after it.
    await removeFiles(opts.ledger, scanned);
    await recordErasure(opts.ledger, 'student', s.student_id);
  });
}

/**
 * Erases the teacher: their profile, sign-in, tokens, sign-in history and class places (the classes stay,
 * without them), their name where a student's profile names them as their teacher, and their audit events
 * pseudonymised; a `teacher.erased` event.
 */
export async function eraseTeacher(db: Db | Tx, teacherId: number, opts: EraseOptions): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [t] = await tx.select().from(teachers).where(eq(teachers.id, teacherId)).for('update');
    if (!t) return;
    const person: ErasedPerson = {
      kind: 'teacher',
      id: t.id,
      client: t.client,
      identifying: [t.Email, ...fullNames(t.First_Name, t.Middle_Name, t.Last_Name)],
      names: [t.First_Name, t.Middle_Name, t.Last_Name],
      details: [
        t.Mobile,
        t.Emergency_Contact_Person1,
        t.Emergency_Contact_Person2,
        t.Emergency_Mobile1,
        t.Emergency_Mobile2,
        t.Address,
      ],
    };
    const pseudonym = pseudonymFor('teacher');
    await deleteSignIn(tx, 'teacher', t.id);
    await tx.delete(teachers).where(eq(teachers.id, t.id));
    // A student's Assign_Teachers names a teacher of the client by first name: cleared where no teacher left has it.
    const others = await tx
      .select({ id: teachers.id })
      .from(teachers)
      .where(and(eq(teachers.client, t.client), sql`lower(${teachers.First_Name}) = lower(${t.First_Name})`));
    if (others.length === 0)
      await tx
        .update(students)
        .set({ Assign_Teachers: '' })
        .where(and(eq(students.client, t.client), sql`lower(${students.Assign_Teachers}) = lower(${t.First_Name})`));
    await pseudonymizeEvents(tx, person, pseudonym);
    await audit(tx, {
      action: 'teacher.erased',
      client: t.client,
      subject: { type: 'teacher', id: null, label: pseudonym },
      changes: { reason: [null, opts.reason] },
    });
    await recordErasure(opts.ledger, 'teacher', t.id);
  });
}

/** Applies the erasures again (a restore): each that still finds its person in the database. */
export async function reapplyErasures(
  db: Db,
  records: readonly { kind: 'student' | 'teacher'; id: number }[],
  ledger: Storage,
): Promise<number> {
  const ids = (kind: 'student' | 'teacher') => records.filter((r) => r.kind === kind).map((r) => r.id);
  const studentIds = ids('student');
  const teacherIds = ids('teacher');
  const presentStudents = studentIds.length
    ? await db.select({ id: students.student_id }).from(students).where(inArray(students.student_id, studentIds))
    : [];
  const presentTeachers = teacherIds.length
    ? await db.select({ id: teachers.id }).from(teachers).where(inArray(teachers.id, teacherIds))
    : [];
  for (const { id } of presentStudents) await eraseStudent(db, id, { reason: 'request', ledger });
  for (const { id } of presentTeachers) await eraseTeacher(db, id, { reason: 'request', ledger });
  return presentStudents.length + presentTeachers.length;
}
