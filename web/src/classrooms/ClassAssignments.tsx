import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClassroomResults } from '@prep/domain';
import { Link } from 'react-router';
import { useFormat } from '../i18n/format';
import { useSession } from '../session';
import { StackedCell, StackedHead, StackedTable } from '../sitting';
import { type ResultAssignment, tallyOf } from './classGrid';
import { formatInstant } from './classWindow';

export type AssignmentAction = 'release' | 'reassign' | 'preparation';

interface ClassAssignmentsProps {
  results: ClassroomResults;
  /** The action whose call is in flight, and for which assignment. */
  busy: { action: AssignmentAction; assignmentId: number } | null;
  onAction: (action: AssignmentAction, assignment: ResultAssignment) => void;
}

/**
 * What the class was given, one row an assignment: its window, timer, how many submitted and were
 * released, and the class-wide actions (release, reassign below a score, preparation tests).
 */
export function ClassAssignments({ results, busy, onAction }: ClassAssignmentsProps) {
  const { t } = useTranslation();
  const { language } = useFormat();
  // A real test's item analysis over this class: the area's analysis page (client admin or teacher).
  const area = useSession()?.role === 'teacher' ? '/teacher' : '/client';
  if (results.assignments.length === 0)
    return <Text c="dimmed">{t('Nothing has been assigned to this class yet.')}</Text>;
  const labels = {
    test: t('Test'),
    window: t('Window'),
    timer: t('Timer'),
    progress: t('Submitted'),
    actions: t('Actions'),
  };
  const spins = (action: AssignmentAction, a: ResultAssignment) =>
    busy?.action === action && busy.assignmentId === a.id;
  return (
    <StackedTable minWidth={760} striped withTableBorder data-class-assignments>
      <Table.Caption>{t('Assignments of the class')}</Table.Caption>
      <StackedHead labels={Object.values(labels)} />
      <Table.Tbody>
        {results.assignments.map((a) => {
          const tally = tallyOf(results, a.id);
          const opens = formatInstant(a.opens_at, language);
          const closes = formatInstant(a.closes_at, language);
          return (
            <Table.Tr key={a.id}>
              <StackedCell label={labels.test}>
                {a.kind === 'test' ? (
                  <Anchor
                    component={Link}
                    to={`${area}/test-analysis/${a.quiz}?classroom=${results.classroom.id}`}
                    aria-label={t('Item analysis of {{name}}', { name: a.test_name })}
                  >
                    {a.test_name}
                  </Anchor>
                ) : (
                  a.test_name
                )}{' '}
                <Text span size="xs" c="dimmed">
                  ({a.kind === 'test' ? t('Real test') : t('Warm-up set')})
                </Text>
              </StackedCell>
              <StackedCell label={labels.window}>
                {opens || closes ? `${opens || '…'} – ${closes || '…'}` : t('Always open')}
              </StackedCell>
              <StackedCell label={labels.timer}>{a.timer ? a.student_timer : t('Off')}</StackedCell>
              <StackedCell label={labels.progress}>
                {t('{{submitted}} of {{rows}}, {{released}} released', { ...tally })}
              </StackedCell>
              <StackedCell label={labels.actions}>
                <Group gap="xs">
                  <Button
                    size="xs"
                    onClick={() => onAction('release', a)}
                    disabled={tally.submitted === tally.released || busy !== null}
                    loading={spins('release', a)}
                  >
                    {t('Release results')}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => onAction('reassign', a)}
                    disabled={tally.submitted === 0 || busy !== null}
                    loading={spins('reassign', a)}
                  >
                    {t('Reassign below score…')}
                  </Button>
                  {a.kind === 'test' && (
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => onAction('preparation', a)}
                      disabled={tally.submitted === 0 || busy !== null}
                      loading={spins('preparation', a)}
                    >
                      {t('Preparation tests for wrong answers')}
                    </Button>
                  )}
                </Group>
              </StackedCell>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </StackedTable>
  );
}
