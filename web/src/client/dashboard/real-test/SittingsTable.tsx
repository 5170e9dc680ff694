import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type MasterSittingSummary, type SittingSummary, shownTestName } from '@prep/domain';
import { useDateText } from '../common/dateText';
import { sittingDateOf, sittingIdOf, sittingScoreText } from '../../../sitting';
import { RIGHT_COLOR } from '../../../warmup/format';
import type { RealTestDashboard } from './useRealTestDashboard';
import { canChangeTimer, hasOpenSittingOf, statusWord, testTypeText } from './realTestRows';
import { ReassignControl, RemoveCell } from '../common/AssignmentCells';
import type { ResultsMode } from '../common/ResultsDialogFrame';
import { RESULT_COLUMNS as COLUMNS } from '../common/columns';

interface SittingsTableProps {
  caption: string;
  rows: readonly SittingSummary[];
  dashboard: RealTestDashboard;
  onOpen: (sitting: SittingSummary, mode: ResultsMode) => void;
  onChangeTimer: (sitting: SittingSummary) => void;
  onPaper: (sitting: SittingSummary) => void;
}

/** The preparation-test control of a taken real test, as the server words it (preparationButton). */
function PreparationControl({ s, dashboard }: { s: MasterSittingSummary; dashboard: RealTestDashboard }) {
  const { t } = useTranslation();
  const status = s.preparation;
  if (!status) return null;
  return (
    <Stack gap={2} align="flex-start">
      <Button
        size="xs"
        variant="default"
        disabled={!status.enabled}
        onClick={() => dashboard.prepare(s)}
        loading={dashboard.busy(s, 'prepare')}
        data-preparation
      >
        {t(status.label)}
      </Button>
      {!status.enabled && status.reason && status.reason !== status.label && (
        <Text size="xs" data-preparation-reason>
          {t(status.reason)}
        </Text>
      )}
    </Stack>
  );
}

/** The sittings of a view, one row each, with the spec's columns and each row's actions. */
export function SittingsTable({ caption, rows, dashboard, onOpen, onChangeTimer, onPaper }: SittingsTableProps) {
  const { t } = useTranslation();
  const dateText = useDateText();
  const { busy } = dashboard;
  const masters = dashboard.masters.data ?? [];
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="sm">
        <Table.Caption>{caption}</Table.Caption>
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
          {rows.map((s) => {
            const score = sittingScoreText(s);
            return (
              <Table.Tr key={`${s.kind}-${sittingIdOf(s)}`} data-sitting={sittingIdOf(s)} data-state={s.state}>
                <Table.Td>{dateText(sittingDateOf(s))}</Table.Td>
                <Table.Td>{testTypeText(s, t)}</Table.Td>
                <Table.Td>{shownTestName(t, s)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color="gray" c="dark" tt="none" data-status>
                    {t(statusWord(s))}
                  </Badge>
                  {s.comments && <Text size="sm">{t(s.comments)}</Text>}
                  <Text size="xs">
                    {t('Time')}: {s.time_allowed ?? t('No limit')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {s.test_taken ? (
                    <Stack gap={4} align="flex-start">
                      {score && (
                        <Text size="sm" fw={600} data-score>
                          {score}
                        </Text>
                      )}
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => onOpen(s, 'scores')}
                        aria-label={t('Scores and Stats of {{name}}', { name: shownTestName(t, s) })}
                      >
                        {t('Scores and Stats')}
                      </Button>
                    </Stack>
                  ) : (
                    <Text size="sm">{t('Not taken yet')}</Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {s.test_taken ? (
                    <Stack gap={4} align="flex-start">
                      {s.analyse_test_results && (
                        <Badge color="green" c={RIGHT_COLOR} variant="light" tt="none">
                          {t('Released')}
                        </Badge>
                      )}
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => onOpen(s, 'analyse')}
                        loading={busy(s, 'release')}
                        aria-label={t('Analyse {{name}}', { name: shownTestName(t, s) })}
                      >
                        {t('Analyse')}
                      </Button>
                    </Stack>
                  ) : (
                    <Text size="sm">{t('Not taken yet')}</Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    {canChangeTimer(s) && (
                      <Button size="xs" variant="default" onClick={() => onChangeTimer(s)} loading={busy(s, 'timer')}>
                        {t('Change Timer')}
                      </Button>
                    )}
                    {!s.test_taken && (
                      <Button size="xs" variant="default" onClick={() => onPaper(s)}>
                        {t('Enter Paper Answers')}
                      </Button>
                    )}
                    {s.kind === 'master' && s.test_taken && (
                      <ReassignControl
                        reassigned={hasOpenSittingOf(masters, s.master_qnsbank)}
                        loading={busy(s, 'reassign')}
                        onReassign={() => dashboard.reassign(s)}
                      />
                    )}
                    {s.kind === 'master' && s.test_taken && <PreparationControl s={s} dashboard={dashboard} />}
                  </Stack>
                </Table.Td>
                <RemoveCell loading={busy(s, 'remove')} onRemove={() => dashboard.askRemove(s)} />
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
