import { Alert, Badge, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SittingSummary } from '@prep/domain';
import { errorMessage } from '../../../forms';
import { ResultsView, sittingIdOf, useResultsPage } from '../../../sitting';
import { RIGHT_COLOR } from '../../../warmup/format';
import type { ResultsMode } from './SittingsTable';

interface AnalysisDialogProps {
  sitting: SittingSummary | null;
  mode: ResultsMode;
  onClose: () => void;
}

/**
 * Scores and Stats (the statistics, then every answer) and Analyse Test Answers (the answers, the
 * statistics on Show Stats), 20 questions a page, each with the option chosen and the right one.
 * Opening either released the sitting (the table's buttons do it, §4).
 */
export function AnalysisDialog({ sitting, mode, onClose }: AnalysisDialogProps) {
  const { t } = useTranslation();
  const kind = sitting?.kind ?? 'master';
  const id = sitting ? sittingIdOf(sitting) : null;
  const [page, setPage] = useState(1);
  const [showStats, setShowStats] = useState(mode === 'scores');
  // biome-ignore lint/correctness/useExhaustiveDependencies: another sitting or mode starts again from page 1
  useEffect(() => {
    setPage(1);
    setShowStats(mode === 'scores');
  }, [kind, id, mode]);
  const analysis = useResultsPage(kind, id, 'analysis', page);
  const released = analysis.data?.sitting.analyse_test_results ?? sitting?.analyse_test_results ?? false;
  const title = mode === 'scores' ? 'Scores and Stats' : 'Analyse Test Answers';

  return (
    <Modal
      opened={sitting !== null}
      onClose={onClose}
      title={`${t(title)}: ${sitting?.test_name ?? ''}`}
      size="90rem"
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {analysis.isPending ? (
        <Center py="lg" role="status">
          <Loader aria-hidden />
          <Text ml="sm">{t('Loading…')}</Text>
        </Center>
      ) : analysis.isError ? (
        <Alert color="red" title={t('Oops!')} role="alert">
          {t(errorMessage(analysis.error))}
        </Alert>
      ) : (
        <Stack gap="md">
          {mode === 'analyse' && (
            <Group>
              <Button variant="default" size="xs" aria-pressed={showStats} onClick={() => setShowStats((s) => !s)}>
                {showStats ? t('Hide Stats') : t('Show Stats')}
              </Button>
            </Group>
          )}
          <ResultsView data={analysis.data} onPage={setPage} showStats={showStats} caption="Answers" />
          <Group justify="space-between">
            {released ? (
              <Badge
                color="green"
                c={RIGHT_COLOR}
                variant="light"
                size="lg"
                tt="none"
                h="auto"
                py={4}
                style={{ whiteSpace: 'normal' }}
                data-released
              >
                {t('Released: the student can view scores and stats')}
              </Badge>
            ) : (
              <Text size="sm">{t('Releasing the results…')}</Text>
            )}
            <Button variant="default" onClick={onClose}>
              {t('Close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
