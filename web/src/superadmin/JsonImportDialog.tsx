import { Alert, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_MESSAGES } from '@prep/domain';
import { isJsonFileName, parseJson, SELECT_FILE } from './jsonFiles';

interface Props {
  /** The dialog's title, e.g. "Import Clients"; null keeps it closed. */
  title: string | null;
  /** What the file should hold, shown above the file field. */
  description: string;
  onClose: () => void;
  /** Sends the parsed file; a message returned is shown in the dialog (the file was refused before sending). */
  onImport: (value: unknown) => string | undefined | Promise<string | undefined>;
  /** The call is in flight: the Import button spins and the dialog stays open. */
  pending: boolean;
}

/**
 * The spec's import modal: choose a .json file ('Please Select JSON file only'), then Import; with no
 * file chosen, 'Please Select a File'. The file is read and parsed here, so a broken file is refused
 * before anything is sent.
 */
export function JsonImportDialog({ title, description, onClose, onImport, pending }: Props) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  // Each opening starts with no file and no message.
  useEffect(() => {
    if (title === null) {
      setFile(null);
      setProblem(null);
    }
  }, [title]);

  const close = () => {
    if (!pending) onClose();
  };

  const choose = (chosen: File | null) => {
    setProblem(null);
    if (chosen && !isJsonFileName(chosen.name)) {
      setFile(null);
      setProblem(IMPORT_MESSAGES.jsonOnly);
      return;
    }
    setFile(chosen);
  };

  const submit = async () => {
    if (!file) {
      setProblem(SELECT_FILE);
      return;
    }
    setReading(true);
    try {
      const parsed = parseJson(await file.text());
      if (!parsed.ok) {
        setProblem(parsed.message);
        return;
      }
      const refused = await onImport(parsed.value);
      if (refused) setProblem(refused);
    } finally {
      setReading(false);
    }
  };

  return (
    <Modal
      opened={title !== null}
      onClose={close}
      title={title ? t(title) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      <Stack gap="md">
        {description && <Text size="sm">{t(description)}</Text>}
        <FileInput
          label={t('JSON file')}
          placeholder={t('Choose a .json file')}
          accept=".json,application/json"
          value={file}
          onChange={choose}
          clearable
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
          clearButtonProps={{ 'aria-label': t('Clear file') }}
          error={problem !== null}
          disabled={pending}
        />
        {problem && (
          <Alert color="red" role="alert" p="xs">
            {t(problem)}
          </Alert>
        )}
        {pending && (
          <Text size="sm" role="status">
            {t('Importing… this can take a moment for a large file.')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={pending}>
            {t('Cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={pending || reading}>
            {t('Import')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
