import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saidOf, say } from '../../i18n/say';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msg, storedWordKey, storedWordLabel, plural } from '@prep/domain';
import { clientKeys, getClientAdmins, updateClient } from '../../api/clients';
import { getGrants, getOfferedTests, grantKeys, saveGrant } from '../../api/grants';
import { notifyFailure, notifySuccess, REQUIRED_INPUT, errorMessage } from '../../forms';
import { useCourses } from '../../courses/useCourses';
import { PageSection } from '../../shell/PageSection';
import { READABLE_TITLE } from '../../shell/alertStyles';

import { reloadClients, useClients } from '../queries';
import {
  adminEntries,
  checkCounts,
  COUNT_FIELDS,
  countsChanged,
  countsOf,
  grantOfClient,
  grantRequest,
  initialTicks,
  isWarmupType,
  type CountField,
  type CountValues,
} from './grantForm';

const COUNT_LABELS: Record<CountField, string> = {
  personzlized_test_count: msg('Personalized Test Count'),
  personzlized_warmup_count: msg('Personalized Warmup Count'),
};

/**
 * `/superadmin/assign-quiz`, Grant Test Access: choose a client admin (their client's record), a test
 * type, then tick the tests (warm-up sets for Warmup) offered for it, and the client's personalised
 * counts. Assign creates the client's record; Update changes it, keeping the other types' grants.
 */
export function GrantAccessPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const clients = useClients();
  const admins = useQuery({
    queryKey: clientKeys.allAdmins,
    queryFn: () => getClientAdmins(),
  });
  const courses = useCourses();
  const grants = useQuery({
    queryKey: grantKeys.list,
    queryFn: getGrants,
  });

  const [clientname, setClientname] = useState('');
  const [testType, setTestType] = useState('');
  /** null: untouched since the admin or type was chosen, so the record's ticks show. */
  const [ticked, setTicked] = useState<number[] | null>(null);
  const [counts, setCounts] = useState<CountValues | null>(null);

  const offered = useQuery({
    queryKey: grantKeys.offered(testType),
    queryFn: () => getOfferedTests(testType),
    enabled: testType !== '',
  });

  const entries = adminEntries(admins.data ?? [], clients.data ?? []);
  const entry = entries.find((e) => e.value === clientname);
  const client = (clients.data ?? []).find((c) => c.client_id === entry?.client);
  const grant = grantOfClient(grants.data ?? [], entry?.client ?? null);
  const offeredList = offered.data ?? [];
  const offeredIds = offeredList.map((o) => o.master_qnsbank_id);
  const storedCounts = countsOf(client);
  const countValues: CountValues = counts ?? storedCounts;
  const warmup = isWarmupType(testType);
  const shownTicks = ticked ?? initialTicks(grant, testType, offeredIds);

  const reset = () => {
    setClientname('');
    setTestType('');
    setTicked(null);
    setCounts(null);
  };

  const chooseAdmin = (value: string) => {
    setClientname(value);
    setCounts(null);
    setTicked(null);
  };

  const chooseType = (value: string) => {
    setTestType(value);
    setTicked(null);
  };

  const save = useMutation({
    mutationFn: async (
      request: Extract<ReturnType<typeof grantRequest>, { ok: true }> & {
        countsBody: ReturnType<typeof countsOf> | null;
        clientId: number;
      },
    ) => {
      const result = await saveGrant(request.grantId, request.body);
      let countsError: unknown = null;
      if (request.countsBody) {
        try {
          await updateClient(request.clientId, request.countsBody);
        } catch (error) {
          countsError = error;
        }
      }
      return { message: saidOf(result), countsError };
    },
    onSuccess: ({ message, countsError }) => {
      notifySuccess(message);
      if (countsError) notifyFailure(errorMessage(countsError));
      reset();
      void queryClient.invalidateQueries({ queryKey: grantKeys.all });
      void reloadClients(queryClient);
    },
    onError: (error) => notifyFailure(errorMessage(error)),
  });

  const submit = (action: 'POST' | 'PUT') => {
    const request = grantRequest(
      { clientname, testType, ticked: shownTicks },
      action === 'PUT' ? grant : undefined,
      offeredIds,
    );
    if (!request.ok) {
      notifyFailure(request.message);
      return;
    }
    const checked = checkCounts(countValues);
    if (!checked.ok) {
      notifyFailure(checked.message);
      return;
    }
    save.mutate({
      ...request,
      clientId: entry!.client,
      countsBody: countsChanged(storedCounts, checked.counts) ? checked.counts : null,
    });
  };

  const loadError = clients.error ?? admins.error ?? courses.error ?? grants.error ?? offered.error;
  const listsReady = grants.isSuccess && admins.isSuccess && clients.isSuccess;
  const hasRecord = grant !== undefined;
  const pending = save.isPending ? (save.variables?.grantId === null ? 'assign' : 'update') : null;
  const dirty = clientname !== '' || testType !== '';
  /** A fixed choice (grade, level, language) in the language shown; other text as stored. */
  const shown = (value: string | null | undefined) => {
    const key = storedWordKey(value);
    return key ? t(key) : value;
  };

  return (
    <PageSection title={msg('Grant Test Access')} size="md">
      {loadError && (
        <Alert color="red" styles={READABLE_TITLE} title={t('Oops!')} role="alert">
          {say(t, errorMessage(loadError))}
        </Alert>
      )}
      <Paper withBorder p="md">
        <Stack gap="md">
          <NativeSelect
            label={t('Client Admin')}
            {...REQUIRED_INPUT}
            value={clientname}
            data={[
              { value: '', label: t('Select the client') },
              ...entries.map((e) => ({ value: e.value, label: e.label })),
            ]}
            onChange={(event) => chooseAdmin(event.currentTarget.value)}
            disabled={pending !== null}
          />
          {entry && listsReady && (
            <Text size="sm" role="status">
              {hasRecord
                ? t('{{client}} already has tests granted: tick the changes and Update.', {
                    client: client?.ClientName ?? entry.label,
                  })
                : t('{{client}} has no tests granted yet: tick the tests and Assign.', {
                    client: client?.ClientName ?? entry.label,
                  })}
            </Text>
          )}
          <NativeSelect
            label={t('Test Type')}
            {...REQUIRED_INPUT}
            value={testType}
            data={[
              { value: '', label: t('Select Test type') },
              ...(courses.data ?? []).map((c) => ({ value: c.course_type, label: storedWordLabel(t, c.course_type) })),
            ]}
            onChange={(event) => chooseType(event.currentTarget.value)}
            disabled={pending !== null}
          />
          {testType !== '' && (
            <Checkbox.Group
              label={warmup ? t('Warmups') : t('Tests')}
              description={
                warmup
                  ? t('Warm-up sets with at least one equation.')
                  : t('Tests of this type with at least one question; practice tests are not offered.')
              }
              value={shownTicks.map(String)}
              onChange={(values) => setTicked(values.map(Number))}
            >
              <Stack gap="xs" mt="xs">
                {offered.isPending ? (
                  <Text size="sm">{t('Loading…')}</Text>
                ) : offeredList.length === 0 ? (
                  <Text size="sm">
                    {warmup ? t('No warm-up sets to grant yet') : t('No tests of this type to grant yet')}
                  </Text>
                ) : (
                  offeredList.map((test) => (
                    <Checkbox
                      key={test.master_qnsbank_id}
                      value={String(test.master_qnsbank_id)}
                      label={test.test_name}
                      description={[
                        shown(test.grade_level),
                        shown(test.test_level),
                        test.test_booklet_year,
                        shown(test.test_lang_type),
                        warmup
                          ? t(plural('{{count, number}} equations', '{{count, number}} equation'), {
                              count: test.question_count,
                            })
                          : t(plural('{{count, number}} questions', '{{count, number}} question'), {
                              count: test.question_count,
                            }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                      disabled={pending !== null}
                    />
                  ))
                )}
              </Stack>
            </Checkbox.Group>
          )}
          <Title order={2} size="h4">
            {t('Personalized counts')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {COUNT_FIELDS.map((field) => (
              <NumberInput
                key={field}
                label={t(COUNT_LABELS[field])}
                min={0}
                step={1}
                allowNegative={false}
                allowDecimal={false}
                value={countValues[field]}
                onChange={(value) => setCounts({ ...countValues, [field]: value })}
                disabled={!entry || pending !== null}
              />
            ))}
          </SimpleGrid>
          <Group gap="sm">
            <Button
              onClick={() => submit('POST')}
              loading={pending === 'assign'}
              disabled={hasRecord || !listsReady || (pending !== null && pending !== 'assign')}
            >
              {t('Assign')}
            </Button>
            <Button
              onClick={() => submit('PUT')}
              loading={pending === 'update'}
              disabled={!hasRecord || (pending !== null && pending !== 'update')}
            >
              {t('Update')}
            </Button>
            <Button variant="default" onClick={reset} disabled={!dirty || pending !== null}>
              {t('Cancel')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </PageSection>
  );
}
