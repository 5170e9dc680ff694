import { Button, NativeSelect, SimpleGrid, Text } from '@mantine/core';
import { ResetTwoFactorButton } from '../account/ResetTwoFactorButton';
import { SignInsButton } from '../account/SignInHistory';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_ADMIN_MESSAGES, type ClientAdminRecord, msg } from '@prep/domain';
import { clientKeys, deleteClientAdmin, importMasterFile, saveClientAdmin, updateMasterFile } from '../api/clients';
import {
  confirmDelete,
  downloadFile,
  notifyFailure,
  RecordActions,
  REQUIRED_INPUT,
  type RecordMode,
  serverFieldMarks,
  useRecordCalls,
  useRecordForm,
} from '../forms';
import {
  ADMIN_FORM_FIELDS,
  adminFieldMark,
  adminFormOf,
  adminLabel,
  adminPayload,
  type AdminFormField,
  type AdminFormValues,
  type AdminMode,
  checkAdminSubmit,
  emptyAdminForm,
} from './adminForm';
import { JsonImportDialog } from './JsonImportDialog';
import { adminsExportFile, adminsExportFileName, adminsImportRequest, importFailure } from './jsonFiles';
import { reloadClients, useClientAdmins, useClients } from './queries';
import { RecordScreen } from './RecordScreen';
import { RecordTextInput } from './RecordTextInput';
import { useJsonImport } from './useJsonImport';

const LABELS: Record<AdminFormField, string> = {
  client: msg('Client'),
  FirstName: msg('First Name'),
  LastName: msg('Last Name'),
  email: msg('Email'),
  license_key: msg('License Key'),
  password: msg('Password'),
  confirm_password: msg('Confirm Password'),
};

const adminMode = (mode: RecordMode): AdminMode => (mode === 'new' ? 'add' : 'update');

/** The on-blur mark of a field, with the value just left in place (the confirmation reads the password). */
const checkAdmin = (field: AdminFormField, value: string, form: { mode: RecordMode; values: AdminFormValues }) =>
  adminFieldMark(field, { ...form.values, [field]: value }, adminMode(form.mode));

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

  const form = useRecordForm({
    empty: () => emptyAdminForm(),
    formOf: adminFormOf,
    idOf: (admin: ClientAdminRecord) => admin.client_admin_id,
    check: checkAdmin,
    records: admins.data,
    showFirst: false,
  });
  const { selectedId, values, dirty, marks, markField, setMessages, set } = form;
  const mode = adminMode(form.mode);
  const selected = adminList.find((admin) => admin.client_admin_id === selectedId);
  const adminRef = selectedId === null ? null : { kind: 'clientadmin' as const, id: selectedId };

  const licenseKeyOf = (id: number | null) => clientList.find((client) => client.client_id === id)?.license_key ?? '';

  /** Back to add mode for the chosen client (its license key offered, as its admins sign in with it). */
  const resetForm = (forClient: number | null = clientId) =>
    form.reset(emptyAdminForm(forClient, licenseKeyOf(forClient)));

  const chooseClient = (value: string) => {
    const id = value === '' ? null : Number(value);
    setClientId(id);
    resetForm(id);
  };

  const reload = () => queryClient.invalidateQueries({ queryKey: clientKeys.admins(null).slice(0, 2) });

  const calls = useRecordCalls({
    save: (id, body: ReturnType<typeof adminPayload>) => saveClientAdmin(id, body),
    remove: (id) => deleteClientAdmin(id),
    onChanged: () => {
      resetForm();
      void reload();
    },
    onSaveError: (error) => setMessages(serverFieldMarks(error, ADMIN_FORM_FIELDS)),
  });

  const submit = (action: AdminMode) => {
    const result = checkAdminSubmit(values, action, selectedId !== null);
    if (!result.ok) {
      setMessages(result.fields);
      notifyFailure(result.message);
      return;
    }
    calls.save(action === 'add' ? null : selectedId, adminPayload(values));
  };

  const onDelete = () => {
    if (selectedId === null) {
      notifyFailure(CLIENT_ADMIN_MESSAGES.selectToDelete);
      return;
    }
    const id = selectedId;
    confirmDelete({ onConfirm: () => calls.remove(id), safeMessage: CLIENT_ADMIN_MESSAGES.recordSafe });
  };

  const imports = useJsonImport<'admins', { method: 'POST' | 'PUT'; body: unknown }>({
    send: ({ method, body }) => (method === 'POST' ? importMasterFile(body) : updateMasterFile(body)),
    succeeded: ({ method }) => (method === 'POST' ? CLIENT_ADMIN_MESSAGES.imported : CLIENT_ADMIN_MESSAGES.updated),
    failed: (_variables, error) => importFailure(error),
    onImported: async () => {
      resetForm();
      await Promise.all([reload(), reloadClients(queryClient)]);
    },
  });

  const runImport = (value: unknown): string | undefined => {
    const read = adminsImportRequest(value, clientId);
    if (!read.ok) return read.message;
    imports.send(read.value);
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

  const text = (field: Exclude<AdminFormField, 'client'>) => {
    const password = field === 'password' || field === 'confirm_password';
    const description =
      password && mode === 'update'
        ? t('Leave empty to keep the current password')
        : field === 'password'
          ? t('At least 8 characters, with a lowercase letter and a digit')
          : undefined;
    return (
      <RecordTextInput
        key={field}
        label={LABELS[field]}
        value={values[field]}
        mark={marks[field]}
        onChange={(value) => set(field, value)}
        onBlur={(value) => markField(field, value)}
        required={!password || mode === 'add'}
        type={password ? 'password' : field === 'email' ? 'email' : 'text'}
        placeholder={field === 'license_key' ? 'XXXX-XXXX-XXXX-XXXX' : undefined}
        description={description}
      />
    );
  };

  const clientOptions = clientList.map((client) => ({ value: String(client.client_id), label: client.ClientName }));

  return (
    <RecordScreen
      title={msg('Client Admin Profile')}
      loadError={clients.error ?? admins.error}
      listTitle={msg('Client Admins')}
      listHeader={
        <NativeSelect
          label={t('Select Client')}
          value={clientId === null ? '' : String(clientId)}
          data={[{ value: '', label: t('Select the Client') }, ...clientOptions]}
          onChange={(event) => chooseClient(event.currentTarget.value)}
        />
      }
      newLabel={msg('New client admin')}
      onNew={() => resetForm()}
      newDisabled={!selected && !dirty}
      items={adminList.map((admin) => ({ id: admin.client_admin_id, label: adminLabel(admin) }))}
      selectedId={selectedId}
      onSelect={form.select}
      emptyText={
        clientId === null
          ? msg('Select a client to see its admins')
          : admins.isPending
            ? msg('Loading…')
            : msg('No records yet')
      }
      heading={selected ? t('Edit client admin {{name}}', { name: adminLabel(selected) }) : t('New client admin')}
    >
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
        mode={form.mode}
        dirty={dirty}
        pending={calls.pending}
        onAdd={() => submit('add')}
        onUpdate={() => submit('update')}
        onDelete={onDelete}
        onCancel={() => resetForm()}
        extra={
          <>
            <Button
              variant="light"
              onClick={() => imports.show('admins')}
              disabled={calls.pending !== null || imports.pending}
            >
              {t('Import')}
            </Button>
            <Button variant="light" onClick={exportAdmins} disabled={clientId === null || !admins.isSuccess}>
              {t('Export')}
            </Button>
            <SignInsButton person={adminRef} />
            <ResetTwoFactorButton person={adminRef} />
          </>
        }
      />
      <Text size="sm" c="dimmed">
        {t(
          'Import takes a .json file of client admins; rows without a client are added to the client selected here. Export saves the selected client’s admins, without passwords.',
        )}
      </Text>
      <JsonImportDialog
        title={imports.open ? msg('Import Client Admins') : null}
        description={msg(
          'A .json file: {"admins": [{client, FirstName, LastName, email, license_key, password, confirm_password}, ...]}. New admins need a password; an exported file (with client_admin_id) updates those admins.',
        )}
        onClose={imports.close}
        onImport={runImport}
        pending={imports.pending}
      />
    </RecordScreen>
  );
}
