import { Button, Group, Loader, Modal, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportErrorBody, RowIssue, Text as Said } from '@prep/domain';
import { say } from '../i18n/say';
import { ApiError } from '../api';
import { RowIssuesTable } from './RowIssuesTable';

/** A refused import: the server's (or the file reader's) message and its problems by row. */
export interface ImportRefusal {
  message: Said;
  issues: RowIssue[];
}

/** The refusal an import's failure carries (code import_refused with its rows), or null for any other failure. */
export function importRefusal(error: unknown): ImportRefusal | null {
  if (!(error instanceof ApiError) || error.code !== 'import_refused') return null;
  const rows = (error.body as Partial<ImportErrorBody> | undefined)?.rows;
  return Array.isArray(rows) ? { message: error.said, issues: rows } : null;
}

/** The report of a refused import: nothing was saved; every problem by row, field and message. */
export function ImportReport({ refusal, onClose }: { refusal: ImportRefusal | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={refusal !== null}
      onClose={onClose}
      title={t('Import refused')}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {refusal && (
        <Stack gap="md">
          <Text role="alert">{say(t, refusal.message)}</Text>
          <RowIssuesTable issues={refusal.issues} />
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              {t('OK')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** While an import is on its way: a dialog that cannot be closed, with what is being sent. */
export function ImportProgress({ opened, text }: { opened: boolean; text: string }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={t('Importing')}
    >
      <Stack gap="sm" role="status" aria-live="polite">
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text>{text}</Text>
        </Group>
        <Progress value={100} animated striped aria-label={t('Import in progress')} />
      </Stack>
    </Modal>
  );
}
