// The student's side of a sitting before submission: opening (which starts or resumes the server's
// clock), saving each choice as it is made, and pausing (which stops the clock and keeps the time
// left). The clock's rules are taking/clock.ts's, as warm-ups use them.
import {
  CHOICE_MESSAGES,
  type ChosenAnswer,
  choiceIssues,
  isPastDeadline,
  type SavedAnswerResponse,
  SITTING_MESSAGES,
  type SittingTaking,
  sittingState,
} from '@prep/domain';
import type { Scope } from '../access/scope';
import type { Db } from '../db/client';
import { badRequest, conflict, notFound } from '../plugins/errors';
import { assertAcceptingAnswers, assertMayPause, isRunning, openingNow, pausedAt } from '../taking/clock';
import { SITTING_KIND } from './kind';
import { settleIfExpired } from './grading';
import { changeSitting } from './queries';
import { type LoadedWithQuestions, loadSitting, type SittingKind, sittingIdOf } from './records';
import { type AnswerRead, writeAnswer } from './statements';
import { takingOf } from './views';

const SAYS = SITTING_KIND.says;

/** A choice naming a question outside the sitting, or an option of another question: 400, field by field. */
export function refuseForeignChoices(loaded: LoadedWithQuestions, choices: readonly ChosenAnswer[], field: string) {
  const issues = choiceIssues(loaded.questions, choices);
  if (issues.length === 0) return;
  const fields: Record<string, string[]> = {};
  for (const issue of issues) (fields[`${field}.${issue.index}.${issue.field}`] ??= []).push(issue.message);
  throw badRequest(issues[0]!.message, fields);
}

/**
 * Opens the sitting (the route read it with its questions and authorised on it): the first time fixes
 * the time allowed (the student's accommodation applied) and starts the clock; after a pause it
 * resumes; a reload while it runs changes nothing. Past its time and grace it is graded from the
 * choices saved in time, and the student is told the time is up.
 */
export async function startSitting(
  db: Db,
  scope: Scope,
  loaded: LoadedWithQuestions,
  now: Date,
  graceSeconds: number,
): Promise<SittingTaking> {
  if (loaded.row.test_taken) throw conflict(SITTING_MESSAGES.alreadySubmitted);
  if (await settleIfExpired(db, loaded, now, graceSeconds)) throw conflict(SITTING_MESSAGES.timeUp);
  const { row } = loaded;
  const opening = openingNow(loaded, now);
  if (!opening) return takingOf(scope, loaded, now);
  const id = sittingIdOf(loaded);
  if (await changeSitting(db, loaded.kind, id, opening, { unstartedOnly: true, scope })) {
    return takingOf(scope, { ...loaded, row: { ...row, ...opening } } as LoadedWithQuestions, now);
  }
  // Another request opened (or submitted) it meanwhile: show it as that left it.
  const current = await loadSitting(db, loaded.kind, id, scope, { questions: true });
  if (!current) throw notFound();
  if (current.row.test_taken) throw conflict(SITTING_MESSAGES.alreadySubmitted);
  return takingOf(scope, current, now);
}

/**
 * Saves one choice as the student makes it (the route read the sitting with readForAnswer and
 * authorised on it). Refused once taken, while a timed sitting is not running, and past its time and
 * grace (the sitting is then graded from the choices saved in time).
 */
export async function saveChoice(
  db: Db,
  scope: Scope,
  kind: SittingKind,
  id: number,
  read: AnswerRead,
  choice: ChosenAnswer,
  now: Date,
  graceSeconds: number,
): Promise<SavedAnswerResponse> {
  const clock = read;
  if (!read.test_taken && isPastDeadline(clock, now, graceSeconds)) {
    const full = await loadSitting(db, kind, id, scope, { questions: true });
    if (full) await settleIfExpired(db, full, now, graceSeconds);
    throw conflict(SITTING_MESSAGES.timeUp);
  }
  assertAcceptingAnswers(clock, now, graceSeconds, SAYS);
  if (!read.question_ok)
    throw badRequest(CHOICE_MESSAGES.unknownQuestion, { questionid: [CHOICE_MESSAGES.unknownQuestion] });
  if (!read.answer_ok) throw badRequest(CHOICE_MESSAGES.notAnOption, { select_ans: [CHOICE_MESSAGES.notAnOption] });
  if (!(await writeAnswer(db, kind, id, read.student_id, choice))) throw conflict(SITTING_MESSAGES.alreadySubmitted);
  const view = sittingState(clock, now);
  return { saved: choice, state: view.state, remaining_seconds: view.remaining_seconds };
}

/**
 * The student leaves: the choices sent along are saved, the clock stops and the time left is kept,
 * within the pause the assignment allows (assertMayPause): the pause is counted from paused_at.
 */
export async function pauseSitting(
  db: Db,
  scope: Scope,
  kind: SittingKind,
  id: number,
  choices: readonly ChosenAnswer[],
  now: Date,
  graceSeconds: number,
): Promise<SittingTaking> {
  const outcome = await db.transaction(async (tx) => {
    const loaded = await loadSitting(tx, kind, id, scope, { lock: true, questions: true });
    if (!loaded) throw notFound();
    if (loaded.row.test_taken) throw conflict(SITTING_MESSAGES.alreadySubmitted);
    // Graded here and refused after the commit, so the grade stays.
    if (await settleIfExpired(tx, loaded, now, graceSeconds)) return 'expired' as const;
    assertMayPause(loaded.row, now, SAYS);
    let row = loaded.row;
    if (choices.length > 0) {
      assertAcceptingAnswers(row, now, graceSeconds, SAYS);
      refuseForeignChoices(loaded, choices, 'answers');
      const draft = { ...row.draft_answers };
      for (const { questionid, select_ans } of choices) {
        if (select_ans === null) delete draft[String(questionid)];
        else draft[String(questionid)] = select_ans;
      }
      row = { ...row, draft_answers: draft };
    }
    const clock = isRunning(row, now) ? pausedAt(row, now) : undefined;
    const changes = {
      draft_answers: row.draft_answers,
      ...(clock && { started_at: null, elapsed_seconds: clock.elapsed_seconds, paused_at: now }),
    };
    await changeSitting(tx, kind, id, changes, { scope });
    return { ...loaded, row: { ...row, ...changes } } as LoadedWithQuestions;
  });
  if (outcome === 'expired') throw conflict(SITTING_MESSAGES.timeUp);
  return takingOf(scope, outcome, now);
}
