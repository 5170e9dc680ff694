import { Anchor, Button, Group, Paper, ScrollArea, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { QuizRecord } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { choiceLabel } from '../../authoring';

interface Props {
  tests: readonly QuizRecord[];
  loading: boolean;
  onOpen: (id: number) => void;
  /** Where the Manage Test browser of this area is. */
  browserPath: string;
}

/** SUMMARY: every test the user may see; Open shows it in META. The Manage Test browser is one link away. */
export function SummaryView({ tests, loading, onOpen, browserPath }: Props) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="data-tool-summary">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="data-tool-summary">
            {t('Tests')}
          </Title>
          <Anchor component={Link} to={browserPath}>
            {t('Browse the questions in Manage Test')}
          </Anchor>
        </Group>
        {tests.length === 0 ? (
          <Text size="sm" c="dimmed">
            {loading ? t('Loading…') : t('No records yet')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={560}>
            <Table striped withTableBorder aria-labelledby="data-tool-summary">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('Test Name')}</Table.Th>
                  <Table.Th>{t('Test Type')}</Table.Th>
                  <Table.Th>{t('Year')}</Table.Th>
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
                    <Table.Td>{choiceLabel(t, test.test_type)}</Table.Td>
                    <Table.Td>{test.test_booklet_year}</Table.Td>
                    <Table.Td>
                      {[test.grade_level, test.test_level]
                        .filter(Boolean)
                        .map((level) => choiceLabel(t, level))
                        .join(', ')}
                    </Table.Td>
                    <Table.Td>{choiceLabel(t, test.test_lang_type)}</Table.Td>
                    <Table.Td>{test.section_duration}</Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() => onOpen(test.master_qnsbank_id)}
                        aria-label={t('Open {{name}}', { name: test.test_name })}
                      >
                        {t('Open')}
                      </Button>
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
