import { BarChart } from '@mantine/charts';
import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { type ItemStats, msg, optionLabel, type QuestionView } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import { QuestionDetails, shownQuestion } from '../authoring';
import { useFormat } from '../i18n/format';
import { ChartWithTable } from './ChartWithTable';
import { figure, hundredths, percent } from './analysisView';

interface Props {
  item: ItemStats;
  /** The question as stored (from the test's read), rendered as the student reads it; null while loading. */
  question: QuestionView | null;
  /** The test's answer_type, which letters the options as the student sees them. */
  answerType: string | null | undefined;
}

/** One item opened: who chose each option (chart and table) and the question itself. */
export function ItemDetail({ item, question, answerType }: Props) {
  const { t } = useTranslation();
  const { language, number } = useFormat();
  const share = t('Share (%)');
  const letter = (i: number) => optionLabel(answerType, i + 1);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="item-detail-title" data-item-detail>
      <Stack gap="md">
        <Title order={2} size="h3" id="item-detail-title">
          {t('Question {{n}}: facility {{facility}}, discrimination {{discrimination}}', {
            n: item.question_number,
            facility: percent(language, item.facility),
            discrimination: hundredths(language, item.discrimination),
          })}
        </Title>
        <ChartWithTable
          title={msg('Options chosen')}
          chart={
            <BarChart
              h={220}
              data={item.options.map((o, i) => ({
                option: `${letter(i)}${o.isAnswer ? ' ✓' : ''}`,
                [share]: Math.round((o.share ?? 0) * 100),
              }))}
              barChartProps={{ accessibilityLayer: false }}
              dataKey="option"
              series={[{ name: share, color: 'teal.8' }]}
              getBarColor={() => 'teal.8'}
            />
          }
          table={
            <Table striped withTableBorder data-options-table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('Option')}</Table.Th>
                  <Table.Th>{t('Chosen by')}</Table.Th>
                  <Table.Th>{t('Share')}</Table.Th>
                  <Table.Th>{t('Mean total of those who chose it')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {item.options.map((o, i) => (
                  <Table.Tr key={o.answersid}>
                    <Table.Td>
                      {letter(i)}{' '}
                      {o.isAnswer && (
                        <Badge color="green.9" size="sm" variant="filled">
                          {t('Key')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{number(o.count)}</Table.Td>
                    <Table.Td>{percent(language, o.share)}</Table.Td>
                    <Table.Td>{figure(language, o.mean_total)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          }
        />
        {question ? <QuestionDetails question={shownQuestion(question)} /> : <Text size="sm">{t('Loading…')}</Text>}
      </Stack>
    </Paper>
  );
}
