import { Alert, Button, FileInput, Group, Image, NativeSelect, Progress, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CLIENT_MESSAGES,
  COUNTRIES,
  MASTER_MESSAGES,
  masterFileName,
  US_STATES,
  type ClientRecord,
  type MasterFile,
} from '@prep/domain';
import { api } from '../api';
import type { UploadProgress } from '../api';
import { confirmDelete, downloadFile, ListAndFormLayout, MarkedField, notifyFailure, notifySuccess, RecordActions, requiredInput, useFieldMarks } from '../forms';
import { errorMessage, serverFieldErrors } from '../shell/forms';
import { PageSection } from '../shell/PageSection';
import { logoUrl } from '../shell/useClientBranding';
import { ApiTokenDialog, type GeneratedToken } from './ApiTokenDialog';
import {
  checkClientSubmit,
  CLIENT_FORM_FIELDS,
  clientFieldMark,
  clientFormData,
  clientFormOf,
  emptyClientForm,
  LOGO_TYPES,
  logoProblem,
  uploadPercent,
  uploadProgressText,
  type ClientFormField,
  type ClientFormValues,
} from './clientForm';
import { JsonImportDialog } from './JsonImportDialog';
import { clientsImportBody, importFailure, masterFileBody, masterImportFailure } from './jsonFiles';
import { clientItems, reloadClients, useClients } from './queries';

const LABELS: Record<ClientFormField, string> = {
  ClientName: 'Client Name',
  first_name: 'First Name',
  middle_name: 'Middle Name',
  last_name: 'Last Name',
  email: 'Email',
  mobile: 'Mobile',
  persion: 'Emergency Contact Person 1',
  mobile1: 'Emergency Mobile 1',
  license_key: 'License Key',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipcode: 'Zipcode',
  country: 'Country',
};
const REQUIRED = new Set<ClientFormField>(['ClientName', 'email', 'mobile', 'license_key']);
const INPUT_TYPE: Partial<Record<ClientFormField, 'email' | 'tel'>> = { email: 'email', mobile: 'tel', mobile1: 'tel' };
const PLACEHOLDER: Partial<Record<ClientFormField, string>> = {
  mobile: '555-555-5555',
  mobile1: '555-555-5555',
  license_key: 'XXXX-XXXX-XXXX-XXXX',
  zipcode: '12345',
};

type ImportKind = 'clients' | 'master' | 'updateMaster';
const IMPORTS: Record<ImportKind, { title: string; description: string }> = {
  clients: {
    title: 'Import Clients',
    description: 'A .json file holding a list of clients ({"clients": [...]} or the list itself). All of them are added, or none.',
  },
  master: {
    title: 'Import Master',
    description: 'A client export file (client, clientadmins, students, teachers) for a client new to this platform. Every client admin and student needs an email and a password.',
  },
  updateMaster: {
    title: 'Update Master',
    description: "An edited client export file: the client, its admins, students and teachers are brought in line with it. A password left empty keeps the person's current one.",
  },
};

/**
 * `/superadmin/clientsignup`, Client Profile: the clients on the left, the client's details on the
 * right (add mode with none selected, edit mode with one), imports, exports and the API token.
 */
export function ClientProfilePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const clients = useClients();
  const list = clients.data ?? [];

  const [selected, setSelected] = useState<ClientRecord | null>(null);
  const [values, setValues] = useState<ClientFormValues>(emptyClientForm);
  const [dirty, setDirty] = useState(false);
  const { marks, markField, setMessages, reset: resetMarks } = useFieldMarks(clientFieldMark);
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [importing, setImporting] = useState<ImportKind | null>(null);
  const [token, setToken] = useState<GeneratedToken | null>(null);

  // The chosen file is shown from memory until it is saved; the URL is released when it changes.
  useEffect(() => {
    if (!logo) return setPreview(null);
    const url = URL.createObjectURL(logo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [logo]);

  const resetForm = () => {
    setSelected(null);
    setValues(emptyClientForm());
    setDirty(false);
    setLogo(null);
    setLogoError(null);
    resetMarks();
  };

  const select = (id: number) => {
    const client = list.find((item) => item.client_id === id);
    if (!client) return;
    setSelected(client);
    setValues(clientFormOf(client));
    setDirty(false);
    setLogo(null);
    setLogoError(null);
    resetMarks();
  };

  const set = (field: ClientFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setDirty(true);
  };

  const chooseLogo = (file: File | null) => {
    setDirty(true);
    if (!file) {
      setLogo(null);
      setLogoError(null);
      return;
    }
    const problem = logoProblem(file);
    if (problem) {
      setLogo(null);
      setLogoError(problem);
      notifyFailure(problem);
      return;
    }
    setLogoError(null);
    setLogo(file);
  };

  const showServerErrors = (error: unknown) => {
    const fields = serverFieldErrors(error);
    setMessages(Object.fromEntries(CLIENT_FORM_FIELDS.flatMap((f) => (fields[f] ? [[f, fields[f]]] : []))));
    if (fields.logo) setLogoError(fields.logo);
  };

  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: FormData }) =>
      api.upload<{ message: string } & ClientRecord>(id === null ? '/api/client/' : `/api/client/${id}/`, body, {
        method: id === null ? 'POST' : 'PUT',
        onProgress: setProgress,
      }),
    onSuccess: (result, { id }) => {
      notifySuccess(result.message);
      resetForm();
      reloadClients(queryClient, id);
    },
    onError: (error) => {
      showServerErrors(error);
      notifyFailure(errorMessage(error));
    },
    onSettled: () => setProgress(null),
  });

  const remove = useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/client/${id}/`),
    onSuccess: (result, id) => {
      notifySuccess(result.message);
      resetForm();
      reloadClients(queryClient, id);
    },
    onError: (error) => notifyFailure(errorMessage(error)),
  });

  const submit = (mode: 'add' | 'update') => {
    const check = checkClientSubmit(values, mode, selected !== null);
    if (!check.ok) {
      setMessages(check.fields);
      notifyFailure(check.message);
      return;
    }
    if (logoError) {
      notifyFailure(logoError);
      return;
    }
    save.mutate({ id: mode === 'add' ? null : selected!.client_id, body: clientFormData(values, logo) });
  };

  const onDelete = () => {
    if (!selected) return;
    const id = selected.client_id;
    confirmDelete({ onConfirm: () => remove.mutate(id), safeMessage: CLIENT_MESSAGES.recordSafe, message: CLIENT_MESSAGES.deleteConfirm });
  };

  const transfer = useMutation({
    mutationFn: ({ kind, body }: { kind: ImportKind; body: unknown }) =>
      kind === 'clients'
        ? api.post<{ message: string }>('/api/multiclient/', body)
        : kind === 'master'
          ? api.post<{ message: string }>('/api/multiadmin/', body)
          : api.put<{ message: string }>('/api/multiadmin/', body),
    onSuccess: (result, { kind }) => {
      const fallback = kind === 'clients' ? CLIENT_MESSAGES.imported : kind === 'master' ? MASTER_MESSAGES.imported : MASTER_MESSAGES.updated;
      notifySuccess(result.message || fallback);
      setImporting(null);
      resetForm();
      reloadClients(queryClient);
    },
    onError: (error, { kind }) => {
      setImporting(null);
      notifyFailure(kind === 'master' ? masterImportFailure(error) : importFailure(error));
    },
  });

  const runImport = (value: unknown): string | undefined => {
    if (!importing) return undefined;
    const read = importing === 'clients' ? clientsImportBody(value) : masterFileBody(value);
    if (!read.ok) return read.message;
    transfer.mutate({ kind: importing, body: read.value });
    return undefined;
  };

  const exportClient = useMutation({
    mutationFn: (client: ClientRecord) => api.get<MasterFile>(`/api/client/${client.client_id}/export/`),
    onSuccess: (file, client) => downloadFile(masterFileName(file.client ?? client), JSON.stringify(file, null, 2)),
    onError: (error) => notifyFailure(errorMessage(error)),
  });

  const generateToken = useMutation({
    mutationFn: (client: ClientRecord) => api.post<{ message: string; token: string }>('/api/api_token/', { client: client.client_id }),
    onSuccess: (result, client) => setToken({ ...result, clientName: client.ClientName }),
    onError: (error) => notifyFailure(errorMessage(error)),
  });

  const pending = save.isPending ? (save.variables?.id === null ? 'add' : 'update') : remove.isPending ? 'delete' : null;
  const busy = pending !== null || transfer.isPending;

  const text = (field: ClientFormField) => (
    <MarkedField key={field} mark={marks[field]}>
      {(markProps) => (
        <TextInput
          label={t(LABELS[field])}
          value={values[field]}
          {...requiredInput(REQUIRED.has(field))}
          type={INPUT_TYPE[field] ?? 'text'}
          placeholder={PLACEHOLDER[field]}
          autoComplete="off"
          onChange={(event) => set(field, event.currentTarget.value)}
          onBlur={(event) => markField(field, event.currentTarget.value)}
          {...markProps}
        />
      )}
    </MarkedField>
  );

  const choice = (field: 'state' | 'country', options: readonly string[], placeholder?: string) => (
    <NativeSelect
      key={field}
      label={t(LABELS[field])}
      value={values[field]}
      data={[...(placeholder ? [{ value: '', label: t(placeholder) }] : []), ...options.map((option) => ({ value: option, label: t(option) }))]}
      error={typeof marks[field] === 'string' ? t(marks[field]) : undefined}
      onChange={(event) => set(field, event.currentTarget.value)}
    />
  );

  const currentLogo = preview ?? (selected?.logo ? logoUrl(selected.logo) : null);

  return (
    <PageSection title="Client Profile" size="xl">
      {clients.isError && (
        <Alert color="red" title={t('Oops!')} role="alert">
          {t(errorMessage(clients.error))}
        </Alert>
      )}
      <ListAndFormLayout
        listTitle="Clients"
        items={clientItems(list)}
        selectedId={selected?.client_id ?? null}
        onSelect={select}
        listHeader={
          <Button variant="light" size="xs" onClick={resetForm} disabled={!selected && !dirty}>
            {t('New client')}
          </Button>
        }
        emptyText={clients.isPending ? 'Loading…' : 'No records yet'}
      >
        <Stack gap="md">
          <Title order={2} size="h4">
            {selected ? t('Edit client {{name}}', { name: selected.ClientName }) : t('New client')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
            {text('ClientName')}
            {text('first_name')}
            {text('middle_name')}
            {text('last_name')}
            {text('email')}
            {text('mobile')}
            {text('persion')}
            {text('mobile1')}
            {text('license_key')}
            {text('address')}
            {text('city')}
            {choice('state', US_STATES, 'Select State')}
            {text('zipcode')}
            {choice('country', COUNTRIES)}
          </SimpleGrid>
          <Group align="flex-start" gap="lg">
            <FileInput
              label={t('Logo')}
              description={t('PNG, JPEG, GIF or WebP image, at most 1,000,000 bytes')}
              placeholder={t('Choose an image')}
              accept={LOGO_TYPES.join(',')}
              value={logo}
              onChange={chooseLogo}
              clearable
              styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
              clearButtonProps={{ 'aria-label': t('Clear logo') }}
              error={logoError ? t(logoError) : undefined}
              w={320}
            />
            {currentLogo && (
              <Image src={currentLogo} alt={t(preview ? 'Preview of the chosen logo' : 'Current logo')} h={64} w="auto" fit="contain" radius="sm" />
            )}
          </Group>
          {save.isPending && logo && progress && (
            <Stack gap={4} maw={420}>
              <Progress value={uploadPercent(progress)} aria-label={t('Logo upload progress')} />
              <Text size="sm" role="status">
                {t('Uploading {{progress}}', { progress: uploadProgressText(progress) })}
              </Text>
            </Stack>
          )}
          <RecordActions
            mode={selected ? 'editing' : 'new'}
            dirty={dirty}
            pending={pending}
            onAdd={() => submit('add')}
            onUpdate={() => submit('update')}
            onDelete={onDelete}
            onCancel={resetForm}
          />
          <Group gap="sm">
            <Button variant="light" onClick={() => setImporting('clients')} disabled={busy}>
              {t('Import')}
            </Button>
            <Button variant="light" onClick={() => setImporting('master')} disabled={busy}>
              {t('Import Master')}
            </Button>
            <Button variant="light" onClick={() => setImporting('updateMaster')} disabled={busy}>
              {t('Update Master')}
            </Button>
            <Button
              variant="light"
              onClick={() => selected && exportClient.mutate(selected)}
              disabled={!selected || busy}
              loading={exportClient.isPending}
            >
              {t('Export')}
            </Button>
            <Button
              variant="light"
              onClick={() => selected && generateToken.mutate(selected)}
              disabled={!selected || busy}
              loading={generateToken.isPending}
            >
              {t('Generate API Token')}
            </Button>
          </Group>
          {!selected && (
            <Text size="sm" c="dimmed">
              {t('Select a client to export it or to generate its API token.')}
            </Text>
          )}
        </Stack>
      </ListAndFormLayout>
      <JsonImportDialog
        title={importing ? IMPORTS[importing].title : null}
        description={importing ? IMPORTS[importing].description : ''}
        onClose={() => setImporting(null)}
        onImport={runImport}
        pending={transfer.isPending}
      />
      <ApiTokenDialog token={token} onClose={() => setToken(null)} />
    </PageSection>
  );
}
