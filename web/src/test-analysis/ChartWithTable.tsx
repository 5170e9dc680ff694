import { Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  chart: ReactNode;
  table: ReactNode;
}

/**
 * A chart with its table view: the chart shows, and the table is a toggle away; for a screen reader the
 * chart is hidden and the table is what is read, so the figures are never only in a picture.
 */
export function ChartWithTable({ title, chart, table }: Props) {
  const { t } = useTranslation();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Group justify="space-between">
        <Title order={2} size="h4" id={titleId}>
          {t(title)}
        </Title>
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(value) => setView(value === 'table' ? 'table' : 'chart')}
          data={[
            { value: 'chart', label: t('Chart') },
            { value: 'table', label: t('Table') },
          ]}
          aria-label={t('Show {{title}} as', { title: t(title) })}
        />
      </Group>
      {view === 'chart' ? <div aria-hidden>{chart}</div> : table}
      {view === 'chart' && <div style={VISUALLY_HIDDEN}>{table}</div>}
    </Stack>
  );
}

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
