import { Alert, Button, Group, Paper, ScrollArea, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WARMUP_COURSE_TYPE, type QuizRecord } from '@prep/domain';
import { errorMessage } from '../../shell/forms';
import { PageSection } from '../../shell/PageSection';
import { READABLE_TITLE } from '../warmups/alertStyles';
import { useAllTests, useWarmupSets } from '../warmups/queries';
import { dataToolParts, reachableView, VIEW_TITLES, type DataToolView } from './dataTool';
import { MetaView } from './MetaView';
import { WarmupQuestionsView } from './WarmupQuestionsView';

/** The parts list: one button a view, the current one marked; parts that need a chosen test are off without one. */
function PartsList({ view, chosen, onView }: { view: DataToolView; chosen: QuizRecord | null; onView: (view: DataToolView) => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('Data Tool parts')}>
      <Group gap="xs">
        {dataToolParts(chosen).map((part) => (
          <Button
            key={part.view}
            size="xs"
            variant={part.view === view ? 'filled' : 'default'}
            aria-current={part.view === view ? 'page' : undefined}
            disabled={!part.enabled}
            onClick={() => onView(part.view)}
          >
            {t(part.label)}
          </Button>
        ))}
      </Group>
    </nav>
  );
}

/** SUMMARY: every test, with the warm-up sets opening in META. */
function SummaryView({ tests, loading, onOpen }: { tests: QuizRecord[]; loading: boolean; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="data-tool-summary">
      <Stack gap="sm">
        <Title order={2} size="h4" id="data-tool-summary">
          {t('Tests')}
        </Title>
        {tests.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(loading ? 'Loading…' : 'No records yet')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={560}>
            <Table striped withTableBorder aria-labelledby="data-tool-summary">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('Test Name')}</Table.Th>
                  <Table.Th>{t('Test Type')}</Table.Th>
                  <Table.Th>{t('Level')}</Table.Th>
                  <Table.Th>{t('Language')}</Table.Th>
                  <Table.Th>{t('Section Duration')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('Action')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tests.map((test) => (
                  <Table.Tr key={test.master_qnsbank_id}>
                    <Table.Td>{test.test_name}</Table.Td>
                    <Table.Td>{test.test_type}</Table.Td>
                    <Table.Td>{[test.grade_level, test.test_level].filter(Boolean).join(', ')}</Table.Td>
                    <Table.Td>{test.test_lang_type}</Table.Td>
                    <Table.Td>{test.section_duration}</Table.Td>
                    <Table.Td>
                      {test.test_type === WARMUP_COURSE_TYPE && (
                        <Button size="compact-sm" variant="light" onClick={() => onOpen(test.master_qnsbank_id)} aria-label={t('Open {{name}}', { name: test.test_name })}>
                          {t('Open')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * `/superadmin/data-tool`, the Data Tool: one page switching between views from its parts list, starting
 * at SUMMARY. Built so far: SUMMARY, META for warm-up sets (the WARMUPS list) and the warm-up questions
 * (Manage Warmups). Test questions, answers, steps and videos are views still to come.
 */
export function DataToolPage() {
  const { t } = useTranslation();
  const tests = useAllTests();
  const sets = useWarmupSets();
  const setList = sets.data ?? [];

  const [requested, setView] = useState<DataToolView>('SUMMARY');
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = setList.find((s) => s.master_qnsbank_id === chosenId) ?? null;
  const view = reachableView(requested, chosen);

  const error = tests.error ?? sets.error;

  return (
    <PageSection title={VIEW_TITLES[view]} size="xl">
      {error && (
        <Alert color="red" styles={READABLE_TITLE} title={t('Oops!')} role="alert">
          {t(errorMessage(error))}
        </Alert>
      )}
      <PartsList view={view} chosen={chosen} onView={setView} />
      {view === 'SUMMARY' && (
        <SummaryView
          tests={tests.data ?? []}
          loading={tests.isPending}
          onOpen={(id) => {
            setChosenId(id);
            setView('META');
          }}
        />
      )}
      {view === 'META' && (
        <MetaView sets={setList} loading={sets.isPending} chosen={chosen} onChoose={setChosenId} onQuestions={() => setView('WARMUP_QUESTIONS')} />
      )}
      {view === 'WARMUP_QUESTIONS' && chosen && <WarmupQuestionsView key={chosen.master_qnsbank_id} set={chosen} onBack={() => setView('META')} />}
    </PageSection>
  );
}
