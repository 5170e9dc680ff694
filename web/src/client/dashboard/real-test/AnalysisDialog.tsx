import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { msg, type SittingSummary, shownTestName } from '@prep/domain';
import { ResultsView, sittingIdOf, useResultsPage } from '../../../sitting';
import { type ResultsMode, ResultsDialogFrame, useResultsPaging } from '../common/ResultsDialogFrame';

interface AnalysisDialogProps {
  sitting: SittingSummary | null;
  mode: ResultsMode;
  /** Opened without releasing: the admin reads what the student cannot see yet. */
  preview: boolean;
  studentName: string;
  releasing: boolean;
  onRelease: (sitting: SittingSummary) => void;
  onClose: () => void;
}

/**
 * Scores and Stats (the statistics, then every answer) and Analyse Test Answers (the answers, the
 * statistics on Show Stats), 20 questions a page, each with the option chosen and the right one.
 * Opening either released the sitting (the table's buttons do it, §4), unless the admin chose a preview.
 */
export function AnalysisDialog({
  sitting,
  mode,
  preview,
  studentName,
  releasing,
  onRelease,
  onClose,
}: AnalysisDialogProps) {
  const { t } = useTranslation();
  const kind = sitting?.kind ?? 'master';
  const id = sitting ? sittingIdOf(sitting) : null;
  const paging = useResultsPaging(`${kind}:${id}`, mode);
  const analysis = useResultsPage(kind, id, 'analysis', paging.page);
  const released = analysis.data?.sitting.analyse_test_results ?? sitting?.analyse_test_results ?? false;

  return (
    <ResultsDialogFrame
      opened={sitting !== null}
      mode={mode}
      testName={sitting ? shownTestName(t, sitting) : ''}
      size="90rem"
      read={analysis}
      showStats={paging.showStats}
      onToggleStats={paging.toggleStats}
      released={released}
      beforeRelease={
        preview ? (
          <Button onClick={() => sitting && onRelease(sitting)} loading={releasing}>
            {t('Release Results')}
          </Button>
        ) : (
          <Text size="sm">{t('Releasing the results…')}</Text>
        )
      }
      onClose={onClose}
      history={
        id === null
          ? undefined
          : {
              // A real test's sitting is a 'sitting' record, a preparation test's a 'personalized' one.
              filter: { subject_type: kind === 'master' ? 'sitting' : 'personalized', subject_id: id },
              caption: t('History of {{name}}', { name: sitting ? shownTestName(t, sitting) : '' }),
            }
      }
    >
      {preview && !released && (
        <Alert color="blue" role="status" data-preview>
          {t('Preview: {{name}} cannot see these results until you release them.', { name: studentName })}
        </Alert>
      )}
      {analysis.data && (
        <ResultsView
          data={analysis.data}
          onPage={paging.setPage}
          showStats={paging.showStats}
          caption={msg('Answers')}
          showQuestionIds
        />
      )}
    </ResultsDialogFrame>
  );
}
