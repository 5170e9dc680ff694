import { Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEventRecord } from '@prep/domain';
import { type AuditFilter, auditKeys, getAuditPage } from '../api/audit';
import { LoadError, Loading } from '../forms';
import { useFormat } from '../i18n/format';
import { actionLabel, changedFieldLabel, ROLE_WORDS, subjectTypeLabel, valueText } from './eventWords';

/** Each field that changed, on its own line: "City: Austin → Tucson". */
function Changes({ changes }: { changes: AuditEventRecord['changes'] }) {
  const { t } = useTranslation();
  const fields = Object.entries(changes);
  if (fields.length === 0) return null;
  return (
    <Stack gap={2}>
      {fields.map(([field, [before, after]]) => (
        <Text key={field} size="sm" data-change={field} style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={700} inherit>
            {changedFieldLabel(t, field)}
          </Text>
          : {valueText(t, before)} → {valueText(t, after)}
        </Text>
      ))}
    </Stack>
  );
}

function EventRow({ event }: { event: AuditEventRecord }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const role = t(ROLE_WORDS[event.actor.role] ?? event.actor.role);
  return (
    <Table.Tr data-action={event.action}>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateTime(event.at)}</Table.Td>
      <Table.Td>
        {event.actor.name || role}
        {event.actor.name && (
          <Text size="xs" c="dimmed">
            {role}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{actionLabel(t, event.action)}</Table.Td>
      <Table.Td>
        {event.subject.label}
        <Text size="xs" c="dimmed">
          {subjectTypeLabel(t, event.subject.type)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Changes changes={event.changes} />
      </Table.Td>
    </Table.Tr>
  );
}

interface EventListProps {
  filter: AuditFilter;
  /** The table's name for a screen reader: "Activity", "History of Ada Lovelace". */
  caption: string;
}

/**
 * The audit events a filter finds, newest first, a page at a time (Previous, Next): when, who (name and
 * role), the action in words, what (the record's label) and each change as "field: before → after". The
 * Activity screen and every History tab show this one list. A new filter starts again from page 1.
 */
export function EventList({ filter, caption }: EventListProps) {
  return <EventPages key={JSON.stringify(filter)} filter={filter} caption={caption} />;
}

function EventPages({ filter, caption }: EventListProps) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const [page, setPage] = useState(1);
  // Always read afresh: an event written a moment ago (a change just saved) belongs on the list.
  const events = useQuery({
    queryKey: auditKeys.page(filter, page),
    queryFn: () => getAuditPage(filter, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  if (events.isPending) return <Loading />;
  if (events.isError) return <LoadError error={events.error} onRetry={() => void events.refetch()} />;
  const data = events.data;
  if (data.results.length === 0) return <Text c="dimmed">{t('No events found.')}</Text>;
  const turning = events.isPlaceholderData && events.isFetching;
  return (
    <Stack gap="sm" aria-busy={turning}>
      <Text size="sm">{t('Events found: {{n}}', { n: number(data.count) })}</Text>
      <Table.ScrollContainer minWidth={720}>
        <Table striped aria-label={caption} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('When')}</Table.Th>
              <Table.Th>{t('Who')}</Table.Th>
              <Table.Th>{t('Action')}</Table.Th>
              <Table.Th>{t('What')}</Table.Th>
              <Table.Th>{t('Changes')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.results.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {(data.previous !== null || data.next !== null) && (
        <Group gap="sm">
          <Button variant="default" size="xs" disabled={data.previous === null} onClick={() => setPage(page - 1)}>
            {t('Previous')}
          </Button>
          <Text size="sm">{t('Page {{page}}', { page: number(page) })}</Text>
          <Button variant="default" size="xs" disabled={data.next === null} onClick={() => setPage(page + 1)}>
            {t('Next')}
          </Button>
          {turning && <Loader size="xs" aria-label={t('Loading…')} />}
        </Group>
      )}
    </Stack>
  );
}
