import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Button, Group, Table, Text, Title } from '@mantine/core';
import { type StudentProgress, shownTestName, storedWordLabel } from '@prep/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format';
import { scoreChart } from './chartData';
import { percentText, seriesLabel, seriesName } from './format';

const PERCENT_TICKS = [0, 25, 50, 75, 100];

/** A sitting's date (yyyy-mm-dd) is a calendar day: written as such, whatever the browser's zone. */
const DAY = { timeZone: 'UTC' } as const;

/**
 * The real tests' scores over time (a line a program and section, the class median beside them), and the
 * same as a table for screen readers and for those who read numbers: shown with the chart when `withTable`
 * (the printed report), else behind a "Table" toggle.
 */
export function ScoresChart({ progress, withTable = false }: { progress: StudentProgress; withTable?: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [showTable, setShowTable] = useState(withTable);
  const tableId = useId();
  const { data, series } = scoreChart(progress.tests, (date) => f.date(date, DAY));
  // A line's data key is its stored program and section; its legend names them in the language shown.
  const labels = new Map(progress.tests.map((p) => [seriesName(p), seriesLabel(t, p)]));
  if (progress.tests.length === 0) return <Text>{t('Scores appear here once results are released.')}</Text>;
  return (
    <>
      <div role="img" aria-label={t('Line chart of test scores in percent over time; the table gives the values')}>
        <LineChart
          h={withTable ? 200 : 280}
          data={data}
          dataKey="label"
          series={series.map(({ name, color, translate }) => ({
            name,
            color,
            label: translate ? t(name) : (labels.get(name) ?? name),
          }))}
          connectNulls
          curveType="linear"
          valueFormatter={(value) => f.percent(value / 100, 1)}
          // Every quarter, each drawn: left to itself the axis drops a label it finds crowded (75 % in print).
          yAxisProps={{ domain: [0, 100], ticks: PERCENT_TICKS, interval: 0 }}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          data-progress-chart
        />
      </div>
      {!withTable && (
        <Group>
          <Button
            variant="default"
            size="xs"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((shown) => !shown)}
          >
            {showTable ? t('Hide table') : t('Table')}
          </Button>
        </Group>
      )}
      {showTable && (
        <Table id={tableId} striped withTableBorder data-progress-table>
          <Table.Caption>{t('Test scores over time')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('Date')}</Table.Th>
              <Table.Th scope="col">{t('Test name')}</Table.Th>
              <Table.Th scope="col">{t('Program')}</Table.Th>
              <Table.Th scope="col">{t('Section')}</Table.Th>
              <Table.Th scope="col">{t('Score')}</Table.Th>
              {progress.in_class && <Table.Th scope="col">{t('Class median')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {progress.tests.map((p) => (
              <Table.Tr key={p.sitting_id}>
                <Table.Td>{f.date(p.date, DAY)}</Table.Td>
                <Table.Th scope="row">{p.test_name}</Table.Th>
                <Table.Td>{storedWordLabel(t, p.program)}</Table.Td>
                <Table.Td>{storedWordLabel(t, p.section)}</Table.Td>
                <Table.Td>
                  {t('{{score}} / {{total}} ({{share}})', { ...p, share: percentText(f.language, p.share) })}
                </Table.Td>
                {progress.in_class && <Table.Td>{percentText(f.language, p.class_median)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}

/** The warm-ups apart from the tests: a short table (a warm-up is a set of facts, not a test's section). */
export function WarmupScores({ progress }: { progress: StudentProgress }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <section aria-labelledby="warmup-scores" data-section>
      <Title order={3} id="warmup-scores">
        {t('Warm-ups')}
      </Title>
      {progress.warmups.length === 0 ? (
        <Text>{t('No released warm-ups yet.')}</Text>
      ) : (
        <Table striped withTableBorder data-warmup-scores>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('Date')}</Table.Th>
              <Table.Th scope="col">{t('Warm-up')}</Table.Th>
              <Table.Th scope="col">{t('Score')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {progress.warmups.map((w) => (
              <Table.Tr key={w.result_id}>
                <Table.Td>{f.date(w.date, DAY)}</Table.Td>
                <Table.Th scope="row">{shownTestName(t, w)}</Table.Th>
                <Table.Td>
                  {t('{{score}} / {{total}} ({{share}})', { ...w, share: percentText(f.language, w.share) })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}
