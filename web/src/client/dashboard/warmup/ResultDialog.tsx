import { shownTestName } from '@prep/domain';
import { Button, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getWarmupResult, warmupKeys } from '../../../api/warmups';
import { pageCount, pageOf, reviewRows, reviewStats, RIGHT_COLOR, WRONG_COLOR } from '../../../warmup/format';
import { questionText, ResultPagination } from '../../../warmup/ReviewGrid';
import { ScoreSummary } from '../../../warmup/ScoreSummary';
import type { WarmupResultSummary } from '../../../warmup/types';
import { type ResultsMode, ResultsDialogFrame, useResultsPaging } from '../common/ResultsDialogFrame';

interface ResultDialogProps {
  result: WarmupResultSummary | null;
  mode: ResultsMode;
  releasing: boolean;
  onRelease: (result: WarmupResultSummary) => void;
  onClose: () => void;
}

/**
 * Scores and Stats (score, statistics, every answer) and Analyse Test Answers (the answers, stats
 * on request), 20 questions a page; both release the results to the student.
 */
export function ResultDialog({ result, mode, releasing, onRelease, onClose }: ResultDialogProps) {
  const { t } = useTranslation();
  const id = result?.result_id ?? 0;
  const paging = useResultsPaging(id, mode);
  const { page, setPage, showStats } = paging;

  const detail = useQuery({
    queryKey: warmupKeys.result(id),
    queryFn: () => getWarmupResult(id),
    enabled: result !== null,
    staleTime: 0,
  });
  const rows = detail.data ? reviewRows(detail.data.questions ?? [], detail.data.result ?? []) : [];
  const released = detail.data?.analyse_test_results ?? result?.analyse_test_results ?? false;

  return (
    <ResultsDialogFrame
      opened={result !== null}
      mode={mode}
      testName={result ? shownTestName(t, result) : ''}
      size="xl"
      read={detail}
      showStats={showStats}
      onToggleStats={paging.toggleStats}
      released={released}
      beforeRelease={
        <Button onClick={() => result && onRelease(result)} loading={releasing}>
          {t('Release Results')}
        </Button>
      }
      onClose={onClose}
    >
      {detail.data && showStats && (
        <ScoreSummary score={detail.data.score ?? 0} stats={reviewStats(rows)} timeTaken={detail.data.time_taken} />
      )}
      <Table.ScrollContainer minWidth={520}>
        <Table striped withTableBorder verticalSpacing="xs">
          <Table.Caption>
            {t('Answers, page {{page}} of {{pages}}', {
              page: Math.min(page, pageCount(rows.length)),
              pages: pageCount(rows.length),
            })}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('No.')}</Table.Th>
              <Table.Th scope="col">{t('Question')}</Table.Th>
              <Table.Th scope="col">{t("Student's answer")}</Table.Th>
              <Table.Th scope="col">{t('Correct answer')}</Table.Th>
              <Table.Th scope="col">{t('Result')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pageOf(rows, page).map((row) => (
              <Table.Tr key={row.warmup_id} data-correct={row.isCorrect}>
                <Table.Td>{row.order}</Table.Td>
                <Table.Td ff="monospace">{questionText(row.question)}</Table.Td>
                <Table.Td>{row.given.trim() === '' ? t('(no answer)') : row.given}</Table.Td>
                <Table.Td>{row.answer}</Table.Td>
                <Table.Td fw={700} c={row.isCorrect ? RIGHT_COLOR : WRONG_COLOR}>
                  {row.isCorrect ? t('Correct') : t('Wrong')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pageCount(rows.length) > 1 && (
        <ResultPagination total={pageCount(rows.length)} value={page} onChange={setPage} />
      )}
    </ResultsDialogFrame>
  );
}
