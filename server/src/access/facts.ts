// The facts the policy needs of a record, one query each: whose client it belongs to, which student it
// is about, and for content whether the viewer's client was granted it or the viewing student assigned it.
// Undefined when there is no such record (the request then answers 404).
import type { AccessClaims } from '@prep/domain';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { grantedToClient, taughtClassCondition, taughtStudentCondition } from './lists';
import { studentIdOf, teacherIdOf } from './principal';
import { assignedToStudent } from './visibility';
import {
  answers,
  assignedQuizzes,
  classrooms,
  clientAdmins,
  clients,
  masterSittings,
  personalizedSittings,
  questions,
  quizzes,
  steps,
  stepVideos,
  students,
  teachers,
  warmupResults,
} from '../db/schema/index';
import type { Facts } from './authorize';

type Reader = Db | Tx;

/** A list or a creation aimed at a client (the super admin names one; anyone else gets their own). */
export const clientTarget = (client: number | undefined): Facts => ({ client });

export async function clientFacts(db: Reader, id: number): Promise<Facts | undefined> {
  const [row] = await db.select({ client: clients.client_id }).from(clients).where(eq(clients.client_id, id));
  return row;
}

export async function clientAdminFacts(db: Reader, id: number): Promise<Facts | undefined> {
  const [row] = await db
    .select({ client: clientAdmins.client })
    .from(clientAdmins)
    .where(eq(clientAdmins.client_admin_id, id));
  return row;
}

export async function teacherFacts(db: Reader, id: number): Promise<Facts | undefined> {
  const [row] = await db.select({ client: teachers.client }).from(teachers).where(eq(teachers.id, id));
  return row;
}

export async function studentFacts(db: Reader, id: number): Promise<Facts | undefined> {
  const [row] = await db
    .select({ client: students.client, student: students.student_id })
    .from(students)
    .where(eq(students.student_id, id));
  return row;
}

/** A student's facts for a viewer who may be a teacher: whether a class of theirs holds the student. */
export async function studentFactsFor(db: Reader, viewer: AccessClaims, id: number): Promise<Facts | undefined> {
  const teacher = teacherIdOf(viewer) ?? -1;
  const [row] = await db
    .select({
      client: students.client,
      student: students.student_id,
      taught: taughtStudentCondition(teacher, students.student_id).mapWith(Boolean),
    })
    .from(students)
    .where(eq(students.student_id, id));
  return row;
}

/**
 * A student's lists: a student asking for their own are known by their token (the list's query is
 * narrowed to that student and client, so nothing else can come back); anyone else's are read.
 */
export async function studentListFacts(db: Reader, viewer: AccessClaims, id: number): Promise<Facts | undefined> {
  if (studentIdOf(viewer) === id && viewer.client_id !== null) return { client: viewer.client_id, student: id };
  return studentFacts(db, id);
}

/**
 * A class's facts: its client, and for a teacher whether they teach it; with whether its client has
 * classes on (assign_test_for_class), which the classes' routes check once the access is decided.
 */
/** A class's own fields, as stored. */
export interface ClassRecord {
  class_name: string;
  program: string;
  grade_level: number | null;
  archived: boolean;
}

export async function classroomFacts(
  db: Reader,
  viewer: AccessClaims,
  id: number,
): Promise<(Facts & { client: number; enabled: boolean; name: string; record: ClassRecord }) | undefined> {
  const teacher = teacherIdOf(viewer) ?? -1;
  const [row] = await db
    .select({
      client: classrooms.client,
      // The class's name, for the label of its audit events (no second read).
      name: classrooms.class_name,
      taught: taughtClassCondition(teacher, classrooms.id).mapWith(Boolean),
      enabled: clients.assign_test_for_class,
      // The class as it is, read by the same statement: a change's audit event compares with it.
      record: {
        class_name: classrooms.class_name,
        program: classrooms.program,
        grade_level: classrooms.grade_level,
        archived: classrooms.archived,
      },
    })
    .from(classrooms)
    .innerJoin(clients, eq(clients.client_id, classrooms.client))
    .where(eq(classrooms.id, id));
  return row;
}

export async function grantFacts(db: Reader, id: number): Promise<Facts | undefined> {
  const [row] = await db
    .select({ client: assignedQuizzes.client })
    .from(assignedQuizzes)
    .where(eq(assignedQuizzes.id, id));
  return row;
}

/** A record that belongs to one student (a warm-up result, a sitting): its student and the student's client. */
async function studentRecordFacts(
  db: Reader,
  table: PgTable,
  idColumn: PgColumn,
  studentColumn: PgColumn,
  id: number,
): Promise<Facts | undefined> {
  const [row] = await db
    .select({ client: students.client, student: sql<number>`${studentColumn}` })
    .from(table)
    .innerJoin(students, eq(students.student_id, studentColumn))
    .where(eq(idColumn, id));
  return row;
}

export const warmupResultFacts = (db: Reader, id: number) =>
  studentRecordFacts(db, warmupResults, warmupResults.result_id, warmupResults.student, id);

/** A master sitting's facts. */
export const sittingFacts = (db: Reader, id: number) =>
  studentRecordFacts(db, masterSittings, masterSittings.master_sitting_id, masterSittings.student, id);

/** A personalized preparation test's facts. */
export const personalizedFacts = (db: Reader, id: number) =>
  studentRecordFacts(db, personalizedSittings, personalizedSittings.personalized_id, personalizedSittings.student, id);

/**
 * Whether a test (or warm-up set) is granted to the viewer's client, and assigned to the viewing
 * student: by a real or personalized sitting, or a warm-up result on it.
 */
export function contentFacts(viewer: AccessClaims, quizId: SQLish) {
  return {
    granted: sql<boolean>`${grantedToClient(viewer.client_id ?? -1, quizId)}`,
    assigned: sql<boolean>`${assignedToStudent(studentIdOf(viewer) ?? -1, quizId)}`,
  };
}
type SQLish = Parameters<typeof sql>[1];

export async function quizFacts(db: Reader, viewer: AccessClaims, id: number): Promise<Facts | undefined> {
  const [row] = await db
    .select(contentFacts(viewer, quizzes.master_qnsbank_id))
    .from(quizzes)
    .where(eq(quizzes.master_qnsbank_id, id));
  return row;
}

/** A test's facts for its item analysis, with the class's when one is asked for (null: none asked, or no such class). */
export interface AnalysisFacts {
  granted: boolean;
  class_client: number | null;
  /** For a teacher: whether they teach the class asked for. */
  taught: boolean;
}

export async function testAnalysisFacts(
  db: Reader,
  viewer: AccessClaims,
  quiz: number,
  classroom: number | undefined,
): Promise<AnalysisFacts | undefined> {
  const cls = classroom ?? -1;
  const [row] = await db
    .select({
      granted: contentFacts(viewer, quizzes.master_qnsbank_id).granted,
      class_client: sql<number | null>`(select c.client_id from ${classrooms} c where c.id = ${cls})`,
      taught: taughtClassCondition(teacherIdOf(viewer) ?? -1, sql`${cls}`).mapWith(Boolean),
    })
    .from(quizzes)
    .where(eq(quizzes.master_qnsbank_id, quiz));
  return row;
}

/** A question's facts are its test's. */
export async function questionFacts(db: Reader, viewer: AccessClaims, id: number): Promise<Facts | undefined> {
  const [row] = await db
    .select(contentFacts(viewer, questions.master_qnsbank))
    .from(questions)
    .where(eq(questions.questionid, id));
  return row;
}

/** An answer option's facts are its test's. */
export async function answerFacts(db: Reader, viewer: AccessClaims, id: number): Promise<Facts | undefined> {
  const [row] = await db
    .select(contentFacts(viewer, answers.master_qnsbank))
    .from(answers)
    .where(eq(answers.answersid, id));
  return row;
}

/** A steps row's facts are its test's. */
export async function stepsFacts(db: Reader, viewer: AccessClaims, id: number): Promise<Facts | undefined> {
  const [row] = await db
    .select(contentFacts(viewer, steps.master_qnsbank))
    .from(steps)
    .where(eq(steps.master_qnssteps_versionid, id));
  return row;
}

/**
 * A step video's facts: its test's, and its owner. A general video (no owner) is every reader's, so its client
 * is left unchecked for a read; for a change it stays null, which only the super admin's reach accepts.
 */
export async function stepVideoFacts(
  db: Reader,
  viewer: AccessClaims,
  id: number,
  purpose: 'read' | 'change',
): Promise<Facts | undefined> {
  const [row] = await db
    .select({ ...contentFacts(viewer, stepVideos.master_qnsbank), owner: stepVideos.client_admin })
    .from(stepVideos)
    .where(eq(stepVideos.master_qnsvideos_versionid, id));
  if (!row) return undefined;
  const { owner, ...facts } = row;
  return { ...facts, client: owner === null && purpose === 'read' ? undefined : owner };
}
