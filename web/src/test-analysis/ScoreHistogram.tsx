import { BarChart } from '@mantine/charts';
import { Table } from '@mantine/core';
import { msg, type TestAnalysis } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format';
import { ChartWithTable } from './ChartWithTable';

/** The distribution of totals: how many sittings got each number of questions right. */
export function ScoreHistogram({ histogram }: { histogram: TestAnalysis['histogram'] }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const sittings = t('Sittings');
  return (
    <ChartWithTable
      title={msg('Distribution of totals')}
      chart={
        <BarChart
          h={260}
          data={histogram.map((bar) => ({ score: bar.score, [sittings]: bar.count }))}
          // The table beside the chart is what assistive technology reads: the chart takes no focus.
          barChartProps={{ accessibilityLayer: false }}
          dataKey="score"
          series={[{ name: sittings, color: 'blue.7' }]}
          xAxisLabel={t('Questions right')}
          yAxisLabel={sittings}
          data-histogram
        />
      }
      table={
        <Table striped withTableBorder maw={360} data-histogram-table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('Questions right')}</Table.Th>
              <Table.Th>{sittings}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {histogram.map((bar) => (
              <Table.Tr key={bar.score}>
                <Table.Td>{number(bar.score)}</Table.Td>
                <Table.Td>{number(bar.count)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
    />
  );
}
