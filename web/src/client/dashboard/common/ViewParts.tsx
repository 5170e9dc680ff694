// The pieces every View By's table shares: its heading with the status filter and Refresh, and what
// shows while the rows load or when they cannot be read (the shared ones, here for the views to find).
import { Button, Group, SegmentedControl, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { updatedTime } from './freshness';
import { FILTER_OPTIONS, type StatusFilter, type ViewBy, viewTitle } from './viewBy';

interface ViewHeaderProps {
  view: ViewBy;
  filter: StatusFilter;
  onFilter: (filter: StatusFilter) => void;
  onRefresh: () => void;
  refreshing: boolean;
  /** When the rows were last read (ms since the epoch); 0 before the first answer. */
  updatedAt: number;
}

/** The view's heading, the filters (Completed, In Progress, Show All), when the rows were read, and Refresh. */
export function ViewHeader({ view, filter, onFilter, onRefresh, refreshing, updatedAt }: ViewHeaderProps) {
  const { t } = useTranslation();
  const { language } = useFormat();
  return (
    <Group justify="space-between" align="flex-end">
      <Title order={2} size="h4">
        {t(viewTitle(view))}
      </Title>
      <Group gap="sm">
        <SegmentedControl
          aria-label={t('Show')}
          value={filter}
          onChange={(value) => onFilter(value as StatusFilter)}
          data={FILTER_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
        />
        {updatedAt > 0 && (
          <Text size="sm" data-updated>
            {t('Updated {{time}}', { time: updatedTime(language, updatedAt) })}
          </Text>
        )}
        <Button variant="default" size="sm" onClick={onRefresh} loading={refreshing}>
          {t('Refresh')}
        </Button>
      </Group>
    </Group>
  );
}

export { Loading, LoadError } from '../../../forms';
