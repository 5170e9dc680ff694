import { Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_MESSAGES, MASTER_MESSAGES, masterFileName, msg, type ClientRecord } from '@prep/domain';
import { exportMasterFile, importClients, importMasterFile, issueApiToken, updateMasterFile } from '../api/clients';
import { downloadFile, errorMessage, notifyFailure } from '../forms';
import { ApiTokenDialog, type GeneratedToken } from './ApiTokenDialog';
import { JsonImportDialog } from './JsonImportDialog';
import { clientsImportBody, importFailure, masterFileBody, masterImportFailure } from './jsonFiles';
import { useJsonImport } from './useJsonImport';

type ImportKind = 'clients' | 'master' | 'updateMaster';
const IMPORTS: Record<ImportKind, { title: string; description: string; success: string }> = {
  clients: {
    title: msg('Import Clients'),
    description: msg(
      'A .json file holding a list of clients ({"clients": [...]} or the list itself). All of them are added, or none.',
    ),
    success: CLIENT_MESSAGES.imported,
  },
  master: {
    title: msg('Import Master'),
    description: msg(
      'A client export file (client, clientadmins, students, teachers) for a client new to this platform. Every client admin and student needs an email and a password.',
    ),
    success: MASTER_MESSAGES.imported,
  },
  updateMaster: {
    title: msg('Update Master'),
    description: msg(
      "An edited client export file: the client, its admins, students and teachers are brought in line with it. A password left empty keeps the person's current one.",
    ),
    success: MASTER_MESSAGES.updated,
  },
};

interface ClientTransfersProps {
  /** The client selected in the form, if any: Export and Generate API Token act on it. */
  selected: ClientRecord | undefined;
  /** A record call is in flight: the imports wait. */
  recordBusy: boolean;
  /** After an import: reset the form, read the clients again (the popup waits for the lists). */
  onImported: () => Promise<void>;
}

/**
 * Client Profile's other buttons: Import (clients), Import Master and Update Master (a client's export
 * file), Export (that file) and Generate API Token, with their dialogs.
 */
export function ClientTransfers({ selected, recordBusy, onImported }: ClientTransfersProps) {
  const { t } = useTranslation();
  const [token, setToken] = useState<GeneratedToken | null>(null);

  const imports = useJsonImport<ImportKind, { kind: ImportKind; body: unknown }>({
    send: ({ kind, body }) =>
      kind === 'clients' ? importClients(body) : kind === 'master' ? importMasterFile(body) : updateMasterFile(body),
    succeeded: ({ kind }) => IMPORTS[kind].success,
    failed: ({ kind }, error) => (kind === 'master' ? masterImportFailure(error) : importFailure(error)),
    onImported,
  });

  const runImport = (value: unknown): string | undefined => {
    const kind = imports.open;
    if (!kind) return undefined;
    const read = kind === 'clients' ? clientsImportBody(value) : masterFileBody(value);
    if (!read.ok) return read.message;
    imports.send({ kind, body: read.value });
    return undefined;
  };

  const exportClient = useMutation({
    mutationFn: (client: ClientRecord) => exportMasterFile(client.client_id),
    onSuccess: (file, client) => downloadFile(masterFileName(file.client ?? client), JSON.stringify(file, null, 2)),
    onError: (error) => notifyFailure(errorMessage(error)),
  });

  const generateToken = useMutation({
    mutationFn: (client: ClientRecord) => issueApiToken(client.client_id),
    onSuccess: (result, client) => setToken({ ...result, clientName: client.ClientName }),
    onError: (error) => notifyFailure(errorMessage(error)),
  });

  const busy = recordBusy || imports.pending;
  return (
    <>
      <Group gap="sm">
        <Button variant="light" onClick={() => imports.show('clients')} disabled={busy}>
          {t('Import')}
        </Button>
        <Button variant="light" onClick={() => imports.show('master')} disabled={busy}>
          {t('Import Master')}
        </Button>
        <Button variant="light" onClick={() => imports.show('updateMaster')} disabled={busy}>
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
      <JsonImportDialog
        title={imports.open ? IMPORTS[imports.open].title : null}
        description={imports.open ? IMPORTS[imports.open].description : ''}
        onClose={imports.close}
        onImport={runImport}
        pending={imports.pending}
      />
      <ApiTokenDialog token={token} onClose={() => setToken(null)} />
    </>
  );
}
