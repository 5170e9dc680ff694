import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { createContext, useContext, useEffect, useState } from 'react';
import type { Student } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import {
  HOUR_OPTIONS,
  isDefaultTimer,
  joinTimer,
  MINUTE_OPTIONS,
  SECOND_OPTIONS,
  splitTimer,
  type TimerParts,
} from '../../../warmup/timer';
import { defaultTimerFor, extraTimeNote, timerStart } from './timerStart';
import { fullName } from './viewBy';

/** The student the dashboard is open on: Change Timer says what their extra time makes of the time picked. */
export const TimerStudentContext = createContext<Student | undefined>(undefined);

export interface TimerChoice {
  timer: boolean;
  /** hh:mm:ss; 00:00:00 means the set's section duration. */
  time: string;
}

/**
 * The timer of an assignment being made: the one picked with Change Timer, else the default of the test
 * or set chosen (defaultTimerFor: on, at its duration). `reset` starts afresh (another student, test,
 * or once assigned): a timer picked for one is not carried to the next.
 */
export function useAssignTimer(sectionDuration: string | null | undefined, reset: readonly unknown[]) {
  const [picked, setPicked] = useState<TimerChoice | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what starts afresh
  useEffect(() => setPicked(null), reset);
  return {
    choice: picked ?? defaultTimerFor(sectionDuration),
    /** The choice for another test than the one chosen (a preparation test's source). */
    choiceFor: (duration: string | null | undefined) => picked ?? defaultTimerFor(duration),
    setChoice: setPicked,
  };
}

interface TimerDialogProps {
  opened: boolean;
  initial: TimerChoice;
  /** The set's section duration, used when the time is left at 00:00:00. */
  sectionDuration?: string | null;
  /** A spinner on Save while the change is being saved (Change Timer of an assigned warm-up). */
  saving?: boolean;
  onSave: (choice: TimerChoice) => void;
  onClose: () => void;
}

/** Change Timer: timed or not, and an hh/mm/ss picker (hours 00-23, minutes and seconds 00-59). */
export function TimerDialog({ opened, initial, sectionDuration, saving, onSave, onClose }: TimerDialogProps) {
  const { t } = useTranslation();
  const student = useContext(TimerStudentContext);
  const [timer, setTimer] = useState(initial.timer);
  const [parts, setParts] = useState<TimerParts>(splitTimer(initial.time));
  useEffect(() => {
    if (!opened) return;
    const start = timerStart({ timer: initial.timer, time: initial.time }, sectionDuration);
    setTimer(start.timer);
    setParts(splitTimer(start.time));
  }, [opened, initial.timer, initial.time, sectionDuration]);

  const set = (part: keyof TimerParts) => (event: { currentTarget: HTMLSelectElement }) => {
    const value = event.currentTarget.value;
    setParts((p) => ({ ...p, [part]: value }));
  };
  const time = joinTimer(parts);
  const extra = student ? extraTimeNote({ timer, time }, sectionDuration, student.time_multiplier) : null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('Change Timer')}
      centered
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      <Stack gap="md">
        <Switch label={t('Timed')} checked={timer} onChange={(event) => setTimer(event.currentTarget.checked)} />
        <SimpleGrid cols={3} spacing="sm">
          <NativeSelect
            label={t('Hours')}
            data={HOUR_OPTIONS}
            value={parts.hours}
            onChange={set('hours')}
            disabled={!timer}
          />
          <NativeSelect
            label={t('Minutes')}
            data={MINUTE_OPTIONS}
            value={parts.minutes}
            onChange={set('minutes')}
            disabled={!timer}
          />
          <NativeSelect
            label={t('Seconds')}
            data={SECOND_OPTIONS}
            value={parts.seconds}
            onChange={set('seconds')}
            disabled={!timer}
          />
        </SimpleGrid>
        {timer && isDefaultTimer(time) && (
          <Text size="sm">
            {sectionDuration && !isDefaultTimer(sectionDuration)
              ? t("00:00:00 uses the set's section duration ({{duration}}).", { duration: sectionDuration })
              : t("00:00:00 uses the set's section duration.")}
          </Text>
        )}
        {student && extra && (
          <Text size="sm" data-extra-time>
            {extra.time
              ? t('{{name}} has {{label}}: they get {{time}}.', {
                  name: fullName(student),
                  label: t(extra.label),
                  time: extra.time,
                })
              : t('{{name}} is untimed: the test has no time limit for them.', { name: fullName(student) })}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button onClick={() => onSave({ timer, time })} loading={saving}>
            {t('Save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
