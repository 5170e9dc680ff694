import { Button, Group, Modal, Pagination, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { type QuestionView, TEST_BROWSER_PAGE_SIZE, plural } from '@prep/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cutText, pageCount, pageOf, QuestionDetails, shownQuestion } from '../authoring';
import { MathText } from '../math';

interface Props {
  testName: string;
  questions: readonly QuestionView[];
  loading: boolean;
}

/** A test's questions, 10 a page, each text cut to 50 characters, with Details opening the whole question. */
export function QuestionTable({ testName, questions, loading }: Props) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<QuestionView | null>(null);
  const pages = pageCount(questions.length, TEST_BROWSER_PAGE_SIZE);
  const current = Math.min(page, pages);
  const shown = pageOf(questions, current, TEST_BROWSER_PAGE_SIZE);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="test-browser-questions">
      <Stack gap="sm">
        <Title order={2} size="h4" id="test-browser-questions">
          {t(plural('{{name}}: {{count, number}} questions', '{{name}}: {{count, number}} question'), {
            name: testName,
            count: questions.length,
          })}
        </Title>
        {questions.length === 0 ? (
          <Text size="sm" c="dimmed">
            {loading ? t('Loading…') : t('No questions yet')}
          </Text>
        ) : (
          <>
            <Table striped withTableBorder aria-labelledby="test-browser-questions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={60}>#</Table.Th>
                  <Table.Th>{t('Question')}</Table.Th>
                  <Table.Th w={110}>
                    <VisuallyHidden>{t('Action')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((q) => (
                  <Table.Tr key={q.questionid}>
                    <Table.Td>{q.question_number}</Table.Td>
                    <Table.Td>
                      <MathText text={cutText(q.question_text)} />
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() => setOpen(q)}
                        aria-label={t('Details of question {{n}}', { n: q.question_number })}
                      >
                        {t('Details')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {pages > 1 && (
              <Group justify="center">
                <Pagination
                  total={pages}
                  value={current}
                  onChange={setPage}
                  aria-label={t('Pages of questions')}
                  getControlProps={(control) => ({
                    'aria-label':
                      control === 'next' ? t('Next page') : control === 'previous' ? t('Previous page') : undefined,
                  })}
                  getItemProps={(n) => ({ 'aria-label': t('Page {{n}}', { n }) })}
                />
              </Group>
            )}
          </>
        )}
      </Stack>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? t('Question # {{n}}', { n: open.question_number }) : ''}
        size="lg"
        closeButtonProps={{ 'aria-label': t('Close') }}
      >
        {open && <QuestionDetails question={shownQuestion(open)} headingLevel={3} />}
      </Modal>
    </Paper>
  );
}
