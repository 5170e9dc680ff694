// A real test (or a preparation test) as the shared test-taking session runs it: the choices go to
// the server one by one (PUT …/answer/) as soon as they are made, kept in local storage meanwhile.
import {
  isCheckBoxQuestion,
  msg,
  type PauseSittingInput,
  SITTING_MESSAGES,
  type SittingSummary,
  type SittingTaking,
  type TakingQuestion,
} from '@prep/domain';
import { useCallback } from 'react';
import { ApiError } from '../../api';
import { pauseSitting, saveSittingAnswer, sittingKeys, startSitting, submitSitting } from '../../api/sittings';
import type { SittingKind } from '../../sitting';
import { type Answers, pendingAnswers } from '../taking/draftStore';
import { type Settled, useTakingSession } from '../taking/useTakingSession';
import { forgetSitting } from './preferences';

interface Answering {
  sitting: SittingSummary;
  questions: TakingQuestion[];
}
interface Done {
  sitting: SittingSummary | null;
  message: string;
}

/** A choice as the draft holds it: the answer id as text, a check-box question's ids joined by commas, '' for none. */
export const draftValue = (selectAns: number | number[] | null): string =>
  selectAns === null ? '' : Array.isArray(selectAns) ? selectAns.join(',') : String(selectAns);

/** The server's saved choices as the draft holds them. */
export const answersOf = (saved: SittingTaking['saved_answers']): Answers =>
  Object.fromEntries(saved.map((c) => [String(c.questionid), draftValue(c.select_ans)]));

/**
 * One choice as the answer route takes it: a check-box question's as the list of answersids (a draft of
 * one id may go as that id: the server keeps it as a list of one).
 */
export const choiceBody = (questionid: string | number, value: string, list = value.includes(',')) => ({
  questionid: Number(questionid),
  select_ans: value === '' ? null : list ? value.split(',').map(Number) : Number(value),
});

const isFinished = (s: SittingSummary) => s.state === 'taken' || s.state === 'released';
const refusedBecauseOver = (error: unknown) =>
  error instanceof ApiError &&
  (error.message === SITTING_MESSAGES.alreadySubmitted || error.message === SITTING_MESSAGES.timeUp);
const alreadySubmitted: Settled<Done> = {
  kind: 'done',
  done: { sitting: null, message: SITTING_MESSAGES.alreadySubmitted },
};

const SUBMITTED_TEXT = msg('Your scores will be shown once your teacher releases the results.');

export function useSittingSession(kind: SittingKind, id: number) {
  const session = useTakingSession<Answering, Done>({
    kind,
    id,
    // Local storage: unlike the tab's session storage it outlives a closed tab; signing out clears it.
    storage: () => window.localStorage,
    listKey: sittingKeys.all,
    open: async () => {
      const taking = await startSitting(kind, id);
      if (isFinished(taking.sitting))
        return { kind: 'done', done: { sitting: taking.sitting, message: SITTING_MESSAGES.alreadySubmitted } };
      if (!taking.questions) return { kind: 'failed', message: SITTING_MESSAGES.notStarted };
      return {
        kind: 'answering',
        taking: { sitting: taking.sitting, questions: taking.questions },
        saved: answersOf(taking.saved_answers),
        remainingSeconds: taking.sitting.remaining_seconds,
      };
    },
    // One at a time, oldest first; throws on the first failure.
    save: async (draft, confirmed) => {
      for (let next = draft().unsent[0]; next !== undefined; next = draft().unsent[0]) {
        const value = draft().answers[next] ?? '';
        const saved = await saveSittingAnswer(kind, id, choiceBody(next, value));
        confirmed({ [next]: value }, saved.remaining_seconds);
      }
    },
    saveDelayMs: 0,
    refusedSave: 'drop',
    sendRestored: true,
    // The choices not yet acknowledged go with the pause, saved before the clock stops.
    pause: async (draft) => {
      const sent = pendingAnswers(draft);
      const body: PauseSittingInput = { answers: Object.entries(sent).map(([q, value]) => choiceBody(q, value)) };
      await pauseSitting(kind, id, body);
      return sent;
    },
    submit: (taking, answers, key) =>
      submitSitting(
        kind,
        id,
        {
          result: taking.questions.map((q) =>
            choiceBody(q.questionid, answers[q.questionid] ?? '', isCheckBoxQuestion(q)),
          ),
        },
        key,
      ).then((sitting) => ({ sitting, message: SUBMITTED_TEXT })),
    settledBy: (error, step) =>
      (
        step === 'open'
          ? refusedBecauseOver(error)
          : error instanceof ApiError && error.message === SITTING_MESSAGES.alreadySubmitted
      )
        ? alreadySubmitted
        : null,
    over: refusedBecauseOver,
    forget: (scope) => forgetSitting(window.localStorage, scope),
  });
  const { setAnswer } = session;
  const choose = useCallback(
    (questionid: number, chosen: number | number[] | null) => setAnswer(questionid, draftValue(chosen)),
    [setAnswer],
  );
  return { ...session, choose };
}
