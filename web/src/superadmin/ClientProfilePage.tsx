import { FileInput, Group, Image, NativeSelect, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_MESSAGES, COUNTRIES, LOGO_MAX_BYTES, msg, US_STATES, type ClientRecord } from '@prep/domain';
import type { UploadProgress } from '../api';
import { deleteClient, saveClient } from '../api/clients';
import { confirmDelete, notifyFailure, RecordActions, serverFieldMarks, useRecordCalls, useRecordForm } from '../forms';
import { useFormat } from '../i18n/format';
import { logoUrl } from '../shell/useClientBranding';
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
import { ClientTransfers } from './ClientTransfers';
import { clientItems, reloadClients, useClients } from './queries';
import { RecordScreen } from './RecordScreen';
import { RecordTextInput } from './RecordTextInput';

const LABELS: Record<ClientFormField, string> = {
  ClientName: msg('Client Name'),
  first_name: msg('First Name'),
  middle_name: msg('Middle Name'),
  last_name: msg('Last Name'),
  email: msg('Email'),
  mobile: msg('Mobile'),
  persion: msg('Emergency Contact Person 1'),
  mobile1: msg('Emergency Mobile 1'),
  license_key: msg('License Key'),
  address: msg('Address'),
  city: msg('City'),
  state: msg('State'),
  zipcode: msg('Zipcode'),
  country: msg('Country'),
};
const REQUIRED = new Set<ClientFormField>(['ClientName', 'email', 'mobile', 'license_key']);
const INPUT_TYPE: Partial<Record<ClientFormField, 'email' | 'tel'>> = { email: 'email', mobile: 'tel', mobile1: 'tel' };
const PLACEHOLDER: Partial<Record<ClientFormField, string>> = {
  mobile: '555-555-5555',
  mobile1: '555-555-5555',
  license_key: 'XXXX-XXXX-XXXX-XXXX',
  zipcode: '12345',
};

/** The form's values: the profile fields, and the logo chosen (sent with them, kept apart from the text). */
type ClientForm = ClientFormValues & { logo: File | null };
/** The fields that carry a mark; the logo's is its problem (not an image, too large, the server's word). */
type MarkField = ClientFormField | 'logo';

const emptyForm = (): ClientForm => ({ ...emptyClientForm(), logo: null });
const formOf = (client: ClientRecord): ClientForm => ({ ...clientFormOf(client), logo: null });
const checkField = (field: MarkField, value: string) => (field === 'logo' ? undefined : clientFieldMark(field, value));

/**
 * `/superadmin/clientsignup`, Client Profile: the clients on the left, the client's details on the
 * right (add mode with none selected, edit mode with one), imports, exports and the API token.
 */
export function ClientProfilePage() {
  const { t } = useTranslation();
  const f = useFormat();
  const queryClient = useQueryClient();
  const clients = useClients();
  const list = clients.data ?? [];

  const form = useRecordForm({
    empty: emptyForm,
    formOf,
    idOf: (client: ClientRecord) => client.client_id,
    check: checkField,
    records: clients.data,
    showFirst: false,
  });
  const { selectedId, values, dirty, marks, markField, setMessages, set } = form;
  const selected = list.find((client) => client.client_id === selectedId);
  const logoError = typeof marks.logo === 'string' ? marks.logo : null;
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  // The chosen file is shown from memory until it is saved; the URL is released when it changes.
  useEffect(() => {
    if (!values.logo) return setPreview(null);
    const url = URL.createObjectURL(values.logo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [values.logo]);

  const chooseLogo = (file: File | null) => {
    const problem = file ? logoProblem(file) : undefined;
    set('logo', problem ? null : file);
    setMessages({ logo: problem });
    if (problem) notifyFailure(problem);
  };

  const calls = useRecordCalls({
    save: (id, body: FormData) => saveClient(id, body, { onProgress: setProgress }),
    remove: (id) => deleteClient(id),
    onChanged: (id) => {
      form.reset();
      void reloadClients(queryClient, id);
    },
    onSaveError: (error) => setMessages(serverFieldMarks<MarkField>(error, [...CLIENT_FORM_FIELDS, 'logo'])),
    onSaveSettled: () => setProgress(null),
  });

  const submit = (mode: 'add' | 'update') => {
    const { logo, ...fields } = values;
    const check = checkClientSubmit(fields, mode, selectedId !== null);
    if (!check.ok) {
      setMessages(check.fields);
      notifyFailure(check.message);
      return;
    }
    if (logoError) {
      notifyFailure(logoError);
      return;
    }
    calls.save(mode === 'add' ? null : selectedId, clientFormData(fields, logo));
  };

  const onDelete = () => {
    if (selectedId === null) return;
    const id = selectedId;
    confirmDelete({
      onConfirm: () => calls.remove(id),
      safeMessage: CLIENT_MESSAGES.recordSafe,
      message: CLIENT_MESSAGES.deleteConfirm,
    });
  };

  const text = (field: ClientFormField) => (
    <RecordTextInput
      key={field}
      label={LABELS[field]}
      value={values[field]}
      mark={marks[field]}
      onChange={(value) => set(field, value)}
      onBlur={(value) => markField(field, value)}
      required={REQUIRED.has(field)}
      type={INPUT_TYPE[field]}
      placeholder={PLACEHOLDER[field]}
    />
  );

  const choice = (field: 'state' | 'country', options: readonly string[], placeholder?: string) => (
    <NativeSelect
      key={field}
      label={t(LABELS[field])}
      value={values[field]}
      data={[
        ...(placeholder ? [{ value: '', label: t(placeholder) }] : []),
        // States and countries are names: shown as they are in either language.
        ...options.map((option) => ({ value: option, label: option })),
      ]}
      error={typeof marks[field] === 'string' ? t(marks[field]) : undefined}
      onChange={(event) => set(field, event.currentTarget.value)}
    />
  );

  const currentLogo = preview ?? (selected?.logo ? logoUrl(selected.logo) : null);

  return (
    <RecordScreen
      title={msg('Client Profile')}
      loadError={clients.error}
      listTitle={msg('Clients')}
      newLabel={msg('New client')}
      onNew={() => form.reset()}
      newDisabled={!selected && !dirty}
      items={clientItems(list)}
      selectedId={selectedId}
      onSelect={form.select}
      emptyText={clients.isPending ? msg('Loading…') : msg('No records yet')}
      heading={selected ? t('Edit client {{name}}', { name: selected.ClientName }) : t('New client')}
    >
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
        {choice('state', US_STATES, msg('Select State'))}
        {text('zipcode')}
        {choice('country', COUNTRIES)}
      </SimpleGrid>
      <Group align="flex-start" gap="lg">
        <FileInput
          label={t('Logo')}
          description={t('PNG, JPEG, GIF or WebP image, at most {{bytes}} bytes', { bytes: f.number(LOGO_MAX_BYTES) })}
          placeholder={t('Choose an image')}
          accept={LOGO_TYPES.join(',')}
          value={values.logo}
          onChange={chooseLogo}
          clearable
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
          clearButtonProps={{ 'aria-label': t('Clear logo') }}
          error={logoError ? t(logoError) : undefined}
          w={320}
        />
        {currentLogo && (
          <Image
            src={currentLogo}
            alt={preview ? t('Preview of the chosen logo') : t('Current logo')}
            h={64}
            w="auto"
            fit="contain"
            radius="sm"
          />
        )}
      </Group>
      {calls.saving && values.logo && progress && (
        <Stack gap={4} maw={420}>
          <Progress value={uploadPercent(progress)} aria-label={t('Logo upload progress')} />
          <Text size="sm" role="status">
            {t('Uploading {{progress}}', { progress: uploadProgressText(progress, f.number) })}
          </Text>
        </Stack>
      )}
      <RecordActions
        mode={form.mode}
        dirty={dirty}
        pending={calls.pending}
        onAdd={() => submit('add')}
        onUpdate={() => submit('update')}
        onDelete={onDelete}
        onCancel={() => form.reset()}
      />
      <ClientTransfers
        selected={selected}
        recordBusy={calls.pending !== null}
        onImported={() => {
          form.reset();
          return reloadClients(queryClient);
        }}
      />
    </RecordScreen>
  );
}
