import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIMER } from '@prep/domain';
import type { WarmupResultSummary } from '../../../warmup/types';
import { TimerDialog } from '../common/TimerDialog';
import { LoadError, Loading, ViewHeader } from '../common/ViewParts';
import type { StatusFilter, ViewBy } from '../common/viewBy';
import type { ResultsMode } from '../common/ResultsDialogFrame';
import { ResultDialog } from './ResultDialog';
import type { WarmupDashboard } from './useWarmupDashboard';
import { WarmupResultsTable } from './WarmupResultsTable';
import { rowsForView } from './warmupRows';

const UNTIMED = { timer: false, time: DEFAULT_TIMER };

interface WarmupResultsProps {
  view: ViewBy;
  studentName: string;
  filter: StatusFilter;
  onFilter: (filter: StatusFilter) => void;
  warmups: WarmupDashboard;
  onPersonalize: (result: WarmupResultSummary) => void;
}

/**
 * The student's warm-ups of a view (3 as assigned, 4 personalized) under the status filter, and the
 * row dialogs: Change Timer of an assigned warm-up, Scores and Stats, Analyse Test Answers.
 */
export function WarmupResults({ view, studentName, filter, onFilter, warmups, onPersonalize }: WarmupResultsProps) {
  const { t } = useTranslation();
  const [timerRow, setTimerRow] = useState<WarmupResultSummary | null>(null);
  const [dialog, setDialog] = useState<{ result: WarmupResultSummary; mode: ResultsMode } | null>(null);
  const { results, busy } = warmups;
  const rows = rowsForView(warmups.all, view, filter);

  return (
    <>
      <ViewHeader
        view={view}
        filter={filter}
        onFilter={onFilter}
        onRefresh={() => void results.refetch()}
        refreshing={results.isFetching && !results.isPending}
        updatedAt={results.dataUpdatedAt}
      />
      {results.isPending ? (
        <Loading />
      ) : results.isError ? (
        <LoadError error={results.error} />
      ) : rows.length === 0 ? (
        <Text>{t('Nothing to show here.')}</Text>
      ) : (
        <WarmupResultsTable
          view={view}
          studentName={studentName}
          rows={rows}
          warmups={warmups}
          onOpen={(result, mode) => setDialog({ result, mode })}
          onChangeTimer={setTimerRow}
          onPersonalize={onPersonalize}
        />
      )}
      <TimerDialog
        opened={timerRow !== null}
        initial={
          timerRow ? { timer: timerRow.timer, time: timerRow.timer ? timerRow.student_timer : DEFAULT_TIMER } : UNTIMED
        }
        sectionDuration={timerRow ? warmups.setOf(timerRow.warmup_set_no)?.section_duration : undefined}
        saving={timerRow !== null && busy(timerRow, 'timer')}
        onClose={() => setTimerRow(null)}
        onSave={(next) => timerRow && warmups.saveRowTimer(timerRow, next, () => setTimerRow(null))}
      />
      <ResultDialog
        result={dialog?.result ?? null}
        mode={dialog?.mode ?? 'scores'}
        releasing={dialog !== null && busy(dialog.result, 'release')}
        onRelease={warmups.release}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
