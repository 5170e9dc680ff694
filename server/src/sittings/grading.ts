// Grading a sitting, whichever way its answers came: submitted on screen, entered from paper, or the
// choices saved in time when the time and its grace ran out (the server's auto-submit). The server
// grades from the stored keys (domain gradeSitting); the grade is written only while the sitting is
// still untaken, so two racing gradings apply once.
import {
  type ChosenAnswer,
  elapsedAtSubmission,
  formatTimeTaken,
  gradeSitting,
  isPastDeadline,
  PAPER_TIME_TAKEN,
  takenFields,
} from '@prep/domain';
import type { Scope } from '../access/scope';
import type { Db, Tx } from '../db/client';
import type { Actor } from '../taking/events';
import { storeGrade } from '../taking/submit';
import { changeSitting, type SittingChanges } from './queries';
import {
  type Loaded,
  type LoadedWithQuestions,
  listSittings,
  loadSitting,
  type SittingKind,
  sittingIdOf,
} from './records';

/** The attempt key a grading stores when the server graded on its own (time up) or from paper. */
export const TIME_UP_KEY = 'server:time-up';
export const PAPER_KEY = 'server:paper';

export interface Grading {
  /** The attempt's name (taking/idempotency.ts), stored as submission_key. */
  key: string;
  now: Date;
  /** Entered from paper: no time was taken on screen. */
  paper?: boolean;
  /** Who submitted the answers graded (the `submitted` event): an administrator's paper, null for time up. */
  by: Actor;
}

/** The choices saved so far, as grading reads them. */
export const draftChoices = (row: Loaded['row']): ChosenAnswer[] =>
  Object.entries(row.draft_answers).map(([questionid, answer]) => ({
    questionid: Number(questionid),
    select_ans: answer,
  }));

/** The columns a grade of these choices writes (the server grades from the stored keys). */
export function gradedChanges(loaded: LoadedWithQuestions, choices: readonly ChosenAnswer[], how: Omit<Grading, 'by'>) {
  const { row } = loaded;
  const grade = gradeSitting(loaded.questions, choices, loaded.checkBoxScoring);
  const elapsed = how.paper ? row.elapsed_seconds : elapsedAtSubmission(row, how.now);
  return {
    ...takenFields(grade.wrong_qns_numberlist),
    score: grade.score,
    assessment_score: grade.score,
    total_qns: grade.total,
    result: grade.result,
    time_taken: how.paper ? PAPER_TIME_TAKEN : formatTimeTaken(row.time_allowed_seconds, elapsed),
    submission_key: how.key,
    elapsed_seconds: elapsed,
    started_at: null,
    draft_answers: {},
  } satisfies SittingChanges;
}

/** Writes a grade while the sitting is still untaken; false when it was taken meanwhile. */
export const writeGrade = (
  db: Db | Tx,
  loaded: LoadedWithQuestions,
  changes: ReturnType<typeof gradedChanges>,
  audit: string,
) => changeSitting(db, loaded.kind, sittingIdOf(loaded), changes, { untakenOnly: true, audit });

/**
 * Grades the choices against the sitting's questions and saves the grade, with the `submitted` and
 * `graded` events as a student's submission has them (taking/submit.ts's storeGrade); false when it was
 * taken meanwhile.
 */
export function saveGrade(db: Db | Tx, loaded: LoadedWithQuestions, choices: readonly ChosenAnswer[], how: Grading) {
  const changes = gradedChanges(loaded, choices, how);
  const { kind, row, client } = loaded;
  const who = { kind, id: sittingIdOf(loaded), student: row.student, client, title: row.test_name };
  const score = { score: changes.score, total: changes.total_qns };
  return storeGrade(db, (tx, audit) => writeGrade(tx, loaded, changes, audit), who, score, { actor: how.by });
}

/** Whether the sitting's time and grace are over while it is still untaken. */
export const hasExpired = (loaded: Loaded, now: Date, graceSeconds: number) =>
  !loaded.row.test_taken && isPastDeadline(loaded.row, now, graceSeconds);

/** The server's auto-submit: grades an expired sitting from the choices saved in time. True when it was expired. */
export async function settleIfExpired(
  db: Db | Tx,
  loaded: LoadedWithQuestions,
  now: Date,
  graceSeconds: number,
): Promise<boolean> {
  if (!hasExpired(loaded, now, graceSeconds)) return false;
  await saveGrade(db, loaded, draftChoices(loaded.row), { key: TIME_UP_KEY, now, by: null });
  return true;
}

type ListOf = Parameters<typeof listSittings>[2];

/**
 * A list of sittings as they stand now: any whose time ran out unsubmitted (the student closed the
 * laptop) is graded first, so every reader sees it taken.
 */
export async function settledList(
  db: Db,
  kind: SittingKind,
  of: ListOf,
  scope: Scope,
  now: Date,
  graceSeconds: number,
): Promise<Loaded[]> {
  const list = await listSittings(db, kind, of, scope);
  const expired = list.filter((loaded) => hasExpired(loaded, now, graceSeconds));
  if (expired.length === 0) return list;
  for (const loaded of expired) {
    const full = await loadSitting(db, kind, sittingIdOf(loaded), scope, { questions: true });
    if (full) await settleIfExpired(db, full, now, graceSeconds);
  }
  return listSittings(db, kind, of, scope);
}

/** A sitting already loaded, as it stands now: itself unless its time ran out unsubmitted (then settled and read again). */
export async function settled(
  db: Db,
  loaded: LoadedWithQuestions,
  scope: Scope,
  now: Date,
  graceSeconds: number,
  opts: { questions?: boolean } = {},
): Promise<LoadedWithQuestions | undefined> {
  if (!hasExpired(loaded, now, graceSeconds)) return loaded;
  const { kind } = loaded;
  const id = sittingIdOf(loaded);
  const full = opts.questions ? loaded : await loadSitting(db, kind, id, scope, { questions: true });
  if (full) await settleIfExpired(db, full, now, graceSeconds);
  return loadSitting(db, kind, id, scope, opts);
}
