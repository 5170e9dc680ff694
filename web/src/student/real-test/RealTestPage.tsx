import {
  Alert,
  Box,
  Button,
  Container,
  Grid,
  Group,
  SegmentedControl,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { isCheckBoxQuestion, msg, SITTING_MESSAGES, selectedIds } from '@prep/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isSittingKind, reviewPath, type SittingKind } from '../../sitting';
import { formatClock } from '../../warmup/format';
import { AttentionGuard, STUDENT_DASHBOARD } from '../taking/AttentionGuard';
import { syncTexts } from '../taking/session';
import { SubmittedAlert, SyncNote, TakingFailed, TakingLoading } from '../taking/TakingStates';
import { TestHeader } from '../taking/TestHeader';
import { paletteCounts, paletteOf } from './palette';
import { readFlags, readLayout, type TestLayout, toggled, writeFlags, writeLayout } from './preferences';
import { readPosition, writePosition } from '../taking/position';
import { QuestionPalette } from './QuestionPalette';
import { QuestionPanel } from './QuestionPanel';
import { SubmitDialog } from './SubmitDialog';
import { say } from '../../i18n/say';
import classes from './RealTestPage.module.css';
import { KEY_HELP, testKeyAction } from './testKeys';
import { useSittingSession } from './useSittingSession';

const TITLES: Record<SittingKind, string> = {
  master: msg('Real Test'),
  personalized: msg('Preparation Test'),
};
const SYNC_TEXT = syncTexts(msg('Your latest answer could not be saved to the server; it is kept on this device'));

/** Whether a key has been pressed on this screen (the shortcut hint is then shown on any device). */
function useKeyPressed(): boolean {
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (used) return;
    const pressed = () => setUsed(true);
    window.addEventListener('keydown', pressed);
    return () => window.removeEventListener('keydown', pressed);
  }, [used]);
  return used;
}

/** `/student/test/:kind/:id`: a real test (or a preparation test) being taken. */
export function RealTestPage() {
  const params = useParams();
  const kind = params.kind;
  if (!isSittingKind(kind)) return <NotATest />;
  return <TakeTest key={`${kind}-${params.id}`} kind={kind} id={Number(params.id)} />;
}

function NotATest() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Alert color="red" title={t('Oops!')} role="alert">
        {t('Not found.')}
      </Alert>
    </Container>
  );
}

/**
 * The questions one at a time or all in a list (the student's choice, remembered), a palette of
 * answered / flagged / unanswered, Previous / Next, the server's countdown (none when untimed), Pause,
 * Submit (automatic at zero), and the keyboard: 1-5 or A-E choose, N / P move, F flags.
 */
function TakeTest({ kind, id }: { kind: SittingKind; id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSittingSession(kind, id);
  const { phase, answers } = session;
  const [layout, setLayout] = useState<TestLayout>(() => readLayout(window.localStorage));
  // A reload returns to the question the student was on.
  const [current, setCurrent] = useState(() => readPosition(window.localStorage, session.scope));
  const [flags, setFlags] = useState<Set<number>>(() => readFlags(window.localStorage, session.scope));
  const [announcement, setAnnouncement] = useState('');
  const [confirming, setConfirming] = useState(false);
  const panels = useRef<Array<HTMLElement | null>>([]);
  const keyboard = useKeyPressed();

  const questions = phase.kind === 'answering' ? phase.questions : [];
  const total = questions.length;
  const { submit, timed } = session;

  const go = useCallback(
    (index: number) => {
      if (index < 0 || index >= total) return;
      setCurrent(index);
      // The question's panel takes the focus, so a screen reader reads where the student now is.
      window.requestAnimationFrame(() => {
        const panel = panels.current[index];
        panel?.focus({ preventScroll: true });
        panel?.scrollIntoView?.({ block: 'nearest' });
      });
    },
    [total],
  );

  const answering = phase.kind === 'answering';
  useEffect(() => {
    if (answering) writePosition(window.localStorage, session.scope, current);
  }, [answering, current, session.scope]);

  // Once the questions arrive: a position kept from a longer test is brought back inside this one, and
  // the question the student returns to is brought into view (the list layout starts at the top).
  const returned = useRef(false);
  useEffect(() => {
    if (total === 0 || returned.current) return;
    returned.current = true;
    const at = Math.min(current, total - 1);
    if (at > 0) go(at);
  }, [total, current, go]);

  const toggleFlag = useCallback(
    (index: number) => {
      const question = questions[index];
      if (!question) return;
      setFlags((old) => {
        const next = toggled(old, question.questionid);
        writeFlags(window.localStorage, session.scope, next);
        setAnnouncement(
          next.has(question.questionid)
            ? t('Question {{n}} flagged for review', { n: index + 1 })
            : t('Question {{n}} no longer flagged', { n: index + 1 }),
        );
        return next;
      });
    },
    [questions, session.scope, t],
  );

  const { choose } = session;
  const chooseFor = useCallback(
    (index: number, chosen: number | number[] | null) => {
      const question = questions[index];
      if (!question) return;
      if (isCheckBoxQuestion(question) && typeof chosen === 'number') {
        // A key (or a click) on a check box ticks it, or unticks it when it was ticked.
        const ticked = selectedIds(answers[String(question.questionid)] ?? '');
        const label = question.answers.find((a) => a.answersid === chosen)?.label ?? '';
        const was = ticked.includes(chosen);
        const next = question.answers
          .map((a) => a.answersid)
          .filter((id) => (id === chosen ? !was : ticked.includes(id)));
        choose(question.questionid, next.length > 0 ? next : null);
        setAnnouncement(
          was
            ? t('{{label}} unticked for question {{n}}', { label, n: index + 1 })
            : t('{{label}} ticked for question {{n}}', { label, n: index + 1 }),
        );
        return;
      }
      choose(question.questionid, Array.isArray(chosen) && chosen.length === 0 ? null : chosen);
      const labels = question.answers
        .filter((a) => (Array.isArray(chosen) ? chosen.includes(a.answersid) : a.answersid === chosen))
        .map((a) => a.label)
        .join(', ');
      setAnnouncement(
        labels
          ? t('{{label}} chosen for question {{n}}', { label: labels, n: index + 1 })
          : t('Answer cleared for question {{n}}', { n: index + 1 }),
      );
    },
    [questions, answers, choose, t],
  );

  // The keyboard: on the current question, whatever has the focus (but not a dialog).
  useEffect(() => {
    if (phase.kind !== 'answering' || confirming) return;
    const onKey = (event: KeyboardEvent) => {
      if (document.querySelector('[role="dialog"]')) return;
      const question = questions[current];
      const action = testKeyAction(event, question?.answers.length ?? 0);
      if (!action || !question || session.submitting) return;
      event.preventDefault();
      if (action.kind === 'next') go(current + 1);
      else if (action.kind === 'previous') go(current - 1);
      else if (action.kind === 'flag') toggleFlag(current);
      else chooseFor(current, question.answers[action.position - 1]!.answersid);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [phase.kind, confirming, questions, current, go, toggleFlag, chooseFor, session.submitting]);

  const changeLayout = (value: TestLayout) => {
    setLayout(value);
    writeLayout(window.localStorage, value);
  };
  const pause = async () => {
    if (await session.pause()) void navigate(STUDENT_DASHBOARD);
  };

  const entries = paletteOf(questions, answers, flags);
  const panel = (index: number) => {
    const question = questions[index]!;
    return (
      <QuestionPanel
        key={question.questionid}
        ref={(element) => {
          panels.current[index] = element;
        }}
        question={question}
        n={index + 1}
        total={total}
        value={answers[String(question.questionid)] ?? ''}
        flagged={flags.has(question.questionid)}
        current={index === current}
        disabled={session.submitting}
        onChoose={(answersid) => chooseFor(index, answersid)}
        onFlag={() => toggleFlag(index)}
        onFocus={() => setCurrent(index)}
      />
    );
  };

  let body: React.ReactNode;
  if (phase.kind === 'loading') {
    body = <TakingLoading />;
  } else if (phase.kind === 'failed') {
    body = <TakingFailed message={phase.message} />;
  } else if (phase.kind === 'done') {
    const released = phase.sitting?.state === 'released';
    body = (
      <Stack gap="md" align="flex-start">
        <SubmittedAlert timeUp={session.timeUp}>{say(t, phase.message)}</SubmittedAlert>
        <Group>
          <Button onClick={() => navigate(STUDENT_DASHBOARD)}>{t('Back')}</Button>
          {released && (
            <Button variant="outline" onClick={() => navigate(reviewPath(kind, id))}>
              {t('Review')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <SegmentedControl
            aria-label={t('Show questions')}
            value={layout}
            onChange={(value) => changeLayout(value as TestLayout)}
            data={[
              { value: 'one', label: t('One at a time') },
              { value: 'list', label: t('All in a list') },
            ]}
          />
          <SyncNote sync={session.sync} texts={SYNC_TEXT} />
        </Group>
        <Text size="sm" id="test-keys">
          {timed ? t('The test is submitted when the time runs out.') : t('No time limit.')}{' '}
          <span className={classes.keys} data-keyboard={keyboard} data-key-help>
            {t(KEY_HELP)}
          </span>
        </Text>
        <Grid gap="md">
          {/* On a narrow screen the palette follows the question, which comes first. */}
          <Grid.Col span={{ base: 12, md: 3 }} order={{ base: 2, md: 1 }}>
            {/* Below the fixed header bar (104 px on wide screens), the palette stays in view while the list scrolls. */}
            <Box pos="sticky" top={120}>
              <QuestionPalette entries={entries} current={current} onGo={go} />
            </Box>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }} order={{ base: 1, md: 2 }}>
            <Stack gap="md" aria-describedby="test-keys">
              {layout === 'one' ? panel(Math.min(current, total - 1)) : questions.map((_, i) => panel(i))}
              <Group justify="space-between">
                <Group gap="sm">
                  <Button variant="default" onClick={() => go(current - 1)} disabled={current === 0}>
                    {t('Previous')}
                  </Button>
                  <Button variant="default" onClick={() => go(current + 1)} disabled={current >= total - 1}>
                    {t('Next')}
                  </Button>
                </Group>
                <Group gap="sm">
                  {phase.sitting.pause_allowed && (
                    <>
                      <Text size="sm" c="dimmed" data-pause-left>
                        {phase.sitting.pause_seconds_left > 0
                          ? t('Pause time left: {{time}}', { time: formatClock(phase.sitting.pause_seconds_left) })
                          : t(SITTING_MESSAGES.noPauseLeft)}
                      </Text>
                      <Button
                        variant="default"
                        onClick={() => void pause()}
                        loading={session.pausing}
                        disabled={session.submitting || phase.sitting.pause_seconds_left === 0}
                      >
                        {t('Pause')}
                      </Button>
                    </>
                  )}
                  <Button onClick={() => setConfirming(true)} loading={session.submitting} disabled={session.pausing}>
                    {t('Submit')}
                  </Button>
                </Group>
              </Group>
            </Stack>
          </Grid.Col>
        </Grid>
        <SubmitDialog
          opened={confirming}
          counts={paletteCounts(entries)}
          submitting={session.submitting}
          onClose={() => setConfirming(false)}
          onSubmit={() => {
            void submit().finally(() => setConfirming(false));
          }}
        />
      </Stack>
    );
  }

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <TestHeader
          title={TITLES[kind]}
          testName={
            phase.kind === 'answering'
              ? phase.sitting.test_name
              : phase.kind === 'done'
                ? phase.sitting?.test_name
                : undefined
          }
          left={session.left}
          timerLabel={msg('Time left')}
        />
        {body}
      </Stack>
      <VisuallyHidden aria-live="polite" data-announcement>
        {announcement}
      </VisuallyHidden>
      <AttentionGuard held={session.held} />
    </Container>
  );
}
