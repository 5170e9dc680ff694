import { Alert, Badge, Button, Center, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api';
import { pageCount, pageOf, reviewRows, reviewStats, RIGHT_COLOR, WRONG_COLOR } from '../../../warmup/format';
import { questionText, ResultPagination } from '../../../warmup/ReviewGrid';
import { ScoreSummary } from '../../../warmup/ScoreSummary';
import { warmupResultKey, type WarmupResultDetail, type WarmupResultSummary } from '../../../warmup/types';
import { errorMessage } from '../../../forms';

export type ResultDialogMode = 'scores' | 'analyse';

interface ResultDialogProps {
  result: WarmupResultSummary | null;
  mode: ResultDialogMode;
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
  const [page, setPage] = useState(1);
  const [showStats, setShowStats] = useState(mode === 'scores');
  // biome-ignore lint/correctness/useExhaustiveDependencies: another result or mode starts again from page 1
  useEffect(() => {
    setPage(1);
    setShowStats(mode === 'scores');
  }, [id, mode]);

  const detail = useQuery({
    queryKey: warmupResultKey(id),
    queryFn: () => api.get<WarmupResultDetail>(`/api/warmup-result/${id}/`),
    enabled: result !== null,
    staleTime: 0,
  });
  const rows = detail.data ? reviewRows(detail.data.questions ?? [], detail.data.result ?? []) : [];
  const released = detail.data?.analyse_test_results ?? result?.analyse_test_results ?? false;
  const title = mode === 'scores' ? 'Scores and Stats' : 'Analyse Test Answers';

  return (
    <Modal
      opened={result !== null}
      onClose={onClose}
      title={`${t(title)}: ${result?.test_name ?? ''}`}
      size="xl"
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {detail.isPending ? (
        <Center py="lg" role="status">
          <Loader aria-hidden />
          <Text ml="sm">{t('Loading…')}</Text>
        </Center>
      ) : detail.isError ? (
        <Alert color="red" title={t('Oops!')} role="alert">
          {t(errorMessage(detail.error))}
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
          {showStats && (
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
              >
                {t('Released: the student can view scores and stats')}
              </Badge>
            ) : (
              <Button onClick={() => result && onRelease(result)} loading={releasing}>
                {t('Release Results')}
              </Button>
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
