import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '@prep/domain';
import { downloadAuditCsv } from '../api/audit';
import { downloadFile, errorMessage, notifyFailure } from '../forms';
import { useSession } from '../session';
import { PageSection } from '../shell/PageSection';
import { type ActivityChoice, ActivityFilters, filterOf, NO_CHOICE } from './ActivityFilters';
import { EventList } from './EventList';

/**
 * `/client/activity` and `/superadmin/activity` (issue 28): who did what with the data, newest first,
 * narrowed by the filters, and the same events as a CSV file. The server decides whose events a person
 * reads (a client admin their client's, the super admin every client's).
 */
export function ActivityPage() {
  const { t } = useTranslation();
  const session = useSession();
  const superAdmin = session?.role === 'superadmin';
  const [choice, setChoice] = useState<ActivityChoice>(NO_CHOICE);
  const filter = filterOf(choice);
  const csv = useMutation({
    mutationFn: () => downloadAuditCsv(filter),
    onSuccess: (file) => downloadFile(file.filename ?? 'activity.csv', file.blob),
    onError: (error) => notifyFailure(errorMessage(error)),
  });

  return (
    <PageSection title={msg('Activity')} size="xl">
      <Text>{t('Every change made to the records, who made it and when, newest first.')}</Text>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <ActivityFilters
            choice={choice}
            onChange={setChoice}
            chooseClient={superAdmin}
            ownClient={session?.clientId ?? null}
          />
          <Group>
            <Button variant="light" onClick={() => csv.mutate()} loading={csv.isPending}>
              {t('Download CSV')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <EventList filter={filter} caption={t('Activity')} />
    </PageSection>
  );
}
