import { Alert, Modal, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { msg, shownTestName } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import { getWarmupResult, warmupKeys } from '../../api/warmups';
import { Loading, LoadError } from '../../forms';
import { reviewRows, reviewStats } from '../../warmup/format';
import { ReviewGrid } from '../../warmup/ReviewGrid';
import { ScoreSummary } from '../../warmup/ScoreSummary';
import type { WarmupResultSummary } from '../../warmup/types';

/** The released score of one warm-up: score, statistics and the review of every question (20 a page). */
export function ScoresDialog({ result, onClose }: { result: WarmupResultSummary | null; onClose: () => void }) {
  const { t } = useTranslation();
  const id = result?.result_id ?? 0;
  const detail = useQuery({
    queryKey: warmupKeys.result(id),
    queryFn: () => getWarmupResult(id),
    enabled: result !== null,
  });
  const rows = detail.data ? reviewRows(detail.data.questions ?? [], detail.data.result ?? []) : [];
  return (
    <Modal
      opened={result !== null}
      onClose={onClose}
      title={t('Scores: {{name}}', { name: result ? shownTestName(t, result) : '' })}
      size="xl"
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {detail.isPending ? (
        <Loading />
      ) : detail.isError ? (
        <LoadError error={detail.error} />
      ) : detail.data.score === null ? (
        <Alert color="blue">{t('Awaiting results')}</Alert>
      ) : (
        <Stack gap="md">
          <ScoreSummary score={detail.data.score} stats={reviewStats(rows)} timeTaken={detail.data.time_taken} />
          <ReviewGrid rows={rows} paged label={msg('Review of your answers')} />
        </Stack>
      )}
    </Modal>
  );
}
