import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { say } from '../../i18n/say';
import { IMPORT_MESSAGES, msg, type CsvRecords, plural } from '@prep/domain';
import { exportPeopleCsv, importPeople } from '../../api/people';
import {
  downloadFile,
  FileImportButton,
  notifyFailure,
  notifySuccess,
  errorMessage,
  ImportProgress,
  type ImportRefusal,
  ImportReport,
  importRefusal,
  withOverlays,
} from '../../forms';
import { importMode, readImportFile, type ImportKind, type ListKey } from './importFile';

export interface PeopleTransferProps {
  /** 'teachers' or 'students': the list key of the import body and the name of the files. */
  listKey: ListKey;
  /** The field that names an existing record in a file: 'id' or 'student_id'. */
  idKey: string;
  /** The records as Export writes them (students with blank passwords). */
  exportRows: () => unknown[];
  parseCsv: (text: string) => CsvRecords;
  /** After a successful import: reset the form and reload the list (resolved once it has been). */
  onImported: () => Promise<unknown>;
  disabled?: boolean;
}

/**
 * Import (a JSON or CSV file), Export (JSON, built here) and Export CSV (the server's) of a record
 * screen. An import is all or nothing: a refused one shows its report by row.
 */
export function PeopleTransfer({ listKey, idKey, exportRows, parseCsv, onImported, disabled }: PeopleTransferProps) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<ImportRefusal | null>(null);

  const upload = useMutation({
    mutationFn: ({
      file,
      mode,
    }: {
      file: Record<string, unknown>[] | Blob;
      mode: 'create' | 'update';
      count: number;
    }) => importPeople(listKey, mode, file),
    // The success message waits for the list: a record chosen right after it shows the imported values.
    onSuccess: async (result) => {
      await onImported();
      notifySuccess(result.message);
    },
    onError: (error) => {
      const refused = importRefusal(error);
      if (refused) setRefusal(refused);
      else notifyFailure(errorMessage(error));
    },
  });

  const csvExport = useMutation({
    mutationFn: () => exportPeopleCsv(listKey),
    onSuccess: (text) => downloadFile(`${listKey}.csv`, typeof text === 'string' ? text : '', 'text/csv;charset=utf-8'),
    onError: (error) => notifyFailure(errorMessage(error)),
  });

  const onFile = async (file: File, extension: string) => {
    let text: string;
    try {
      text = await file.text();
    } catch {
      notifyFailure(msg('The file could not be read'));
      return;
    }
    const read = readImportFile(text, extension as ImportKind, listKey, parseCsv);
    if (!read.ok) {
      if ('issues' in read) setRefusal({ message: read.message, issues: read.issues });
      else notifyFailure(say(t, read.message));
      return;
    }
    const mode = importMode(read.rows, idKey);
    // A CSV file is sent as it is: the server's report then names its lines (line 3), as the reader's does.
    const sent = {
      file: extension === 'csv' ? new Blob([text], { type: 'text/csv' }) : read.rows,
      mode,
      count: read.rows.length,
    };
    if (mode === 'create') {
      upload.mutate(sent);
      return;
    }
    withOverlays(() =>
      modals.openConfirmModal({
        title: listKey === 'teachers' ? t('Update existing teachers?') : t('Update existing students?'),
        children: (
          <Text>
            {t(
              plural(
                'The file names {{count}} records already on file (by id, else by email). They will take the values of the file.',
                'The file names {{count}} record already on file (by id, else by email). It will take the values of the file.',
              ),
              {
                count: read.rows.length,
              },
            )}
          </Text>
        ),
        labels: { confirm: t('Update'), cancel: t('Cancel') },
        closeButtonProps: { 'aria-label': t('Close') },
        onConfirm: () => upload.mutate(sent),
      }),
    );
  };

  const exportJson = () => downloadFile(`${listKey}.json`, `${JSON.stringify(exportRows(), null, 2)}\n`);

  return (
    <>
      <FileImportButton
        extensions={['json', 'csv']}
        wrongTypeMessage={IMPORT_MESSAGES.jsonOrCsvOnly}
        onFile={(file, extension) => void onFile(file, extension)}
        loading={upload.isPending}
        disabled={disabled || upload.isPending}
      />
      <Button variant="light" onClick={exportJson} disabled={disabled}>
        {t('Export')}
      </Button>
      <Button variant="light" onClick={() => csvExport.mutate()} loading={csvExport.isPending} disabled={disabled}>
        {t('Export CSV')}
      </Button>

      <ImportProgress
        opened={upload.isPending}
        text={t(plural('Importing {{count}} records…', 'Importing {{count}} record…'), {
          count: upload.variables?.count ?? 0,
        })}
      />
      <ImportReport refusal={refusal} onClose={() => setRefusal(null)} />
    </>
  );
}
