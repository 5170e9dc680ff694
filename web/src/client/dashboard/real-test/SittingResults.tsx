import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIMER, type SittingSummary } from '@prep/domain';
import { TimerDialog } from '../common/TimerDialog';
import { LoadError, Loading, ViewHeader } from '../common/ViewParts';
import { type StatusFilter, type ViewBy, viewLabel } from '../common/viewBy';
import { AnalysisDialog } from './AnalysisDialog';
import { PaperSittingDialog } from './PaperSittingDialog';
import { rowsFor } from './realTestRows';
import { type ReleaseRequest, ReleaseConfirmDialog } from './ReleaseConfirmDialog';
import type { ResultsMode } from '../common/ResultsDialogFrame';
import { SittingsTable } from './SittingsTable';
import type { RealTestDashboard } from './useRealTestDashboard';

const UNTIMED = { timer: false, time: DEFAULT_TIMER };

interface SittingResultsProps {
  view: ViewBy;
  studentName: string;
  sittings: UseQueryResult<SittingSummary[]>;
  filter: StatusFilter;
  onFilter: (filter: StatusFilter) => void;
  dashboard: RealTestDashboard;
}

/**
 * The student's sittings of a view (1 real tests, 2 preparation tests) under the status filter, and
 * the row dialogs: Change Timer, Enter Paper Answers, Scores and Stats, Analyse Test Answers.
 */
export function SittingResults({ view, studentName, sittings, filter, onFilter, dashboard }: SittingResultsProps) {
  const { t } = useTranslation();
  const [timerRow, setTimerRow] = useState<SittingSummary | null>(null);
  const [paperRow, setPaperRow] = useState<SittingSummary | null>(null);
  const [dialog, setDialog] = useState<(ReleaseRequest & { preview: boolean }) | null>(null);
  const [asked, setAsked] = useState<ReleaseRequest | null>(null);
  const rows = rowsFor(sittings.data ?? [], filter);
  // Pressing Score & Stats or Analyse releases the results (§4): asked first, with a preview instead.
  const open = (sitting: SittingSummary, mode: ResultsMode) => {
    if (sitting.test_taken && !sitting.analyse_test_results) setAsked({ sitting, mode });
    else setDialog({ sitting, mode, preview: false });
  };
  const releaseAndOpen = (request: ReleaseRequest) => {
    setAsked(null);
    dashboard.release(request.sitting);
    setDialog({ ...request, preview: false });
  };
  const preview = (request: ReleaseRequest) => {
    setAsked(null);
    setDialog({ ...request, preview: true });
  };
  const sectionDuration = timerRow ? dashboard.testOf(timerRow.master_qnsbank)?.section_duration : undefined;

  return (
    <>
      <ViewHeader
        view={view}
        filter={filter}
        onFilter={onFilter}
        onRefresh={() => void sittings.refetch()}
        refreshing={sittings.isFetching && !sittings.isPending}
        updatedAt={sittings.dataUpdatedAt}
      />
      {sittings.isPending ? (
        <Loading />
      ) : sittings.isError ? (
        <LoadError error={sittings.error} />
      ) : rows.length === 0 ? (
        <Text>{t('Nothing to show here.')}</Text>
      ) : (
        <SittingsTable
          caption={t('{{view}} of {{name}}', { view: t(viewLabel(view)), name: studentName })}
          rows={rows}
          dashboard={dashboard}
          onOpen={open}
          onChangeTimer={setTimerRow}
          onPaper={setPaperRow}
        />
      )}
      <TimerDialog
        opened={timerRow !== null}
        initial={
          timerRow ? { timer: timerRow.timer, time: timerRow.timer ? timerRow.student_timer : DEFAULT_TIMER } : UNTIMED
        }
        sectionDuration={sectionDuration}
        saving={timerRow !== null && dashboard.busy(timerRow, 'timer')}
        onClose={() => setTimerRow(null)}
        onSave={(next) => timerRow && dashboard.saveRowTimer(timerRow, next, () => setTimerRow(null))}
      />
      <PaperSittingDialog sitting={paperRow} dashboard={dashboard} onClose={() => setPaperRow(null)} />
      <ReleaseConfirmDialog
        request={asked}
        studentName={studentName}
        onRelease={releaseAndOpen}
        onPreview={preview}
        onCancel={() => setAsked(null)}
      />
      <AnalysisDialog
        sitting={dialog?.sitting ?? null}
        mode={dialog?.mode ?? 'scores'}
        preview={dialog?.preview ?? false}
        studentName={studentName}
        releasing={dialog !== null && dashboard.busy(dialog.sitting, 'release')}
        onRelease={dashboard.release}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
