import { Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { msg } from '@prep/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock, secondsLeft } from '../../warmup/format';
import classes from './TestHeader.module.css';
import { afterWarning, dueWarning, type TimerWarning, WARNING_TEXT } from './timerWarning';

/** The countdown's seconds left, ticking each second from the deadline the server's remaining time gave. */
export function useSecondsLeft(deadline: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return deadline === null ? null : secondsLeft(deadline, now);
}

/** The countdown's latest warning as text, each given once while this screen is open. */
function useTimerWarning(left: number | null): string {
  const { t } = useTranslation();
  const given = useRef<Set<TimerWarning>>(new Set());
  const [said, setSaid] = useState<TimerWarning | null>(null);
  useEffect(() => {
    const due = dueWarning(left, given.current);
    if (!due) return;
    given.current = afterWarning(given.current, due);
    setSaid(due);
  }, [left]);
  return said ? t(WARNING_TEXT[said]) : '';
}

interface TestHeaderProps {
  title: string;
  testName?: string | undefined;
  /** Seconds left; null hides the countdown (untimed). */
  left: number | null;
  /** The countdown's label: the warm-up's is "Time Elapsed" (§4), though it counts down. */
  timerLabel?: string;
  /** Beside the countdown (e.g. Pause). */
  children?: ReactNode;
}

/**
 * The screen's heading, the test's name once known, and the countdown at the top right when timed; on
 * a phone it sticks under the app's bar.
 */
export function TestHeader({ title, testName, left, timerLabel = msg('Time Elapsed'), children }: TestHeaderProps) {
  const { t } = useTranslation();
  const warning = useTimerWarning(left);
  return (
    <Group
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      gap="md"
      className={classes.header}
      data-test-header
    >
      <Stack gap={4} miw={0}>
        <Title order={1} className={classes.title}>
          {t(title)}
        </Title>
        {testName !== undefined && (
          <Text size="lg" fw={500} className={classes.name}>
            {testName}
          </Text>
        )}
      </Stack>
      <Group gap="sm" align="center">
        {children}
        {left !== null && (
          <Paper role="timer" aria-label={t(timerLabel)} withBorder radius="md" className={classes.timer} data-timer>
            <Text size="sm" fw={600}>
              {t(timerLabel)}
            </Text>
            <Text fw={700} c={left <= 60 ? 'red.9' : undefined} className={classes.value} data-timer-value>
              {formatClock(left)}
            </Text>
          </Paper>
        )}
        {/* In the page from the start: a live region added with its text in it is not read out. */}
        <VisuallyHidden aria-live="polite" data-timer-warning>
          {warning}
        </VisuallyHidden>
      </Group>
    </Group>
  );
}
