import { Alert, Button, NativeSelect, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_ADMIN_MESSAGES, type ClientAdminRecord } from '@prep/domain';
import { api } from '../api';
import { confirmDelete, downloadFile, ListAndFormLayout, MarkedField, notifyFailure, notifySuccess, RecordActions, REQUIRED_INPUT, requiredInput, useFieldMarks } from '../forms';
import { errorMessage, serverFieldErrors } from '../shell/forms';
import { PageSection } from '../shell/PageSection';
import {
  ADMIN_FORM_FIELDS,
  adminFieldMark,
  adminFormOf,
  adminLabel,
  adminPayload,
  checkAdminSubmit,
  emptyAdminForm,
  type AdminFormField,
  type AdminFormValues,
} from './adminForm';
import { JsonImportDialog } from './JsonImportDialog';
import { adminsExportFile, adminsExportFileName, adminsImportRequest, importFailure } from './jsonFiles';
import { adminsKey, reloadClients, useClientAdmins, useClients } from './queries';

const LABELS: Record<AdminFormField, string> = {
  client: 'Client',
  FirstName: 'First Name',
  LastName: 'Last Name',
  email: 'Email',
  license_key: 'License Key',
  password: 'Password',
  confirm_password: 'Confirm Password',
};

/**
 * `/superadmin/admin`, Client Admin Profile: choose a client, then one of its admins to edit (or none to
 * add one); import and export the client's admins as JSON.
 */
export function ClientAdminProfilePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const clients = useClients();
  const clientList = clients.data ?? [];

  const [clientId, setClientId] = useState<number | null>(null);
  const admins = useClientAdmins(clientId);
  const adminList = admins.data ?? [];

  const [selected, setSelected] = useState<ClientAdminRecord | null>(null);
  const [values, setValues] = useState<AdminFormValues>(() => emptyAdminForm());
  const [dirty, setDirty] = useState(false);
  const [importing, setImporting] = useState(false);
  const mode = selected ? 'update' : 'add';

  const check = useCallback((field: AdminFormField, value: string) => adminFieldMark(field, { ...values, [field]: value }, mode), [values, mode]);
  const { marks, markField, setMessages, reset: resetMarks } = useFieldMarks(check);

  const licenseKeyOf = (id: number | null) => clientList.find((client) => client.client_id === id)?.license_key ?? '';

  /** Back to add mode for the chosen client (its license key offered, as its admins sign in with it). */
  const resetForm = (forClient: number | null = clientId) => {
    setSelected(null);
    setValues(emptyAdminForm(forClient, licenseKeyOf(forClient)));
    setDirty(false);
    resetMarks();
  };

  const chooseClient = (value: string) => {
    const id = value === '' ? null : Number(value);
    setClientId(id);
    resetForm(id);
  };

  const select = (id: number) => {
    const admin = adminList.find((item) => item.client_admin_id === id);
    if (!admin) return;
    setSelected(admin);
    setValues(adminFormOf(admin));
    setDirty(false);
    resetMarks();
  };

  const set = (field: AdminFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setDirty(true);
  };

  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: adminsKey(null).slice(0, 2) });
  };

  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ReturnType<typeof adminPayload> }) =>
      id === null
        ? api.post<{ message: string }>('/api/clientadmin/', body)
        : api.put<{ message: string }>(`/api/clientadmin/${id}/`, body),
    onSuccess: (result) => {
      notifySuccess(result.message);
      resetForm();
      reload();
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      setMessages(Object.fromEntries(ADMIN_FORM_FIELDS.flatMap((f) => (fields[f] ? [[f, fields[f]]] : []))));
      notifyFailure(errorMessage(error));
    },
  });

  const remove = useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/clientadmin/${id}/`),
    onSuccess: (result) => {
      notifySuccess(result.message);
      resetForm();
      reload();
    },
    onError: (error) => notifyFailure(errorMessage(error)),
  });

  const submit = (action: 'add' | 'update') => {
    const result = checkAdminSubmit(values, action, selected !== null);
    if (!result.ok) {
      setMessages(result.fields);
      notifyFailure(result.message);
      return;
    }
    save.mutate({ id: action === 'add' ? null : selected!.client_admin_id, body: adminPayload(values) });
  };

  const onDelete = () => {
    if (!selected) {
      notifyFailure(CLIENT_ADMIN_MESSAGES.selectToDelete);
      return;
    }
    const id = selected.client_admin_id;
    confirmDelete({ onConfirm: () => remove.mutate(id), safeMessage: CLIENT_ADMIN_MESSAGES.recordSafe });
  };

  const transfer = useMutation({
    mutationFn: ({ method, body }: { method: 'POST' | 'PUT'; body: unknown }) =>
      method === 'POST' ? api.post<{ message: string }>('/api/multiadmin/', body) : api.put<{ message: string }>('/api/multiadmin/', body),
    onSuccess: (result, { method }) => {
      notifySuccess(result.message || (method === 'POST' ? CLIENT_ADMIN_MESSAGES.imported : CLIENT_ADMIN_MESSAGES.updated));
      setImporting(false);
      resetForm();
      reload();
      reloadClients(queryClient);
    },
    onError: (error) => {
      setImporting(false);
      notifyFailure(importFailure(error));
    },
  });

  const runImport = (value: unknown): string | undefined => {
    const read = adminsImportRequest(value, clientId);
    if (!read.ok) return read.message;
    transfer.mutate(read.value);
    return undefined;
  };

  const exportAdmins = () => {
    const client = clientList.find((item) => item.client_id === clientId);
    if (!client) {
      notifyFailure(CLIENT_ADMIN_MESSAGES.selectClient);
      return;
    }
    downloadFile(adminsExportFileName(client.ClientName), adminsExportFile(adminList));
  };

  const pending = save.isPending ? (save.variables?.id === null ? 'add' : 'update') : remove.isPending ? 'delete' : null;

  const text = (field: Exclude<AdminFormField, 'client'>) => {
    const password = field === 'password' || field === 'confirm_password';
    const description =
      password && mode === 'update' ? t('Leave empty to keep the current password') : field === 'password' ? t('At least 8 characters, with a lowercase letter and a digit') : undefined;
    return (
      <MarkedField key={field} mark={marks[field]}>
        {(markProps) =>
          password ? (
            <PasswordInput
              label={t(LABELS[field])}
              value={values[field]}
              {...requiredInput(mode === 'add')}
              autoComplete="new-password"
              description={description}
              onChange={(event) => set(field, event.currentTarget.value)}
              onBlur={(event) => markField(field, event.currentTarget.value)}
              visibilityToggleButtonProps={{ 'aria-label': t('Show password') }}
              {...withoutRightSection(markProps)}
            />
          ) : (
            <TextInput
              label={t(LABELS[field])}
              value={values[field]}
              {...REQUIRED_INPUT}
              type={field === 'email' ? 'email' : 'text'}
              placeholder={field === 'license_key' ? 'XXXX-XXXX-XXXX-XXXX' : undefined}
              autoComplete="off"
              onChange={(event) => set(field, event.currentTarget.value)}
              onBlur={(event) => markField(field, event.currentTarget.value)}
              {...markProps}
            />
          )
        }
      </MarkedField>
    );
  };

  const clientOptions = clientList.map((client) => ({ value: String(client.client_id), label: client.ClientName }));

  return (
    <PageSection title="Client Admin Profile" size="xl">
      {(clients.isError || admins.isError) && (
        <Alert color="red" title={t('Oops!')} role="alert">
          {t(errorMessage(clients.error ?? admins.error))}
        </Alert>
      )}
      <ListAndFormLayout
        listTitle="Client Admins"
        listHeader={
          <>
            <NativeSelect
              label={t('Select Client')}
              value={clientId === null ? '' : String(clientId)}
              data={[{ value: '', label: t('Select the Client') }, ...clientOptions]}
              onChange={(event) => chooseClient(event.currentTarget.value)}
            />
            <Button variant="light" size="xs" onClick={() => resetForm()} disabled={!selected && !dirty}>
              {t('New client admin')}
            </Button>
          </>
        }
        items={adminList.map((admin) => ({ id: admin.client_admin_id, label: adminLabel(admin) }))}
        selectedId={selected?.client_admin_id ?? null}
        onSelect={select}
        emptyText={clientId === null ? 'Select a client to see its admins' : admins.isPending ? 'Loading…' : 'No records yet'}
      >
        <Stack gap="md">
          <Title order={2} size="h4">
            {selected ? t('Edit client admin {{name}}', { name: adminLabel(selected) }) : t('New client admin')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <NativeSelect
              label={t(LABELS.client)}
              {...REQUIRED_INPUT}
              value={values.client}
              data={[{ value: '', label: t('Select the Client') }, ...clientOptions]}
              error={typeof marks.client === 'string' ? t(marks.client) : undefined}
              onChange={(event) => {
                const value = event.currentTarget.value;
                set('client', value);
                markField('client', value);
              }}
            />
            {text('FirstName')}
            {text('LastName')}
            {text('email')}
            {text('license_key')}
            {text('password')}
            {text('confirm_password')}
          </SimpleGrid>
          <RecordActions
            mode={selected ? 'editing' : 'new'}
            dirty={dirty}
            pending={pending}
            onAdd={() => submit('add')}
            onUpdate={() => submit('update')}
            onDelete={onDelete}
            onCancel={() => resetForm()}
            extra={
              <>
                <Button variant="light" onClick={() => setImporting(true)} disabled={pending !== null || transfer.isPending}>
                  {t('Import')}
                </Button>
                <Button variant="light" onClick={exportAdmins} disabled={clientId === null || !admins.isSuccess}>
                  {t('Export')}
                </Button>
              </>
            }
          />
          <Text size="sm" c="dimmed">
            {t('Import takes a .json file of client admins; rows without a client are added to the client selected here. Export saves the selected client’s admins, without passwords.')}
          </Text>
        </Stack>
      </ListAndFormLayout>
      <JsonImportDialog
        title={importing ? 'Import Client Admins' : null}
        description='A .json file: {"admins": [{client, FirstName, LastName, email, license_key, password, confirm_password}, ...]}. New admins need a password; an exported file (with client_admin_id) updates those admins.'
        onClose={() => setImporting(false)}
        onImport={runImport}
        pending={transfer.isPending}
      />
    </PageSection>
  );
}

/** The password toggle takes the place of the green tick; the green border still shows the mark. */
function withoutRightSection<T extends { rightSection?: unknown }>(props: T): Omit<T, 'rightSection'> {
  const { rightSection: _tick, ...rest } = props;
  return rest;
}
