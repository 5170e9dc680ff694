import { Button, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type FocusEvent, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { msg, WARMUP_ALREADY_SUBMITTED, type WarmupSubmissionReview, shownTestName, plural } from '@prep/domain';
import { ApiError } from '../../api';
import { pauseWarmup, saveWarmupDraft, startWarmup, submitWarmup, warmupKeys } from '../../api/warmups';
import { usePageTitle } from '../../shell/usePageTitle';
import { reviewRows } from '../../warmup/format';
import { ReviewGrid } from '../../warmup/ReviewGrid';
import type { WarmupQuestion, WarmupResultDetail } from '../../warmup/types';
import { pendingAnswers } from '../taking/draftStore';
import { readPosition, writePosition } from '../taking/position';
import { cardClock } from './cardClock';
import { CARD_KEY_HELP } from './cardKeys';
import classes from './WarmupTestPage.module.css';
import { keypadInput, type KeypadKey, type KeypadPlace } from './keypad';
import { KeypadDialog } from './KeypadDialog';
import { QuestionCard } from './QuestionCard';
import { SubmitDialog } from '../real-test/SubmitDialog';
import { syncTexts } from '../taking/session';
import { SubmittedAlert, SyncNote, TakingFailed, TakingLoading } from '../taking/TakingStates';
import { TestHeader } from '../taking/TestHeader';
import { AttentionGuard, STUDENT_DASHBOARD } from '../taking/AttentionGuard';
import { useTakingSession } from '../taking/useTakingSession';

const TITLE = msg('Warm-up Test');
/** Typing pauses this long before the answers go to the server. */
const SAVE_DELAY_MS = 600;
const SYNC_TEXT = syncTexts(msg('Your latest answers could not be saved to the server; they are kept on this device'));

/** How many of the questions have an answer typed, and how many not. */
function answeredCounts(questions: readonly WarmupQuestion[], answers: Record<string, string>) {
  const answered = questions.filter((q) => (answers[String(q.warmup_id)] ?? '').trim() !== '').length;
  return { answered, unanswered: questions.length - answered };
}

interface Answering {
  detail: WarmupResultDetail;
  questions: WarmupQuestion[];
}
interface Submitted extends Answering {
  review: WarmupSubmissionReview;
}

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
  const navigate = useNavigate();
  const [keypadFor, setKeypadFor] = useState<WarmupQuestion | null>(null);
  const [keypadPlace, setKeypadPlace] = useState<KeypadPlace>('bottom');
  // Submit asks first, as a real test does: Enter after the last answer lands on Submit, and one more Enter
  // there must not send a test the student meant to look over.
  const [confirming, setConfirming] = useState(false);
  // Time on each card (fact fluency): sent with every draft and with the submission.
  const [clock] = useState(cardClock);

  const session = useTakingSession<Answering, Submitted>({
    kind: 'warmup',
    id: resultId,
    storage: () => window.sessionStorage,
    listKey: warmupKeys.allResults,
    open: async () => {
      const detail = await startWarmup(resultId);
      const questions = [...(detail.questions ?? [])].sort((a, b) => a.order - b.order);
      return {
        kind: 'answering',
        taking: { detail, questions },
        saved: detail.draft_answers ?? {},
        remainingSeconds: detail.timer ? detail.remaining_seconds : null,
      };
    },
    // Everything typed since the last save, in one request.
    save: async (draft, confirmed) => {
      const sent = pendingAnswers(draft());
      const saved = await saveWarmupDraft(resultId, { answers: sent, ms: clock.totals() });
      confirmed(sent, saved.remaining_seconds);
    },
    saveDelayMs: SAVE_DELAY_MS,
    // A refusal for good (time up, already submitted) is settled by the submission.
    refusedSave: 'keep',
    sendRestored: false,
    pause: async (draft) => {
      await pauseWarmup(resultId, { answers: draft.answers });
      return draft.answers;
    },
    submit: async (taking, answers, key) => {
      const times = clock.totals();
      const body = {
        result: taking.questions.map((q) => ({
          warmup_id: q.warmup_id,
          result: answers[String(q.warmup_id)] ?? '',
          ms: times[String(q.warmup_id)],
        })),
      };
      const review = await submitWarmup(resultId, body, key);
      return { detail: taking.detail, questions: taking.questions, review };
    },
    settledBy: (error, step) =>
      step === 'submit' && error instanceof ApiError && error.message === WARMUP_ALREADY_SUBMITTED
        ? { kind: 'failed', message: WARMUP_ALREADY_SUBMITTED }
        : null,
    timed: (taking) => taking.detail.timer,
    forget: (scope) => writePosition(window.sessionStorage, scope, 0),
  });
  const { phase, answers, sync, submitting, pausing, setAnswer, submit } = session;

  // A reload returns to the question the student was answering (a phone shows one card a row).
  const answering = phase.kind === 'answering';
  useEffect(() => {
    if (!answering) return;
    const at = readPosition(window.sessionStorage, session.scope);
    if (at > 0) document.querySelector<HTMLInputElement>(`[data-answer-order="${at}"]`)?.focus();
  }, [answering, session.scope]);
  const cardAt = (event: FocusEvent) => {
    const order = Number((event.target as HTMLElement).dataset.answerOrder);
    const question = phase.kind === 'answering' ? phase.questions.find((q) => q.order === order) : undefined;
    return { order, question };
  };
  const remember = (event: FocusEvent) => {
    const { order, question } = cardAt(event);
    if (order > 0) writePosition(window.sessionStorage, session.scope, order);
    if (question) clock.focus(question.warmup_id, performance.now());
  };
  const leave = (event: FocusEvent) => {
    const { question } = cardAt(event);
    if (question) clock.blur(question.warmup_id, performance.now());
  };
  const answer = (warmupId: number, value: string) => {
    clock.input(warmupId, performance.now());
    setAnswer(warmupId, value);
  };

  const pause = async () => {
    if (await session.pause()) void navigate(STUDENT_DASHBOARD);
  };

  const keypadKey = (key: KeypadKey) => {
    if (!keypadFor) return;
    answer(keypadFor.warmup_id, keypadInput(answers[String(keypadFor.warmup_id)] ?? '', key));
  };

  const review = useMemo(
    () => (phase.kind === 'done' ? reviewRows(phase.questions, phase.review.result) : []),
    [phase],
  );

  let body: ReactNode;
  if (phase.kind === 'loading') {
    body = <TakingLoading />;
  } else if (phase.kind === 'failed') {
    body = <TakingFailed message={phase.message} />;
  } else if (phase.kind === 'answering') {
    const count = phase.questions.length;
    body = (
      <Stack gap="md">
        <Text>
          {t(plural('{{count, number}} questions', '{{count, number}} question'), { count })}
          {' · '}
          {phase.detail.timer ? t('The test is submitted when the time runs out.') : t('No time limit.')}
        </Text>
        <Text size="sm" className={classes.keys} data-key-help>
          {t(CARD_KEY_HELP)}
        </Text>
        <SyncNote sync={sync} texts={SYNC_TEXT} color="dimmed" />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" onFocus={remember} onBlur={leave}>
          {phase.questions.map((question) => (
            <QuestionCard
              key={question.warmup_id}
              question={question}
              value={answers[String(question.warmup_id)] ?? ''}
              onChange={(value) => answer(question.warmup_id, value)}
              onOpenKeypad={(place) => {
                clock.focus(question.warmup_id, performance.now());
                setKeypadPlace(place);
                setKeypadFor(question);
              }}
              disabled={submitting}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => void pause()} loading={pausing} disabled={submitting}>
            {t('Pause')}
          </Button>
          <Button
            onClick={() => setConfirming(true)}
            loading={submitting}
            disabled={pausing}
            size="md"
            data-warmup-submit
          >
            {t('Submit')}
          </Button>
        </Group>
        <SubmitDialog
          opened={confirming}
          counts={answeredCounts(phase.questions, answers)}
          submitting={submitting}
          onClose={() => setConfirming(false)}
          onSubmit={() => {
            void submit().finally(() => setConfirming(false));
          }}
        />
        <KeypadDialog
          question={keypadFor?.order ?? null}
          place={keypadPlace}
          value={keypadFor ? (answers[String(keypadFor.warmup_id)] ?? '') : ''}
          onKey={keypadKey}
          onClose={() => setKeypadFor(null)}
        />
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md">
        <SubmittedAlert timeUp={session.timeUp}>
          {t('Each answer is marked Correct or Wrong below, with the right answer.')}
        </SubmittedAlert>
        <ReviewGrid rows={review} label={msg('Review of your answers')} />
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
          testName={phase.kind === 'answering' || phase.kind === 'done' ? shownTestName(t, phase.detail) : undefined}
          left={session.left}
        />
        {body}
      </Stack>
      <AttentionGuard held={session.held} />
    </Container>
  );
}
