// The life of a real test on the student's screen. The server holds the clock and grades; this keeps
// the choices: each is written to the browser's storage first, then sent to the server one by one
// (PUT …/answer/) until acknowledged, so a reload, a dropped connection or a closed laptop loses
// nothing. The submission carries an attempt key kept in storage, so a retry is applied once.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  IDEMPOTENCY_KEY_HEADER,
  type PauseSittingInput,
  SITTING_MESSAGES,
  type SavedAnswerResponse,
  type SittingSummary,
  type SittingTaking,
  type TakingQuestion,
} from '@prep/domain';
import { api, ApiError } from '../../api';
import { errorMessage, notifyFailure } from '../../forms';
import { SITTINGS_KEY, type SittingKind, sittingPath } from '../../sitting';
import {
  type Answers,
  attemptKey,
  clearDraft,
  confirmSent,
  draftScope,
  type LocalDraft,
  mergeDrafts,
  pendingAnswers,
  readDraft,
  typed,
  writeDraft,
} from '../taking/draftStore';
import { isRetriable, waitToRetry } from '../taking/network';
import { clearFlags } from './preferences';

const RETRY_DELAY_MS = 5000;
/** Local storage: unlike the tab's session storage it outlives a closed tab; signing out clears it. */
const storage = () => window.localStorage;

export type SessionPhase =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'answering'; sitting: SittingSummary; questions: TakingQuestion[] }
  /** Submitted now, or found already submitted when opened. */
  | { kind: 'done'; sitting: SittingSummary | null; message: string };

export type SyncState = 'saved' | 'saving' | 'offline' | 'failed';

/** The server's saved choices as the draft holds them: answer id as text, '' for none. */
export const answersOf = (saved: SittingTaking['saved_answers']): Answers =>
  Object.fromEntries(saved.map((c) => [String(c.questionid), c.select_ans === null ? '' : String(c.select_ans)]));

/** One choice as the answer route takes it. */
export const choiceBody = (questionid: string | number, value: string) => ({
  questionid: Number(questionid),
  select_ans: value === '' ? null : Number(value),
});

const isFinished = (s: SittingSummary) => s.state === 'taken' || s.state === 'released';
const refusedBecauseOver = (error: unknown) =>
  error instanceof ApiError &&
  (error.message === SITTING_MESSAGES.alreadySubmitted || error.message === SITTING_MESSAGES.timeUp);

export const SUBMITTED_TEXT = 'Submitted: your scores will be shown once released';

export function useSittingSession(kind: SittingKind, id: number) {
  const queryClient = useQueryClient();
  const scope = draftScope(kind, id);
  const [phase, setPhase] = useState<SessionPhase>({ kind: 'loading' });
  const [answers, setAnswers] = useState<Answers>({});
  const [sync, setSync] = useState<SyncState>('saved');
  const [deadline, setDeadline] = useState<number | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [pausing, setPausing] = useState(false);

  const draft = useRef<LocalDraft>({ answers: {}, unsent: [] });
  const answering = useRef(false);
  const leaving = useRef(false);
  const alive = useRef(true);
  const retryTimer = useRef<number | undefined>(undefined);
  const saving = useRef(false);
  const submittingRef = useRef(false);
  const submitRef = useRef<() => Promise<void>>(async () => {});

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      window.clearTimeout(retryTimer.current);
    };
  }, []);

  const store = useCallback(
    (next: LocalDraft) => {
      draft.current = next;
      writeDraft(storage(), scope, next);
    },
    [scope],
  );

  const syncClock = useCallback((remaining: number | null | undefined) => {
    if (remaining === null || remaining === undefined) return;
    const next = Date.now() + remaining * 1000;
    // Small differences are the request's own travel time: only a real correction moves the clock.
    setDeadline((current) => (current === null || Math.abs(current - next) > 2000 ? next : current));
  }, []);

  // The student's list is reset rather than invalidated after a submission or a pause: invalidated, the
  // dashboard would show the sitting's old state ('In progress') until its refetch came back.
  const finish = useCallback(
    (sitting: SittingSummary | null, message: string) => {
      answering.current = false;
      clearDraft(storage(), scope);
      clearFlags(storage(), scope);
      setPhase({ kind: 'done', sitting, message });
      void queryClient.resetQueries({ queryKey: SITTINGS_KEY });
    },
    [queryClient, scope],
  );

  // Opening the screen starts the clock (or resumes it after a pause); a reload resumes it too.
  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0) {
      setPhase({ kind: 'failed', message: 'Not found.' });
      return;
    }
    let cancelled = false;
    void (async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          const taking = await api.post<SittingTaking>(sittingPath(kind, id, 'start'));
          if (cancelled) return;
          if (isFinished(taking.sitting)) return finish(taking.sitting, SITTING_MESSAGES.alreadySubmitted);
          if (!taking.questions) return setPhase({ kind: 'failed', message: SITTING_MESSAGES.notStarted });
          store(mergeDrafts(answersOf(taking.saved_answers), readDraft(storage(), scope)));
          setAnswers(draft.current.answers);
          if (taking.sitting.remaining_seconds !== null)
            setDeadline(Date.now() + taking.sitting.remaining_seconds * 1000);
          answering.current = true;
          setPhase({ kind: 'answering', sitting: taking.sitting, questions: taking.questions });
          return;
        } catch (error) {
          if (cancelled) return;
          if (isRetriable(error) && attempt < 4) {
            await waitToRetry(1000 * attempt);
            continue;
          }
          if (refusedBecauseOver(error)) return finish(null, SITTING_MESSAGES.alreadySubmitted);
          setPhase({ kind: 'failed', message: errorMessage(error) });
          return;
        }
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [kind, id, scope, store, finish]);

  /** Sends the choices not yet acknowledged, one at a time, oldest first; throws on the first failure. */
  const sendUnsent = useCallback(async () => {
    for (let next = draft.current.unsent[0]; next !== undefined; next = draft.current.unsent[0]) {
      const value = draft.current.answers[next] ?? '';
      const saved = await api.put<SavedAnswerResponse>(sittingPath(kind, id, 'answer'), choiceBody(next, value));
      store(confirmSent(draft.current, { [next]: value }));
      syncClock(saved.remaining_seconds);
    }
  }, [kind, id, store, syncClock]);

  const flush = useCallback(async () => {
    window.clearTimeout(retryTimer.current);
    if (saving.current || !answering.current || submittingRef.current) return;
    if (draft.current.unsent.length === 0) return setSync('saved');
    saving.current = true;
    setSync('saving');
    try {
      await sendUnsent();
      if (alive.current) setSync('saved');
    } catch (error) {
      if (!alive.current) return;
      if (refusedBecauseOver(error)) {
        // The time is up (or another tab submitted): the submission settles what counts.
        void submitRef.current();
        return;
      }
      const offline = error instanceof ApiError && error.isNetworkError;
      setSync(offline ? 'offline' : 'failed');
      if (offline || isRetriable(error)) {
        retryTimer.current = window.setTimeout(() => void flush(), RETRY_DELAY_MS);
      } else {
        // Refused for good (not an option of the question): keep the others going.
        const [refused] = draft.current.unsent;
        store({ ...draft.current, unsent: draft.current.unsent.filter((q) => q !== refused) });
        notifyFailure(errorMessage(error));
        if (draft.current.unsent.length > 0) retryTimer.current = window.setTimeout(() => void flush(), 0);
      }
    } finally {
      saving.current = false;
    }
  }, [sendUnsent, store]);

  // Back online: send what was kept locally.
  useEffect(() => {
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);

  // Choices restored from this browser that the server never acknowledged go out as soon as the test opens.
  useEffect(() => {
    if (phase.kind === 'answering' && draft.current.unsent.length > 0) void flush();
  }, [phase.kind, flush]);

  const choose = useCallback(
    (questionid: number, answersid: number | null) => {
      if (!answering.current || submittingRef.current) return;
      store(typed(draft.current, questionid, answersid === null ? '' : String(answersid)));
      setAnswers(draft.current.answers);
      // While a choice is on its way, the loop sending it picks this one up next.
      void flush();
    },
    [flush, store],
  );

  const submit = useCallback(async () => {
    if (phase.kind !== 'answering' || submittingRef.current) return;
    submittingRef.current = true;
    setSubmitting(true);
    window.clearTimeout(retryTimer.current);
    const key = attemptKey(storage(), scope);
    const body = {
      result: phase.questions.map((q) => choiceBody(q.questionid, draft.current.answers[q.questionid] ?? '')),
    };
    for (let attempt = 1; alive.current; attempt++) {
      try {
        const sitting = await api.post<SittingSummary>(sittingPath(kind, id, 'submit'), body, {
          headers: { [IDEMPOTENCY_KEY_HEADER]: key },
        });
        setSubmitting(false);
        return finish(sitting, SUBMITTED_TEXT);
      } catch (error) {
        const offline = error instanceof ApiError && error.isNetworkError;
        // No answer: the same attempt is sent again (same key) until the connection returns.
        if (offline || (isRetriable(error) && attempt < 4)) {
          if (offline) setSync('offline');
          await waitToRetry(Math.min(RETRY_DELAY_MS, 1000 * attempt));
          continue;
        }
        submittingRef.current = false;
        setSubmitting(false);
        if (error instanceof ApiError && error.message === SITTING_MESSAGES.alreadySubmitted) {
          return finish(null, SITTING_MESSAGES.alreadySubmitted);
        }
        notifyFailure(errorMessage(error));
        return;
      }
    }
  }, [phase, kind, id, scope, finish]);
  submitRef.current = submit;

  /** Pause: the choices made so far reach the server, the clock stops with the time left kept. */
  const pause = useCallback(async (): Promise<boolean> => {
    if (phase.kind !== 'answering') return false;
    setPausing(true);
    window.clearTimeout(retryTimer.current);
    try {
      // The choices not yet acknowledged go with the pause, saved before the clock stops.
      const sent = pendingAnswers(draft.current);
      const body: PauseSittingInput = { answers: Object.entries(sent).map(([q, value]) => choiceBody(q, value)) };
      await api.post(sittingPath(kind, id, 'pause'), body);
      store(confirmSent(draft.current, sent));
      leaving.current = true;
      void queryClient.resetQueries({ queryKey: SITTINGS_KEY });
      return true;
    } catch (error) {
      notifyFailure(errorMessage(error));
      setPausing(false);
      return false;
    }
  }, [phase.kind, kind, id, store, queryClient]);

  return {
    phase,
    answers,
    sync,
    deadline,
    submitting,
    pausing,
    choose,
    submit,
    pause,
    /** Whether leaving the screen is to be held with the Attention! alert. */
    held: () => answering.current && !leaving.current,
    scope,
  };
}
