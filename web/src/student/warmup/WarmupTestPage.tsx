import { Alert, Button, Center, Container, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { WARMUP_ALREADY_SUBMITTED, type WarmupSubmissionReview } from '@prep/domain';
import { api, ApiError } from '../../api';
import { notifyFailure, errorMessage } from '../../forms';
import { usePageTitle } from '../../shell/usePageTitle';
import { reviewRows } from '../../warmup/format';
import { ReviewGrid } from '../../warmup/ReviewGrid';
import type { DraftSaved, WarmupQuestion, WarmupResultDetail } from '../../warmup/types';
import {
  attemptKey,
  clearDraft,
  confirmSent,
  draftScope,
  mergeDrafts,
  pendingAnswers,
  readDraft,
  typed,
  writeDraft,
  type LocalDraft,
} from '../taking/draftStore';
import { keypadInput, type KeypadKey } from './keypad';
import { KeypadDialog } from './KeypadDialog';
import { isRetriable, waitToRetry } from '../taking/network';
import { QuestionCard } from './QuestionCard';
import { TestHeader, useSecondsLeft } from '../taking/TestHeader';
import { AttentionGuard, STUDENT_DASHBOARD } from '../taking/AttentionGuard';

const TITLE = 'Warm-up Test';
/** Typing pauses this long before the answers go to the server. */
const SAVE_DELAY_MS = 600;
const RETRY_DELAY_MS = 5000;

type Phase =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'answering'; detail: WarmupResultDetail; questions: WarmupQuestion[] }
  | { kind: 'submitted'; detail: WarmupResultDetail; questions: WarmupQuestion[]; review: WarmupSubmissionReview };

type SyncState = 'saved' | 'saving' | 'offline' | 'failed';
const SYNC_TEXT: Record<SyncState, string> = {
  saved: 'All answers saved',
  saving: 'Saving answers…',
  offline: 'No connection: your answers are kept on this device and will be sent when the connection returns',
  failed: 'Your latest answers could not be saved to the server; they are kept on this device',
};

const storage = () => window.sessionStorage;

/**
 * `/student/warmup/:resultId`: the timed arithmetic warm-up. The server starts (or resumes) the
 * clock and says how much time is left; answers are saved to the server as they are typed and to
 * this tab's storage, so a reload or a dropped connection loses nothing; the submission carries a
 * stable attempt key so a retry is applied once; the server grades it and answers with the review.
 */
export function WarmupTestPage() {
  const { t } = useTranslation();
  usePageTitle(TITLE);
  const resultId = Number(useParams().resultId);
  const scope = draftScope('warmup', resultId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [sync, setSync] = useState<SyncState>('saved');
  const [deadline, setDeadline] = useState<number | null>(null);
  const [keypadFor, setKeypadFor] = useState<WarmupQuestion | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [pausing, setPausing] = useState(false);

  const draft = useRef<LocalDraft>({ answers: {}, unsent: [] });
  const answering = useRef(false);
  const leaving = useRef(false);
  const alive = useRef(true);
  const saveTimer = useRef<number | undefined>(undefined);
  const saving = useRef(false);
  const submittingRef = useRef(false);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      window.clearTimeout(saveTimer.current);
    };
  }, []);

  const syncClock = useCallback((remaining: number | null | undefined) => {
    if (remaining === null || remaining === undefined) return;
    const next = Date.now() + remaining * 1000;
    // Small differences are the request's own travel time: only a real correction moves the clock.
    setDeadline((current) => (current === null || Math.abs(current - next) > 2000 ? next : current));
  }, []);

  // Opening the screen starts the clock (or resumes it after a pause); a reload resumes it too.
  useEffect(() => {
    if (!Number.isInteger(resultId) || resultId <= 0) {
      setPhase({ kind: 'failed', message: 'Not found.' });
      return;
    }
    let cancelled = false;
    void (async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          const detail = await api.post<WarmupResultDetail>(`/api/warmup-result/${resultId}/start/`);
          if (cancelled) return;
          const questions = [...(detail.questions ?? [])].sort((a, b) => a.order - b.order);
          draft.current = mergeDrafts(detail.draft_answers ?? {}, readDraft(storage(), scope));
          writeDraft(storage(), scope, draft.current);
          setAnswers(draft.current.answers);
          if (detail.timer && detail.remaining_seconds !== null)
            setDeadline(Date.now() + detail.remaining_seconds * 1000);
          answering.current = true;
          setPhase({ kind: 'answering', detail, questions });
          return;
        } catch (error) {
          if (cancelled) return;
          if (isRetriable(error) && attempt < 4) {
            await waitToRetry(1000 * attempt);
            continue;
          }
          setPhase({ kind: 'failed', message: errorMessage(error) });
          return;
        }
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [resultId, scope]);

  const flush = useCallback(async () => {
    window.clearTimeout(saveTimer.current);
    if (saving.current || !answering.current || submittingRef.current) return;
    const sent = pendingAnswers(draft.current);
    if (Object.keys(sent).length === 0) {
      setSync('saved');
      return;
    }
    saving.current = true;
    setSync('saving');
    try {
      const saved = await api.put<DraftSaved>(`/api/warmup-result/${resultId}/draft/`, { answers: sent });
      draft.current = confirmSent(draft.current, sent);
      writeDraft(storage(), scope, draft.current);
      syncClock(saved.remaining_seconds);
      if (draft.current.unsent.length > 0) saveTimer.current = window.setTimeout(() => void flush(), SAVE_DELAY_MS);
      else setSync('saved');
    } catch (error) {
      if (!alive.current) return;
      const offline = error instanceof ApiError && error.isNetworkError;
      setSync(offline ? 'offline' : 'failed');
      // A refusal for good (time up, already submitted) is settled by the submission; anything else is tried again.
      if (offline || isRetriable(error)) saveTimer.current = window.setTimeout(() => void flush(), RETRY_DELAY_MS);
    } finally {
      saving.current = false;
    }
  }, [resultId, syncClock, scope]);

  // Back online: send what was kept locally.
  useEffect(() => {
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);

  const setAnswer = useCallback(
    (warmupId: number, value: string) => {
      if (!answering.current || submittingRef.current) return;
      draft.current = typed(draft.current, warmupId, value);
      writeDraft(storage(), scope, draft.current);
      setAnswers(draft.current.answers);
      setSync('saving');
      window.clearTimeout(saveTimer.current);
      saveTimer.current = window.setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    [flush, scope],
  );

  const submit = useCallback(async () => {
    if (phase.kind !== 'answering' || submittingRef.current) return;
    submittingRef.current = true;
    setSubmitting(true);
    window.clearTimeout(saveTimer.current);
    const key = attemptKey(storage(), scope);
    const body = {
      result: phase.questions.map((q) => ({
        warmup_id: q.warmup_id,
        result: draft.current.answers[String(q.warmup_id)] ?? '',
      })),
    };
    for (let attempt = 1; alive.current; attempt++) {
      try {
        const review = await api.put<WarmupSubmissionReview>(`/api/warmup-result/${resultId}/`, body, {
          headers: { 'Idempotency-Key': key },
        });
        clearDraft(storage(), scope);
        answering.current = false;
        setSubmitting(false);
        setPhase({ kind: 'submitted', detail: phase.detail, questions: phase.questions, review });
        void queryClient.resetQueries({ queryKey: ['warmup-results'] });
        return;
      } catch (error) {
        const offline = error instanceof ApiError && error.isNetworkError;
        // No answer: the same attempt is sent again (same key) until the connection returns.
        if (offline || (isRetriable(error) && attempt < 4)) {
          if (offline) setSync('offline');
          await waitToRetry(Math.min(RETRY_DELAY_MS, 1000 * attempt));
          continue;
        }
        if (error instanceof ApiError && error.message === WARMUP_ALREADY_SUBMITTED) {
          answering.current = false;
          clearDraft(storage(), scope);
          setPhase({ kind: 'failed', message: WARMUP_ALREADY_SUBMITTED });
        } else {
          notifyFailure(errorMessage(error));
        }
        submittingRef.current = false;
        setSubmitting(false);
        return;
      }
    }
  }, [phase, queryClient, resultId, scope]);

  // The countdown reaching zero submits the answers.
  const timed = phase.kind === 'answering' && phase.detail.timer && deadline !== null;
  const left = useSecondsLeft(timed ? deadline : null);
  useEffect(() => {
    if (timed && left === 0) void submit();
  }, [timed, left, submit]);

  const pause = async () => {
    if (phase.kind !== 'answering') return;
    setPausing(true);
    window.clearTimeout(saveTimer.current);
    try {
      await api.post(`/api/warmup-result/${resultId}/pause/`, { answers: draft.current.answers });
      draft.current = { answers: draft.current.answers, unsent: [] };
      writeDraft(storage(), scope, draft.current);
      leaving.current = true;
      void queryClient.resetQueries({ queryKey: ['warmup-results'] });
      void navigate(STUDENT_DASHBOARD);
    } catch (error) {
      notifyFailure(errorMessage(error));
      setPausing(false);
    }
  };

  const keypadKey = (key: KeypadKey) => {
    if (!keypadFor) return;
    setAnswer(keypadFor.warmup_id, keypadInput(draft.current.answers[String(keypadFor.warmup_id)] ?? '', key));
  };

  const review = useMemo(
    () => (phase.kind === 'submitted' ? reviewRows(phase.questions, phase.review.result) : []),
    [phase],
  );

  let body: ReactNode;
  if (phase.kind === 'loading') {
    body = (
      <Center py="xl" role="status" data-loading="true">
        <Loader aria-hidden />
        <Text ml="sm">{t('Loading…')}</Text>
      </Center>
    );
  } else if (phase.kind === 'failed') {
    body = (
      <Stack gap="md" align="flex-start">
        <Alert color="red" title={t('Oops!')} role="alert" w="100%">
          {t(phase.message)}
        </Alert>
        <Button onClick={() => navigate(STUDENT_DASHBOARD)}>{t('Back')}</Button>
      </Stack>
    );
  } else if (phase.kind === 'answering') {
    const count = phase.questions.length;
    body = (
      <Stack gap="md">
        <Text>
          {t('{{count}} questions', { count })}
          {' · '}
          {phase.detail.timer ? t('The test is submitted when the time runs out.') : t('No time limit.')}
        </Text>
        <Text role="status" size="sm" c={sync === 'offline' || sync === 'failed' ? 'red.9' : 'dimmed'} data-sync={sync}>
          {t(SYNC_TEXT[sync])}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {phase.questions.map((question) => (
            <QuestionCard
              key={question.warmup_id}
              question={question}
              value={answers[String(question.warmup_id)] ?? ''}
              onChange={(value) => setAnswer(question.warmup_id, value)}
              onOpenKeypad={() => setKeypadFor(question)}
              disabled={submitting}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => void pause()} loading={pausing} disabled={submitting}>
            {t('Pause')}
          </Button>
          <Button onClick={() => void submit()} loading={submitting} disabled={pausing} size="md">
            {t('Submit')}
          </Button>
        </Group>
        <KeypadDialog
          question={keypadFor?.order ?? null}
          value={keypadFor ? (answers[String(keypadFor.warmup_id)] ?? '') : ''}
          onKey={keypadKey}
          onClose={() => setKeypadFor(null)}
        />
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md">
        <Alert color="blue" title={t('Submitted')}>
          {t('Your answers are saved. Your score will show on your dashboard once your teacher releases the results.')}
        </Alert>
        <ReviewGrid rows={review} label="Review of your answers" />
        <Group>
          <Button onClick={() => navigate(STUDENT_DASHBOARD)}>{t('Back')}</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <TestHeader
          title={TITLE}
          testName={phase.kind === 'answering' || phase.kind === 'submitted' ? phase.detail.test_name : undefined}
          left={timed ? left : null}
        />
        {body}
      </Stack>
      <AttentionGuard held={() => answering.current && !leaving.current} />
    </Container>
  );
}
