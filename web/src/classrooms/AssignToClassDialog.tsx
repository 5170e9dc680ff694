import {
  Button,
  Group,
  Modal,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ClassroomAssignInput,
  DEFAULT_TIMER,
  msg,
  PAUSE_ALLOWED_DEFAULT,
  PAUSE_LIMIT_DEFAULT_MINUTES,
} from '@prep/domain';
import { useAssignTimer } from '../client/dashboard/common/TimerDialog';
import { TimerSummary } from '../client/dashboard/common/TimerSummary';
import { type PauseSetting, PauseChoice } from '../client/dashboard/real-test/PauseChoice';
import { useGrantedTests } from '../client/dashboard/real-test/queries';
import { assignableTests, grantedTestIds } from '../client/dashboard/real-test/realTestRows';
import { useGrantedWarmupSets } from '../client/dashboard/warmup/queries';
import { notifyFailure } from '../forms';
import { useSession } from '../session';
import { type AssignKind, assignRequest } from './assignRequest';

export interface ClassToAssign {
  id: number;
  class_name: string;
  /** The class's program: the real tests offered are the client's granted tests of it. */
  program: string;
}

interface AssignToClassDialogProps {
  classroom: ClassToAssign | null;
  opened: boolean;
  assigning: boolean;
  onAssign: (body: ClassroomAssignInput) => void;
  onClose: () => void;
}

const KINDS: { value: AssignKind; label: string }[] = [
  { value: 'test', label: msg('Real test') },
  { value: 'warmup', label: msg('Warm-up set') },
];

/**
 * Assign to Class: a real test granted to the client (of the class's program) or a granted warm-up set,
 * its timer (Change Timer, as for one student), the pause of a real test, and an optional window.
 */
export function AssignToClassDialog({ classroom, opened, assigning, onAssign, onClose }: AssignToClassDialogProps) {
  const { t } = useTranslation();
  const clientId = useSession()?.clientId ?? null;
  const program = classroom?.program ?? '';
  const tests = useGrantedTests(clientId, opened ? program : '');
  const sets = useGrantedWarmupSets(clientId);
  const [kind, setKind] = useState<AssignKind>('test');
  const [quiz, setQuiz] = useState('');
  const [pause, setPause] = useState<PauseSetting>({
    allowed: PAUSE_ALLOWED_DEFAULT,
    minutes: PAUSE_LIMIT_DEFAULT_MINUTES,
  });
  const [opensAt, setOpensAt] = useState('');
  const [closesAt, setClosesAt] = useState('');

  // Each opening starts afresh: nothing of the last class's assignment is carried over.
  useEffect(() => {
    if (!opened) return;
    setKind('test');
    setQuiz('');
    setPause({ allowed: PAUSE_ALLOWED_DEFAULT, minutes: PAUSE_LIMIT_DEFAULT_MINUTES });
    setOpensAt('');
    setClosesAt('');
  }, [opened]);

  const offered = useMemo(
    () => (tests.data ? assignableTests(tests.data.tests, grantedTestIds(tests.data.grants), program) : []),
    [tests.data, program],
  );
  const choices =
    kind === 'test'
      ? offered.map((q) => ({ value: String(q.master_qnsbank_id), label: q.test_name, duration: q.section_duration }))
      : (sets.data ?? []).map((q) => ({
          value: String(q.master_qnsbank_id),
          label: q.test_name,
          duration: q.section_duration,
        }));
  const loading = kind === 'test' ? tests.isFetching && !tests.data : sets.isPending;
  const chosen = choices.find((c) => c.value === quiz);
  // On by default at the test's or set's own duration; Change Timer picks another.
  const { choice: timer, setChoice: setTimer } = useAssignTimer(chosen?.duration, [opened, kind, quiz]);

  const changeKind = (value: AssignKind) => {
    setKind(value);
    setQuiz('');
  };

  const submit = () => {
    const request = assignRequest({
      kind,
      quiz: chosen ? quiz : '',
      timer: timer.timer,
      time: timer.timer ? timer.time : DEFAULT_TIMER,
      pauseAllowed: pause.allowed,
      pauseMinutes: pause.minutes,
      opensAt,
      closesAt,
    });
    if (!request.ok) notifyFailure(request.message);
    else onAssign(request.body);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('Assign to {{name}}', { name: classroom?.class_name ?? '' })}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      <Stack gap="md">
        <SegmentedControl
          aria-label={t('What to assign')}
          value={kind}
          onChange={(value) => changeKind(value as AssignKind)}
          data={KINDS.map((k) => ({ value: k.value, label: t(k.label) }))}
        />
        <NativeSelect
          label={kind === 'test' ? t('Available Test') : t('Available Warm-up')}
          value={quiz}
          onChange={(event) => {
            setQuiz(event.currentTarget.value);
          }}
          description={
            kind === 'test' && !loading && offered.length === 0
              ? t('No test of the program {{program}} is granted', { program })
              : undefined
          }
          data={[
            {
              value: '',
              label: loading ? t('Loading…') : kind === 'test' ? t('Select Test') : t('Select Warm-up set'),
            },
            ...choices.map((c) => ({ value: c.value, label: c.label })),
          ]}
        />
        <TimerSummary choice={timer} onChoice={setTimer} sectionDuration={chosen?.duration} />
        <Text size="xs">{t("Each student's extra time applies on top of the timer.")}</Text>
        {kind === 'test' && <PauseChoice value={pause} onChange={setPause} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            type="datetime-local"
            label={t('Opens at')}
            description={t('Optional: not startable before')}
            value={opensAt}
            onChange={(event) => setOpensAt(event.currentTarget.value)}
          />
          <TextInput
            type="datetime-local"
            label={t('Closes at')}
            description={t('Optional: missed if not started by then')}
            value={closesAt}
            onChange={(event) => setClosesAt(event.currentTarget.value)}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={assigning}>
            {t('Cancel')}
          </Button>
          <Button onClick={submit} loading={assigning}>
            {t('Assign')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
