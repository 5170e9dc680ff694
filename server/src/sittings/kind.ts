// The sitting kind (real and preparation tests) of the taking module (taking/kind.ts): its tables (the
// two share every column the taking reads, records.ts; the write is guarded on the sitting being
// untaken), its grading (the option key, domain gradeSitting, grading.ts); no personalization (a
// preparation test is assigned by an administrator).
import {
  type ChosenAnswer,
  choiceIssues,
  choicesToGrade,
  msg,
  SITTING_MESSAGES,
  type SittingSummary,
} from '@prep/domain';
import type { Scope } from '../access/scope';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../plugins/errors';
import type { PauseMessages, TakingMessages } from '../taking/clock';
import type { Kind } from '../taking/kind';
import { draftChoices, gradedChanges, writeGrade } from './grading';
import { type LoadedWithQuestions, loadSitting, sittingIdOf } from './records';
import { summaryOf } from './views';

export const SITTING_SAYS: TakingMessages & PauseMessages = {
  alreadySubmitted: SITTING_MESSAGES.alreadySubmitted,
  notStarted: SITTING_MESSAGES.notStarted,
  timeUp: SITTING_MESSAGES.timeUp,
  pauseNotAllowed: SITTING_MESSAGES.pauseNotAllowed,
  noPauseLeft: SITTING_MESSAGES.noPauseLeft,
};

/** A choice naming a question outside the sitting, or an option of another question: 400, field by field. */
export function refuseForeignChoices(loaded: LoadedWithQuestions, choices: readonly ChosenAnswer[], field: string) {
  const issues = choiceIssues(loaded.questions, choices);
  if (issues.length === 0) return;
  const fields: Record<string, string[]> = {};
  for (const issue of issues) (fields[`${field}.${issue.index}.${issue.field}`] ??= []).push(issue.message);
  throw badRequest(issues[0]!.message, fields);
}

/** A sitting's side of the submission, over the sitting `first` its route read with its questions. */
export function sittingKind(
  db: Db,
  scope: Scope,
  first: LoadedWithQuestions,
  now: Date,
): Kind<LoadedWithQuestions, ChosenAnswer, ReturnType<typeof gradedChanges>, SittingSummary> {
  const id = sittingIdOf(first);
  return {
    name: first.kind,
    says: SITTING_SAYS,
    busyMessage: msg('The test is being saved by another request: please try again'),
    // A lost round means another submission of the same sitting landed first.
    rounds: 3,
    reread: () => loadSitting(db, first.kind, id, scope, { questions: true }),
    parts: (loaded) => ({ id, row: loaded.row, client: loaded.client }),
    write: (tx, loaded, changes, audit) => writeGrade(tx, loaded, changes, audit),
    entryOf: (c) => [c.questionid, String(c.select_ans ?? '')],
    refuseForeign: (loaded, sent) => refuseForeignChoices(loaded, sent, 'result'),
    drafts: (loaded) => draftChoices(loaded.row),
    inTime: (loaded, sent) => choicesToGrade(draftChoices(loaded.row), { result: [...sent] }),
    grade: async (loaded, choices, _sent, key) => gradedChanges(loaded, choices, { key, now }),
    scoreOf: (changes) => ({ score: changes.score, total: changes.total_qns }),
    async answer(loaded, graded) {
      if (!graded) return summaryOf(scope, loaded, now);
      const read = await loadSitting(db, first.kind, id, scope);
      if (!read) throw notFound();
      return summaryOf(scope, read, now);
    },
  };
}
