import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewQuestion, SittingReview } from '@prep/domain';
import { ResultPagination } from '../warmup/ReviewGrid';
import { ReviewTable } from './ReviewTable';
import { StatsCards } from './StatsCards';
import { StepsDialog } from './StepsDialog';
import { VideoDialog } from './VideoDialog';

interface ResultsViewProps {
  /** A page of the review or of the analysis (an analysis is a review with more). */
  data: SittingReview;
  onPage: (page: number) => void;
  showStats: boolean;
  caption: string;
  /** The staff's view: the steps name the question's id too (never on a student's screen). */
  showQuestionIds?: boolean;
}

/**
 * A graded sitting, a page (20 questions) at a time: the statistics when asked for, every question's
 * chosen and correct option, and its worked steps and step videos in their viewers.
 */
export function ResultsView({ data, onPage, showStats, caption, showQuestionIds = false }: ResultsViewProps) {
  const { t } = useTranslation();
  const [steps, setSteps] = useState<ReviewQuestion | null>(null);
  const [video, setVideo] = useState<ReviewQuestion | null>(null);
  return (
    <Stack gap="md">
      {showStats && <StatsCards stats={data.stats} timeTaken={data.sitting.time_taken} />}
      <ReviewTable
        questions={data.questions}
        caption={t('{{caption}}, page {{page}} of {{pages}}', {
          caption: t(caption),
          page: data.page,
          pages: data.total_pages,
        })}
        onSteps={setSteps}
        onVideo={setVideo}
      />
      {data.total_pages > 1 && <ResultPagination total={data.total_pages} value={data.page} onChange={onPage} />}
      <StepsDialog subject={steps} onClose={() => setSteps(null)} showQuestionId={showQuestionIds} />
      <VideoDialog subject={video} onClose={() => setVideo(null)} />
    </Stack>
  );
}
