// The list filters: each reach of the policy table (policy.ts) as the SQL condition a list query adds,
// one function a rule, so a list reads only what the scope may see and no feature writes a rule again.
//   granted  → grantedToClient (tests and warm-up sets of the client's grant)
//   taught   → classesInReach, studentsInReach (a teacher's classes, and their students)
//   client   → inScope (tenant.ts), within both of those
//   released → releasedSql (what the student sees of a result once an administrator released it)
import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  assignedQuizzes,
  classrooms,
  classroomStudents,
  classroomTeachers,
  warmupResults,
  warmups,
} from '../db/schema/index';
import { isStudent, isSuperAdmin, teacherIdOf } from './principal';
import type { Scope } from './scope';
import { inScope } from './tenant';

type Operand = Parameters<typeof sql>[1];

/**
 * Whether the test or warm-up set is granted to the client (assigned_quizzes): the one home of
 * "granted", for facts (a number or a statement's placeholder) and list filters alike.
 */
export function grantedToClient(client: Operand, quizId: Operand): SQL {
  return sql`${quizId} in (select unnest(${assignedQuizzes.quiz_ids} || ${assignedQuizzes.warmup_ids})
      from ${assignedQuizzes} where ${assignedQuizzes.client} = ${client})`;
}

/** A client's grant as read (access/visibility.ts grantOf): its tests and its warm-up sets. */
interface GrantLists {
  quizzes: readonly number[];
  warmups: readonly number[];
}

/** grantedToClient on a grant already read, for a check that needs the kind: a test, or a warm-up set. */
export const isGranted = (grant: GrantLists | undefined, kind: 'test' | 'warmup', id: number) =>
  (kind === 'test' ? grant?.quizzes : grant?.warmups)?.includes(id) ?? false;

/** Whether the warm-up set is assigned to the student: a warm-up result of theirs of it. */
export function assignedWarmupSet(student: Operand, setNo: Operand): SQL {
  return sql`exists (select 1 from ${warmupResults} where ${warmupResults.student} = ${student}
        and ${warmupResults.warmup_set_no} = ${setNo})`;
}

/**
 * Released to the student: the one SQL home of "an administrator released this result" (a sitting's or a
 * warm-up result's columns, under `alias`); fields.ts's releasedTo is the same rule on a row read.
 */
export const releasedSql = (alias: string) => `${alias}.analyse_test_results`;

/**
 * Whether the teacher teaches a class the student is in: the one home of "a teacher's students".
 * The student column stays outside the subquery: drizzle writes a one-table select's column unqualified
 * ("student_id"), which inside the subquery would name cs.student_id and make every student "taught".
 */
export function taughtStudentCondition(teacher: number, student: Operand): SQL {
  return sql`${student} in (select cs.student_id from ${classroomStudents} cs
    join ${classroomTeachers} ct on ct.classroom_id = cs.classroom_id where ct.teacher_id = ${teacher})`;
}

/** Whether the teacher teaches the class; the class column kept outside the subquery for the same reason. */
export function taughtClassCondition(teacher: number, classroom: Operand): SQL {
  return sql`${classroom} in (select ct.classroom_id from ${classroomTeachers} ct where ct.teacher_id = ${teacher})`;
}

/** The classes the scope reaches: the client's (classroom.list's `client`), a teacher's own (`taught`). */
export function classesInReach(scope: Scope): SQL | undefined {
  const teacher = teacherIdOf(scope.principal);
  return and(
    inScope(classrooms.client, scope),
    teacher === undefined ? undefined : taughtClassCondition(teacher, classrooms.id),
  );
}

/** The students the scope reaches, by their id and client columns: a client's, a teacher's classes'. */
export function studentsInReach(scope: Scope, student: SQLWrapper, client: SQLWrapper): SQL | undefined {
  const teacher = teacherIdOf(scope.principal);
  return and(inScope(client, scope), teacher === undefined ? undefined : taughtStudentCondition(teacher, student));
}

/**
 * The warm-ups the scope may list (warmup.list): every one for the super admin; a student those put in
 * their warm-up results; anyone else those of the sets granted to their client.
 */
export function warmupsInReach(scope: Scope): SQL | undefined {
  if (isSuperAdmin(scope.principal)) return undefined;
  if (isStudent(scope.principal)) {
    return sql`${warmups.warmup_id} in (select (q.id)::int from ${warmupResults}
      cross join jsonb_array_elements_text(${warmupResults.assigned_questions}) q(id)
      where ${warmupResults.student} = ${scope.student ?? -1})`;
  }
  if (scope.client === 'all') return sql`false`;
  return grantedToClient(scope.client, warmups.set_no);
}

/** classesInReach on a class's facts already read: of the scope's client (any, for the super admin naming none), a teacher's own. */
export const classInReach = (scope: Scope, cls: { client: number; taught: boolean }) =>
  (scope.client === 'all' ? isSuperAdmin(scope.principal) : cls.client === scope.client) &&
  (teacherIdOf(scope.principal) === undefined || cls.taught);
