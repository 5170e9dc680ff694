import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LTI_PLATFORM_MESSAGES, type LtiPlatform, msg } from '@prep/domain';
import { deleteLtiPlatform, getLtiPlatforms, ltiKeys, saveLtiPlatform } from '../api/lti';
import { ProgramInput } from '../courses/ProgramInput';
import {
  confirmDelete,
  ListAndFormLayout,
  LoadError,
  MarkedInput,
  notifyFailure,
  RecordActions,
  useRecordCalls,
  useRecordForm,
} from '../forms';
import { PageSection } from '../shell/PageSection';
import {
  emptyPlatformForm,
  type PlatformFormField,
  platformFieldMark,
  platformFormOf,
  platformInlineErrors,
  platformPayload,
  platformSubmitProblem,
  serverPlatformMarks,
} from './platformForm';
import { ToolUrlsPanel, toolUrlsHere } from './ToolUrlsPanel';

/** The form's text fields, with their labels in the words Moodle and Canvas use. */
const TEXT_FIELDS: ReadonlyArray<{ field: PlatformFormField; label: string; placeholder?: string }> = [
  { field: 'issuer', label: msg('Platform ID (issuer)'), placeholder: 'https://canvas.instructure.com' },
  { field: 'client_id', label: msg('Client ID') },
  { field: 'auth_login_url', label: msg('Authentication request URL') },
  { field: 'auth_token_url', label: msg('Access token URL') },
  { field: 'keyset_url', label: msg('Public keyset URL') },
];

/**
 * `/client/lms`, LMS connections (issue 29): the LMSs the client connected over LTI 1.3 on the left, the
 * form of one on the right (add / update / delete with confirmation / Cancel), and under both what to paste
 * into the LMS: the tool's addresses, with where Moodle and Canvas take them.
 */
export function LmsConnectionsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const platforms = useQuery({ queryKey: ltiKeys.platforms, queryFn: getLtiPlatforms, retry: false });

  const form = useRecordForm({
    empty: emptyPlatformForm,
    formOf: platformFormOf,
    idOf: (p: LtiPlatform) => p.id,
    check: platformFieldMark,
    records: platforms.data,
  });
  const { selectedId, mode, values, set, marks, markField, setMessages } = form;
  // The platform the last save answered: a new one then stays on the form, as saved.
  const saved = useRef<number | null>(null);

  /** Reads the platforms again; the one just saved stays on the form with what was saved. */
  const reload = async (keep: number | null) => {
    await queryClient.invalidateQueries({ queryKey: ltiKeys.platforms });
    const fresh = queryClient.getQueryData<LtiPlatform[]>(ltiKeys.platforms);
    const record = keep === null ? undefined : fresh?.find((p) => p.id === keep);
    if (record) form.load(record);
    else form.reset();
  };
  const calls = useRecordCalls({
    save: async (id: number | null, body: ReturnType<typeof platformPayload>) => {
      saved.current = (await saveLtiPlatform(id, body)).id;
      return { message: id === null ? LTI_PLATFORM_MESSAGES.added : LTI_PLATFORM_MESSAGES.updated };
    },
    remove: (id: number) => {
      saved.current = null;
      return deleteLtiPlatform(id);
    },
    // After a save the platform saved stays on the form; after a delete, a blank form.
    onChanged: () => void reload(saved.current),
    onSaveError: (error) => setMessages(serverPlatformMarks(error)),
    deleted: LTI_PLATFORM_MESSAGES.deleted,
  });
  const submit = () => {
    const problem = platformSubmitProblem(values);
    if (problem) {
      setMessages(platformInlineErrors(values));
      notifyFailure(problem);
      return;
    }
    calls.save(selectedId, platformPayload(values));
  };
  const askDelete = () => {
    if (selectedId === null) return;
    const id = selectedId;
    confirmDelete({ onConfirm: () => calls.remove(id), safeMessage: LTI_PLATFORM_MESSAGES.safe });
  };

  const urls = platforms.data?.[0]?.tool ?? toolUrlsHere(window.location.origin);

  if (platforms.isError)
    return (
      <PageSection title={msg('LMS connections')} size="xl">
        <LoadError error={platforms.error} />
      </PageSection>
    );

  return (
    <PageSection title={msg('LMS connections')} size="xl">
      <Text>
        {t(
          'Connect the LMS your school uses (Moodle, Canvas, Schoology, Blackboard, Brightspace) over LTI 1.3: its courses launch this platform, and scores go back to its gradebook.',
        )}
      </Text>
      <ListAndFormLayout
        listTitle={msg('Connections')}
        items={(platforms.data ?? []).map((p) => ({ id: p.id, label: p.name || p.issuer }))}
        selectedId={selectedId}
        onSelect={form.select}
        emptyText={platforms.isPending ? msg('Loading…') : msg('No LMS connected yet')}
        listHeader={
          <Button variant="light" size="xs" onClick={() => form.reset()} disabled={calls.pending !== null}>
            {t('New connection')}
          </Button>
        }
      >
        <Stack gap="md">
          <Title order={2} size="h4">
            {selectedId === null ? t('New connection') : t('Edit connection')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="sm">
            <MarkedInput
              label={msg('Name')}
              value={values.name}
              mark={marks.name}
              onChange={(value) => set('name', value)}
              onBlur={(value) => markField('name', value)}
              placeholder={t('e.g. Moodle of the high school')}
              optional
            />
            {TEXT_FIELDS.map(({ field, label, placeholder }) => (
              <MarkedInput
                key={field}
                label={label}
                value={values[field]}
                mark={marks[field]}
                onChange={(value) => set(field, value)}
                onBlur={(value) => markField(field, value)}
                placeholder={placeholder}
              />
            ))}
            <ProgramInput
              value={values.program}
              mark={marks.program}
              onChange={(value) => set('program', value)}
              onBlur={(value) => markField('program', value)}
            />
          </SimpleGrid>
          <MarkedInput
            label={msg('Deployment IDs (one a line)')}
            value={values.deployment_ids}
            mark={marks.deployment_ids}
            onChange={(value) => set('deployment_ids', value)}
            onBlur={(value) => markField('deployment_ids', value)}
            multiline
          />
          <Text size="sm">{t('Students and classes the LMS launches are enrolled in this program.')}</Text>
          <RecordActions
            mode={mode}
            dirty={form.dirty}
            pending={calls.pending}
            onAdd={submit}
            onUpdate={submit}
            onDelete={askDelete}
            onCancel={() => form.reset()}
          />
        </Stack>
      </ListAndFormLayout>
      <ToolUrlsPanel urls={urls} />
    </PageSection>
  );
}
