import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { shownTestName } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import { useDateText } from '../common/dateText';
import { formatScore, RIGHT_COLOR } from '../../../warmup/format';
import type { WarmupResultSummary } from '../../../warmup/types';
import { type ViewBy, viewLabel } from '../common/viewBy';
import { ReassignControl, RemoveCell } from '../common/AssignmentCells';
import type { ResultsMode } from '../common/ResultsDialogFrame';
import type { WarmupDashboard } from './useWarmupDashboard';
import { LIMIT_REACHED } from './useWarmupDashboard';
import { hasPendingOfSet, lifecycleText, personalizableSources, personalizedCount, testTypeOf } from './warmupRows';
import { RESULT_COLUMNS as COLUMNS } from '../common/columns';

interface WarmupResultsTableProps {
  view: ViewBy;
  studentName: string;
  rows: readonly WarmupResultSummary[];
  warmups: WarmupDashboard;
  onOpen: (result: WarmupResultSummary, mode: ResultsMode) => void;
  onChangeTimer: (result: WarmupResultSummary) => void;
  onPersonalize: (result: WarmupResultSummary) => void;
}

/** The warm-ups of a view, one row each, with the spec's columns and each row's actions. */
export function WarmupResultsTable({
  view,
  studentName,
  rows,
  warmups,
  onOpen,
  onChangeTimer,
  onPersonalize,
}: WarmupResultsTableProps) {
  const { t } = useTranslation();
  const dateText = useDateText();
  const { all, limit, busy } = warmups;
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="sm">
        <Table.Caption>{t('{{view}} of {{name}}', { view: t(viewLabel(view)), name: studentName })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((h) => (
              <Table.Th key={h} scope="col">
                {t(h)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => {
            const canPersonalize = personalizableSources([r]).length === 1;
            const reached = canPersonalize && personalizedCount(all, r) >= limit;
            return (
              <Table.Tr key={r.result_id} data-result={r.result_id}>
                <Table.Td>{dateText(r.Warmup_date)}</Table.Td>
                <Table.Td>{t(testTypeOf(r))}</Table.Td>
                <Table.Td>{shownTestName(t, r)}</Table.Td>
                <Table.Td>
                  {r.comments && <Text size="sm">{r.comments}</Text>}
                  <Text size="sm" data-lifecycle>
                    {t(lifecycleText(r))}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {r.test_taken ? (
                    <Stack gap={4} align="flex-start">
                      <Text size="sm" fw={600}>
                        {formatScore(r.score ?? 0)} / {r.total_qns}
                      </Text>
                      <Button size="xs" variant="outline" onClick={() => onOpen(r, 'scores')}>
                        {t('Scores and Stats')}
                      </Button>
                    </Stack>
                  ) : (
                    <Text size="sm">{t('Not taken yet')}</Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {r.test_taken ? (
                    <Stack gap={4} align="flex-start">
                      {r.analyse_test_results ? (
                        <Badge color="green" c={RIGHT_COLOR} variant="light" tt="none">
                          {t('Released')}
                        </Badge>
                      ) : (
                        <Button size="xs" onClick={() => warmups.release(r)} loading={busy(r, 'release')}>
                          {t('Release Results')}
                        </Button>
                      )}
                      <Button size="xs" variant="subtle" onClick={() => onOpen(r, 'analyse')}>
                        {t('Analyse')}
                      </Button>
                    </Stack>
                  ) : (
                    <Text size="sm">{t('Not taken yet')}</Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    {!r.test_taken && (
                      <Button size="xs" variant="default" onClick={() => onChangeTimer(r)} loading={busy(r, 'timer')}>
                        {t('Change Timer')}
                      </Button>
                    )}
                    {r.test_taken && !r.is_personalized && r.warmup_set_no !== null && (
                      <ReassignControl
                        reassigned={hasPendingOfSet(all, r.warmup_set_no)}
                        loading={busy(r, 'reassign')}
                        onReassign={() => warmups.reassign(r)}
                      />
                    )}
                    {canPersonalize &&
                      (reached ? (
                        <Text size="sm">{t(LIMIT_REACHED)}</Text>
                      ) : (
                        <Button size="xs" variant="default" onClick={() => onPersonalize(r)}>
                          {t('Personalize')}
                        </Button>
                      ))}
                    {r.test_taken && !canPersonalize && (r.is_personalized || r.warmup_set_no === null) && (
                      <Text size="sm">-</Text>
                    )}
                  </Stack>
                </Table.Td>
                <RemoveCell loading={busy(r, 'remove')} onRemove={() => warmups.askRemove(r)} />
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
