import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isDefaultTimer } from '../../../warmup/timer';
import { type TimerChoice, TimerDialog } from './TimerDialog';

/** The timer chosen, in words: off, the set's section duration, or the time picked. */
function timerText(
  t: (key: string, options?: Record<string, unknown>) => string,
  choice: TimerChoice,
  duration: string | null | undefined,
) {
  if (!choice.timer) return t('Off');
  if (!isDefaultTimer(choice.time)) return choice.time;
  return duration ? t('{{duration}} (section duration)', { duration }) : t('the section duration');
}

interface TimerSummaryProps {
  choice: TimerChoice;
  onChoice: (choice: TimerChoice) => void;
  /** The section duration of the test or set to assign, used when the time is left at 00:00:00. */
  sectionDuration: string | null | undefined;
}

/** The timer a test or warm-up will be assigned with, and Change Timer to pick another. */
export function TimerSummary({ choice, onChoice, sectionDuration }: TimerSummaryProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Group gap="sm" align="flex-end">
        <Text size="sm">
          {t('Timer')}: <strong data-timer-choice>{timerText(t, choice, sectionDuration)}</strong>
        </Text>
        <Button variant="default" size="xs" onClick={() => setOpen(true)}>
          {t('Change Timer')}
        </Button>
      </Group>
      <TimerDialog
        opened={open}
        initial={choice}
        sectionDuration={sectionDuration}
        onClose={() => setOpen(false)}
        onSave={(next) => {
          onChoice(next);
          setOpen(false);
        }}
      />
    </>
  );
}
