// Which tests and warm-up sets a scope may see:
//   super admin: all of them;
//   client admin (or its client's API key): those granted to its client (assigned_quizzes);
//   student: those assigned to them (a master or personalized sitting, or a warm-up result).
import type { AccessClaims } from '@prep/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { assignedQuizzes, masterSittings, personalizedSittings } from '../db/schema/index';
import { assignedWarmupSet, grantedToClient, releasedSql } from './lists';
import { isStudent, isSuperAdmin } from './principal';
import type { Scope } from './scope';

type Reader = Db | Tx;

export interface Grant {
  id: number;
  client: number;
  clientname: string;
  quizzes: number[];
  warmups: number[];
}

export async function grantOf(db: Reader, clientId: number): Promise<Grant | undefined> {
  const [row] = await db.select().from(assignedQuizzes).where(eq(assignedQuizzes.client, clientId));
  if (!row) return undefined;
  return { id: row.id, client: row.client, clientname: row.clientname, quizzes: row.quiz_ids, warmups: row.warmup_ids };
}

/** Rows of a raw query on either driver (node-postgres returns a result object, PGlite too, both with rows). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

type QuizIdColumn = Parameters<typeof sql>[1];

/**
 * Whether a test or warm-up set is assigned to the student, the one home of the rule: a real or
 * preparation sitting of theirs on it, or a warm-up result of theirs of it.
 */
export function assignedToStudent(student: number, quizId: QuizIdColumn): SQL {
  return sql`(exists (select 1 from ${masterSittings} where ${masterSittings.student} = ${student}
        and ${masterSittings.master_qnsbank} = ${quizId})
      or exists (select 1 from ${personalizedSittings} where ${personalizedSittings.student} = ${student}
        and ${personalizedSittings.master_qnsbank} = ${quizId})
      or ${assignedWarmupSet(student, quizId)})`;
}

/**
 * The same rule as visibleQuizIds, as a condition on a quiz id column, so a list query reads only what the
 * scope may see without a query of its own; undefined for the super admin (everything).
 */
export function visibleQuizCondition(scope: Scope, quizId: QuizIdColumn): SQL | undefined {
  const { principal } = scope;
  if (isSuperAdmin(principal)) return undefined;
  if (isStudent(principal)) return assignedToStudent(scope.student ?? -1, quizId);
  if (scope.client === 'all') return sql`false`;
  return grantedToClient(scope.client, quizId);
}

/** Whether the student has a sitting (a real test or a preparation test) on the quiz meeting `which`, SQL over its alias s. */
function sittingOnQuiz(student: number, quizId: QuizIdColumn, which: string): SQL {
  const condition = sql.raw(which);
  return sql`(${quizId} in (select s.master_qnsbank_id from master_sittings s where s.student_id = ${student} and ${condition})
    or ${quizId} in (select s.master_qnsbank_id from personalized_sittings s where s.student_id = ${student} and ${condition}))`;
}

/**
 * Opened at least once, the clock started (a sitting's or a warm-up result's columns, under `alias`): the one
 * SQL home of "started", which domain's clockStatus calls anything but 'assigned'.
 */
export const startedSql = (alias: string) =>
  `(${alias}.started_at is not null or ${alias}.elapsed_seconds > 0 or ${alias}.time_allowed_seconds is not null)`;

const RELEASED = releasedSql('s');
/** Opened on screen and not yet submitted: the clock has been started. */
const IN_PROGRESS = `not s.test_taken and ${startedSql('s')}`;
/** Taken, untimed, or with its clock running: a timed test's questions are not read off the clock. */
const QUESTIONS_SHOWN = '(s.test_taken or not s.timer or s.started_at is not null)';

/**
 * A student sees a test's answer keys, steps and videos once a sitting of theirs on it was released,
 * except while they are taking a sitting on it (a Reassign, a preparation test): a second tab then
 * shows nothing the test screen does not.
 */
function revealedForStudent(student: number, quizId: QuizIdColumn): SQL {
  return sql`(${sittingOnQuiz(student, quizId, RELEASED)} and not ${takingSittingCondition(student, quizId)})`;
}

/** Whether the student is taking a sitting on the quiz now (opened, not submitted): the one home of "in progress". */
export function takingSittingCondition(student: number, quizId: QuizIdColumn): SQL {
  return sittingOnQuiz(student, quizId, IN_PROGRESS);
}

/** The same rule as revealedQuizIds, as a condition on a quiz id column: true for admins. */
export function revealedQuizCondition(scope: Scope, quizId: QuizIdColumn): SQL {
  return revealedForViewer(scope.principal, scope.student, quizId);
}

/** revealedQuizCondition for a viewer not yet authorised (a student: their own sittings). */
export function revealedForViewer(viewer: AccessClaims, student: number | undefined, quizId: QuizIdColumn): SQL {
  if (!isStudent(viewer)) return sql`true`;
  return revealedForStudent(student ?? -1, quizId);
}

/**
 * Whether the scope sees a test's questions at all: admins always; a student once a sitting of theirs
 * on it is taken, untimed, or running (a timed test's questions come with its clock, as the test
 * screen's do).
 */
export function questionsShownCondition(scope: Scope, quizId: QuizIdColumn): SQL {
  return shownForViewer(scope.principal, scope.student, quizId);
}

/** questionsShownCondition for a viewer not yet authorised (a student: their own sittings). */
export function shownForViewer(viewer: AccessClaims, student: number | undefined, quizId: QuizIdColumn): SQL {
  if (!isStudent(viewer)) return sql`true`;
  return sittingOnQuiz(student ?? -1, quizId, QUESTIONS_SHOWN);
}

/**
 * Which step videos a viewer sees (admin-and-authoring §6), the one home of the rule: every one for
 * the super admin, else the general ones (no owner) and those of the viewer's own client.
 */
export const videoSeenBy = (viewer: AccessClaims, owner: number | null) =>
  isSuperAdmin(viewer) || owner === null || (viewer.client_id !== null && owner === viewer.client_id);

/** videoSeenBy as a condition on a video's owner column; undefined for the super admin (every one). */
export function videoSeenCondition(viewer: AccessClaims, owner: QuizIdColumn): SQL | undefined {
  if (isSuperAdmin(viewer)) return undefined;
  if (viewer.client_id === null) return sql`${owner} is null`;
  return sql`(${owner} is null or ${owner} = ${viewer.client_id})`;
}
