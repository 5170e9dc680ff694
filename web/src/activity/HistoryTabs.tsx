import { Tabs } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditFilter } from '../api/audit';
import { Loading } from '../forms';

// The list's code (and the query's) is fetched the first time a History tab opens, not with the screen.
const EventList = lazy(() => import('./EventList').then((module) => ({ default: module.EventList })));

interface HistoryTabsProps {
  /** The first tab's name ("Profile", "Results"); it shows `children`. */
  mainLabel: string;
  children: ReactNode;
  /** The record's events: `{ student }` for a student's, `{ subject_type, subject_id }` for one record's. */
  filter: AuditFilter;
  /** The table's name: "History of Ada Lovelace". */
  caption: string;
}

/**
 * A record's screen as two tabs: the record itself, and its History (issue 28): the audit events of that
 * record, newest first, in the Activity screen's list. Each tab is drawn only while it is shown.
 */
export function HistoryTabs({ mainLabel, children, filter, caption }: HistoryTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="main" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="main">{t(mainLabel)}</Tabs.Tab>
        <Tabs.Tab value="history">{t('History')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="main" pt="md">
        {children}
      </Tabs.Panel>
      <Tabs.Panel value="history" pt="md">
        <Suspense fallback={<Loading />}>
          <EventList filter={filter} caption={caption} />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}
