import { Alert, Button, Group, Modal, NativeSelect, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  msg,
  PAPER_MESSAGES,
  paperSittingTemplateCsv,
  parsePaperSittingCsv,
  type SittingSummary,
  shownTestName,
} from '@prep/domain';
import {
  downloadFile,
  errorMessage,
  FileImportButton,
  Loading,
  LoadError,
  notifyFailure,
  notifySuccess,
  type RowIssueView,
  RowIssuesTable,
} from '../../../forms';
import { MathText } from '../../../math';
import { sittingIdOf } from '../../../sitting';
import { useTestQuestions } from './queries';
import { paperBody, paperRows, refusedRows } from './paperEntry';
import type { RealTestDashboard } from './useRealTestDashboard';

const SAVED = msg('Paper answers saved and graded');

interface PaperSittingDialogProps {
  sitting: SittingSummary | null;
  dashboard: RealTestDashboard;
  onClose: () => void;
}

/**
 * Enter Paper Answers: the student sat the test on paper; the administrator picks each question's
 * option, or uploads a CSV file (question_number, option). Saving grades it; a bad file saves
 * nothing and shows its problems by row.
 */
export function PaperSittingDialog({ sitting, dashboard, onClose }: PaperSittingDialogProps) {
  const { t } = useTranslation();
  const test = useTestQuestions(sitting ? sitting.master_qnsbank : null);
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const [report, setReport] = useState<RowIssueView[] | null>(null);
  const key = sitting ? `${sitting.kind}-${sittingIdOf(sitting)}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: another sitting starts from a blank entry
  useEffect(() => {
    setChosen({});
    setReport(null);
  }, [key]);

  const rows = test.data && sitting ? paperRows(test.data, sitting) : [];
  const { paper } = dashboard;

  const send = (body: Parameters<typeof paper.mutate>[0]['body']) => {
    if (!sitting) return;
    setReport(null);
    dashboard.mark(sitting, 'paper');
    paper.mutate(
      { kind: sitting.kind, id: sittingIdOf(sitting), body },
      {
        onSuccess: () => {
          notifySuccess(SAVED);
          onClose();
        },
        onError: (error) => {
          const refused = refusedRows(error);
          if (refused) setReport(refused);
          else notifyFailure(errorMessage(error));
        },
      },
    );
  };

  const upload = async (file: File) => {
    const text = await file.text();
    // Checked here first against the test (the same rules the server applies), so a bad file says why at once.
    const checked = parsePaperSittingCsv(text, rows, test.data?.answer_type);
    if (checked.issues.length > 0) return setReport(checked.issues);
    send(new Blob([text], { type: 'text/csv' }));
  };

  return (
    <Modal
      opened={sitting !== null}
      onClose={onClose}
      title={`${t('Enter Paper Answers')}: ${sitting ? shownTestName(t, sitting) : ''}`}
      size="60rem"
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {test.isPending ? (
        <Loading />
      ) : test.isError ? (
        <LoadError error={test.error} />
      ) : (
        <Stack gap="md">
          <Text size="sm">
            {t(
              'Choose the option the student marked for each question (leave it blank when unanswered), or upload a CSV file with the columns question_number and option.',
            )}
          </Text>
          <Group gap="sm">
            <FileImportButton
              label={msg('Upload CSV')}
              extensions={['csv']}
              wrongTypeMessage={msg('Please Select CSV file only')}
              onFile={(file) => void upload(file)}
              loading={paper.isPending && paper.variables?.body instanceof Blob}
            />
            <Button
              variant="subtle"
              onClick={() => downloadFile('paper-answers.csv', paperSittingTemplateCsv(rows), 'text/csv')}
            >
              {t('Download a blank CSV')}
            </Button>
          </Group>
          {report && (
            <Alert color="red" title={t(PAPER_MESSAGES.refused)} role="alert">
              <RowIssuesTable issues={report} />
            </Alert>
          )}
          <ScrollArea.Autosize mah={440}>
            <Table striped withTableBorder verticalSpacing={4}>
              <Table.Caption>{t('The student’s answers')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('No.')}</Table.Th>
                  <Table.Th scope="col">{t('Question')}</Table.Th>
                  <Table.Th scope="col">{t('Option chosen')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.questionid}>
                    <Table.Td>{r.question_number}</Table.Td>
                    <Table.Td>
                      <MathText text={r.question_text} />
                    </Table.Td>
                    <Table.Td>
                      <NativeSelect
                        aria-label={t('Option chosen for question {{n}}', { n: r.question_number })}
                        value={chosen[r.question_number] ?? ''}
                        onChange={(e) => {
                          const value = e.currentTarget.value;
                          setChosen((c) => ({ ...c, [r.question_number]: value }));
                        }}
                        data={[{ value: '', label: t('No answer') }, ...r.labels.map((l) => ({ value: l, label: l }))]}
                        size="xs"
                        w={160}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button
              onClick={() => send(paperBody(rows, chosen))}
              loading={paper.isPending && !(paper.variables?.body instanceof Blob)}
              disabled={rows.length === 0}
            >
              {t('Save and grade')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
