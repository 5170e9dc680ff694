// What a sitting supplies to the student's side before submission (taking/answering.ts: open, drafts,
// pause): a guarded write of its table on opening and on each choice, a locked read when pausing, its
// pause allowance, and choices (question and option) as its draft.
import {
  CHOICE_MESSAGES,
  type ChosenAnswer,
  isCheckBoxQuestion,
  type SavedAnswerResponse,
  type SittingTaking,
  sittingState,
} from '@prep/domain';
import type { Scope } from '../access/scope';
import { audit, changesOf } from '../audit/record';
import { takingEvent } from '../taking/audit-events';
import type { Db, Tx } from '../db/client';
import { badRequest, notFound } from '../plugins/errors';
import { open, pause, saveDraft, type Taking } from '../taking/answering';
import { assertMayPause } from '../taking/clock';
import { refuseForeignChoices, SITTING_SAYS } from './kind';
import { settleIfExpired } from './grading';
import { changeSitting } from './queries';
import { type LoadedWithQuestions, loadSitting, type SittingKind, sittingIdOf } from './records';
import { type AnswerRead, writeAnswer } from './statements';
import { takingOf } from './views';

const SAYS = SITTING_SAYS;

/** A choice as the draft keeps it: a check-box question's always as a list (one id sent reads as a list of one). */
export function draftForm(question: { question_type?: string }, choice: ChosenAnswer): ChosenAnswer {
  const { select_ans } = choice;
  if (!isCheckBoxQuestion(question) || select_ans === null || Array.isArray(select_ans)) return choice;
  return { ...choice, select_ans: [select_ans] };
}

/** A sitting as its events name it. */
const recordOf = (loaded: LoadedWithQuestions) => ({
  id: sittingIdOf(loaded),
  student: loaded.row.student,
  client: loaded.client,
  title: loaded.row.test_name,
});

/** A sitting's side of opening and pausing (taking/answering.ts), over `db` (a transaction when pausing). */
function sittingTaking(
  db: Db | Tx,
  scope: Scope,
  kind: SittingKind,
  id: number,
  lock: boolean,
): Taking<LoadedWithQuestions, readonly ChosenAnswer[], SittingTaking> {
  return {
    says: SAYS,
    async load() {
      const loaded = await loadSitting(db, kind, id, scope, { lock, questions: true });
      if (!loaded) throw notFound();
      return loaded;
    },
    settleIfExpired: (loaded, now, graceSeconds) => settleIfExpired(db, loaded, now, graceSeconds),
    // The opening and its event (started, or resumed after a pause) land together.
    writeOpening: (loaded, opening) =>
      db.transaction(async (tx) => {
        const opened = await changeSitting(tx, kind, id, opening, { unstartedOnly: true, scope });
        if (!opened) return undefined;
        const verb = loaded.row.paused_at ? 'resumed' : 'started';
        await audit(
          tx,
          takingEvent(kind, verb, recordOf(loaded), changesOf(loaded.row, opening, Object.keys(opening))),
        );
        return { ...loaded, row: { ...loaded.row, ...opening } } as LoadedWithQuestions;
      }),
    assertMayPause: (loaded, now) => assertMayPause(loaded.row, now, SAYS),
    checkDraft: (loaded, choices) => refuseForeignChoices(loaded, choices, 'answers'),
    async writePause(loaded, choices, stopped, now) {
      const draft = { ...loaded.row.draft_answers };
      const types = new Map(loaded.questions.map((q) => [q.questionid, q]));
      for (const choice of choices ?? []) {
        const { select_ans } = draftForm(types.get(choice.questionid) ?? {}, choice);
        if (select_ans === null) delete draft[String(choice.questionid)];
        else draft[String(choice.questionid)] = select_ans;
      }
      const changes = {
        draft_answers: draft,
        ...(stopped && { started_at: null, elapsed_seconds: stopped.elapsed_seconds, paused_at: now }),
      };
      await changeSitting(db, kind, id, changes, { scope });
      // The clock stopped is the event; the choices sent along are a draft, which is none (issue 28).
      if (stopped) {
        const { draft_answers: _, ...clock } = changes;
        await audit(
          db,
          takingEvent(kind, 'paused', recordOf(loaded), changesOf(loaded.row, clock, Object.keys(clock))),
        );
      }
      return { ...loaded, row: { ...loaded.row, ...changes } } as LoadedWithQuestions;
    },
    view: (loaded, now) => takingOf(scope, loaded, now),
  };
}

/** Opens the sitting the route read with its questions and authorised on (taking/answering.ts, open). */
export const startSitting = (db: Db, scope: Scope, loaded: LoadedWithQuestions, now: Date, graceSeconds: number) =>
  open(sittingTaking(db, scope, loaded.kind, sittingIdOf(loaded), false), loaded, now, graceSeconds);

/**
 * Saves one choice as the student makes it (the route read the sitting with readForAnswer, which
 * checked the question and option, and authorised on it), with a guarded write.
 */
export function saveChoice(
  db: Db,
  scope: Scope,
  kind: SittingKind,
  id: number,
  read: AnswerRead,
  choice: ChosenAnswer,
  now: Date,
  graceSeconds: number,
): Promise<SavedAnswerResponse> {
  const side = {
    says: SAYS,
    clock: (clock: AnswerRead) => clock,
    async settleExpired() {
      const full = await loadSitting(db, kind, id, scope, { questions: true });
      if (full) await settleIfExpired(db, full, now, graceSeconds);
    },
    checkDraft(checked: AnswerRead, sent: ChosenAnswer) {
      if (checked.question_type === null)
        throw badRequest(CHOICE_MESSAGES.unknownQuestion, { questionid: [CHOICE_MESSAGES.unknownQuestion] });
      if (Array.isArray(sent.select_ans) && !isCheckBoxQuestion({ question_type: checked.question_type }))
        throw badRequest(CHOICE_MESSAGES.oneAnswer, { select_ans: [CHOICE_MESSAGES.oneAnswer] });
      if (!checked.answer_ok)
        throw badRequest(CHOICE_MESSAGES.notAnOption, { select_ans: [CHOICE_MESSAGES.notAnOption] });
    },
    async writeDraft(checked: AnswerRead, sent: ChosenAnswer) {
      const saved = draftForm({ question_type: checked.question_type ?? undefined }, sent);
      if (!(await writeAnswer(db, kind, id, checked.student_id, saved))) return undefined;
      const view = sittingState(checked, now);
      return { saved, state: view.state, remaining_seconds: view.remaining_seconds };
    },
  };
  return saveDraft(side, read, choice, now, graceSeconds);
}

/** The student leaves: the choices sent along are saved and the clock stops, within the pause allowed. */
export const pauseSitting = (
  db: Db,
  scope: Scope,
  kind: SittingKind,
  id: number,
  choices: readonly ChosenAnswer[],
  now: Date,
  graceSeconds: number,
) =>
  pause(
    db,
    (tx) => sittingTaking(tx, scope, kind, id, true),
    choices.length > 0 ? choices : undefined,
    now,
    graceSeconds,
  );
