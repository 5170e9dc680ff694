// The life of a test on the student's screen, whatever the test (a warm-up, a real or preparation
// test). The server holds the clock and grades; this keeps the answers: each is written to the
// browser's storage first, then sent to the server until acknowledged, so a reload, a dropped
// connection or a closed laptop loses nothing. The submission carries an attempt key kept in
// storage, so a retry is applied once. Each feature says how its calls are made (TakingCalls).
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { msg, type Text } from '@prep/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, notifyFailure } from '../../forms';
import {
  type Answers,
  attemptKey,
  clearDraft,
  confirmSent,
  type DraftScope,
  draftScope,
  type LocalDraft,
  mergeDrafts,
  readDraft,
  typed,
  writeDraft,
} from './draftStore';
import { isRetriable, waitToRetry } from './network';
import {
  correctedDeadline,
  isOffline,
  isUnreachable,
  isSittingId,
  openAgain,
  RETRY_DELAY_MS,
  retryDelay,
  SUBMIT_UNREACHABLE,
  submitAgain,
  type SyncState,
  syncAfterFailure,
} from './session';
import { useSecondsLeft } from './TestHeader';

/** `T`: what the feature holds while the test is taken; `D`: what it shows once it is over. */
export type TakingPhase<T, D> =
  | { kind: 'loading' }
  | { kind: 'failed'; message: Text }
  | ({ kind: 'answering' } & T)
  /** Submitted now, or found already submitted. */
  | ({ kind: 'done' } & D);

/** How a sitting ended without a submission of this screen's: over (D), or a message instead. */
export type Settled<D> = { kind: 'done'; done: D } | { kind: 'failed'; message: Text };

export type Opened<T, D> =
  | { kind: 'answering'; taking: T /** The server's saved answers. */; saved: Answers; remainingSeconds: number | null }
  | Settled<D>;

export interface TakingCalls<T, D> {
  /** The draft's scope: the kind of sitting ('warmup', 'master', …) and its id. */
  kind: string;
  id: number;
  /** Where the draft and the attempt key are kept. */
  storage: () => Storage;
  /** The student's list, reset after a submission or a pause. */
  listKey: QueryKey;
  /** Starts the clock (or resumes it after a pause) and says what is to be answered. */
  open: () => Promise<Opened<T, D>>;
  /**
   * Sends the answers the server has not acknowledged (read `draft()` afresh: the student may type
   * meanwhile), calling `confirmed` with each request's answers and the server's remaining time.
   */
  save: (
    draft: () => LocalDraft,
    confirmed: (sent: Answers, remainingSeconds?: number | null) => void,
  ) => Promise<void>;
  /** How long typing pauses before the answers go out (0: at once). */
  saveDelayMs: number;
  /** Refused for good: 'drop' forgets the first unsent answer and says why; 'keep' keeps it (tried again with the next). */
  refusedSave: 'keep' | 'drop';
  /** Answers restored from this browser that the server never acknowledged go out as soon as the test opens. */
  sendRestored: boolean;
  /** Pauses the clock, sending what is in the draft; answers with what was sent. */
  pause: (draft: LocalDraft) => Promise<Answers>;
  /** Submits the answers with the attempt key. */
  submit: (taking: T, answers: Answers, key: string) => Promise<D>;
  /** A refusal that settles the sitting when opening or submitting (e.g. already submitted); null if not. */
  settledBy: (error: unknown, step: 'open' | 'submit') => Settled<D> | null;
  /** A refused save that means the sitting is over (time up): the submission settles what counts. */
  over?: (error: unknown) => boolean;
  /** Whether the countdown runs (and submits at zero); timed by default when the server gives a time. */
  timed?: (taking: T) => boolean;
  /** More to forget once the sitting is over (e.g. flags). */
  forget?: (scope: DraftScope) => void;
}

export function useTakingSession<T extends object, D extends object>(calls: TakingCalls<T, D>) {
  const queryClient = useQueryClient();
  const { kind, id } = calls;
  const scope = draftScope(kind, id);
  // The feature's calls are made afresh each render; the latest are used without restarting anything.
  const callsRef = useRef(calls);
  callsRef.current = calls;
  const [phase, setPhase] = useState<TakingPhase<T, D>>({ kind: 'loading' });
  const [answers, setAnswers] = useState<Answers>({});
  const [sync, setSync] = useState<SyncState>('saved');
  const [deadline, setDeadline] = useState<number | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [pausing, setPausing] = useState(false);
  const [timeUp, setTimeUp] = useState(false);

  const draft = useRef<LocalDraft>({ answers: {}, unsent: [] });
  const answering = useRef(false);
  const leaving = useRef(false);
  const alive = useRef(true);
  const saveTimer = useRef<number | undefined>(undefined);
  const saving = useRef(false);
  const submittingRef = useRef(false);
  const submitRef = useRef<() => Promise<void>>(async () => {});

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      window.clearTimeout(saveTimer.current);
    };
  }, []);

  const store = useCallback(
    (next: LocalDraft) => {
      draft.current = next;
      writeDraft(callsRef.current.storage(), scope, next);
    },
    [scope],
  );

  const syncClock = useCallback((remaining: number | null | undefined) => {
    setDeadline((current) => correctedDeadline(current, remaining, Date.now()));
  }, []);

  // The student's list is reset rather than invalidated after a submission or a pause: invalidated, the
  // dashboard would show the sitting's old state ('In progress') until its refetch came back.
  const resetList = useCallback(
    () => void queryClient.resetQueries({ queryKey: callsRef.current.listKey }),
    [queryClient],
  );

  const finish = useCallback(
    (settled: Settled<D>) => {
      answering.current = false;
      clearDraft(callsRef.current.storage(), scope);
      callsRef.current.forget?.(scope);
      setPhase(settled.kind === 'done' ? { kind: 'done', ...settled.done } : settled);
      resetList();
    },
    [scope, resetList],
  );

  // Opening the screen starts the clock (or resumes it after a pause); a reload resumes it too.
  useEffect(() => {
    if (!isSittingId(id)) {
      setPhase({ kind: 'failed', message: msg('Not found.') });
      return;
    }
    let cancelled = false;
    void (async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          const opened = await callsRef.current.open();
          if (cancelled) return;
          if (opened.kind !== 'answering') return opened.kind === 'done' ? finish(opened) : setPhase(opened);
          store(mergeDrafts(opened.saved, readDraft(callsRef.current.storage(), scope)));
          setAnswers(draft.current.answers);
          if (opened.remainingSeconds !== null) setDeadline(Date.now() + opened.remainingSeconds * 1000);
          answering.current = true;
          setPhase({ kind: 'answering', ...opened.taking });
          return;
        } catch (error) {
          if (cancelled) return;
          if (openAgain(error, attempt)) {
            await waitToRetry(1000 * attempt);
            continue;
          }
          const settled = callsRef.current.settledBy(error, 'open');
          if (settled) return finish(settled);
          setPhase({ kind: 'failed', message: errorMessage(error) });
          return;
        }
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [id, scope, store, finish]);

  const flush = useCallback(async () => {
    window.clearTimeout(saveTimer.current);
    if (saving.current || !answering.current || submittingRef.current) return;
    if (draft.current.unsent.length === 0) return setSync('saved');
    const { save, saveDelayMs, refusedSave, over } = callsRef.current;
    saving.current = true;
    setSync('saving');
    try {
      await save(
        () => draft.current,
        (sent, remaining) => {
          store(confirmSent(draft.current, sent));
          syncClock(remaining);
        },
      );
      // Typed while the request was on its way: sent after the next pause in typing.
      if (draft.current.unsent.length > 0) saveTimer.current = window.setTimeout(() => void flush(), saveDelayMs);
      else if (alive.current) setSync('saved');
    } catch (error) {
      if (!alive.current) return;
      if (over?.(error)) {
        // The time is up (or another tab submitted): the submission settles what counts.
        void submitRef.current();
        return;
      }
      setSync(syncAfterFailure(error));
      if (isOffline(error) || isRetriable(error)) {
        saveTimer.current = window.setTimeout(() => void flush(), RETRY_DELAY_MS);
      } else if (refusedSave === 'drop') {
        // Refused for good (not an option of the question): keep the others going.
        const [refused] = draft.current.unsent;
        store({ ...draft.current, unsent: draft.current.unsent.filter((q) => q !== refused) });
        notifyFailure(errorMessage(error));
        if (draft.current.unsent.length > 0) saveTimer.current = window.setTimeout(() => void flush(), 0);
      }
      // 'keep': a refusal for good (time up, already submitted) is settled by the submission.
    } finally {
      saving.current = false;
    }
  }, [store, syncClock]);

  // Back online: send what was kept locally.
  useEffect(() => {
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);

  useEffect(() => {
    if (callsRef.current.sendRestored && phase.kind === 'answering' && draft.current.unsent.length > 0) void flush();
  }, [phase.kind, flush]);

  /** One answer typed or chosen ('' for none). */
  const setAnswer = useCallback(
    (questionId: number, value: string) => {
      if (!answering.current || submittingRef.current) return;
      store(typed(draft.current, questionId, value));
      setAnswers(draft.current.answers);
      setSync('saving');
      window.clearTimeout(saveTimer.current);
      const delay = callsRef.current.saveDelayMs;
      // While an answer is on its way, the request after it picks this one up.
      if (delay > 0) saveTimer.current = window.setTimeout(() => void flush(), delay);
      else void flush();
    },
    [flush, store],
  );

  const submit = useCallback(async () => {
    if (phase.kind !== 'answering' || submittingRef.current) return;
    submittingRef.current = true;
    setSubmitting(true);
    window.clearTimeout(saveTimer.current);
    const key = attemptKey(callsRef.current.storage(), scope);
    for (let attempt = 1; alive.current; attempt++) {
      try {
        const done = await callsRef.current.submit(phase, draft.current.answers, key);
        setSubmitting(false);
        return finish({ kind: 'done', done });
      } catch (error) {
        // No answer: the same attempt is sent again (same key) until the connection returns.
        if (submitAgain(error, attempt)) {
          if (isOffline(error)) setSync('offline');
          await waitToRetry(retryDelay(attempt));
          continue;
        }
        submittingRef.current = false;
        setSubmitting(false);
        const settled = callsRef.current.settledBy(error, 'submit');
        if (settled) return finish(settled);
        notifyFailure(isUnreachable(error) ? SUBMIT_UNREACHABLE : errorMessage(error));
        return;
      }
    }
  }, [phase, scope, finish]);
  submitRef.current = submit;

  // The countdown reaching zero submits the answers, and the screen then says why it was sent.
  const timed = phase.kind === 'answering' && deadline !== null && (calls.timed?.(phase) ?? true);
  const left = useSecondsLeft(timed ? deadline : null);
  useEffect(() => {
    if (timed && left === 0) {
      setTimeUp(true);
      void submit();
    }
  }, [timed, left, submit]);

  /** Pause: the answers so far reach the server, the clock stops with the time left kept. */
  const pause = useCallback(async (): Promise<boolean> => {
    if (phase.kind !== 'answering') return false;
    setPausing(true);
    window.clearTimeout(saveTimer.current);
    try {
      const sent = await callsRef.current.pause(draft.current);
      store(confirmSent(draft.current, sent));
      leaving.current = true;
      resetList();
      return true;
    } catch (error) {
      notifyFailure(errorMessage(error));
      setPausing(false);
      return false;
    }
  }, [phase.kind, store, resetList]);

  return {
    phase,
    answers,
    sync,
    /** Whether the countdown runs, and its seconds left (null when it does not). */
    timed,
    left: timed ? left : null,
    submitting,
    pausing,
    /** Whether the countdown ran out and submitted the answers itself. */
    timeUp,
    setAnswer,
    submit,
    pause,
    /** Whether leaving the screen is to be held with the Attention! alert. */
    held: () => answering.current && !leaving.current,
    scope,
  };
}
