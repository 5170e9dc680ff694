import { Alert, Button, FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAPER_SCAN_MESSAGES, type Text as Said } from '@prep/domain';
import { errorMessage } from '../forms';
import { extensionOf } from '../forms/files';
import { say } from '../i18n/say';
import { useUploadScans } from './queries';

/** What a scanner or a phone gives: a PDF, or photos. */
const ACCEPTED = ['pdf', 'jpg', 'jpeg', 'png'];
const ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

/** The first file that is not a scan, said as the server would say it; null when every one is. */
export function wrongFile(files: readonly File[]): Said | null {
  if (files.length === 0) return PAPER_SCAN_MESSAGES.noFile;
  const wrong = files.find((f) => !ACCEPTED.includes(extensionOf(f)));
  return wrong ? { key: PAPER_SCAN_MESSAGES.notScan, values: { file: wrong.name } } : null;
}

/**
 * Upload scans: one PDF from the school's scanner or photos from a phone, several at once, with how much has
 * gone out; once sent the scan is read on the server and `onUploaded` opens it.
 */
export function UploadScans({ onUploaded }: { onUploaded: (scan: number) => void }) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<Said | null>(null);
  const { upload, progress } = useUploadScans();
  const percent = progress && progress.total > 0 ? Math.round((100 * progress.loaded) / progress.total) : 0;

  const send = () => {
    const wrong = wrongFile(files);
    setProblem(wrong);
    if (wrong) return;
    upload.mutate(files, {
      onSuccess: ({ scan }) => {
        setFiles([]);
        onUploaded(scan);
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <Stack gap="sm">
      <FileInput
        multiple
        clearable
        accept={ACCEPT}
        label={t('Scanned answer sheets')}
        description={t('One PDF from the scanner, or photos of the sheets (JPEG, PNG): a whole class at once.')}
        placeholder={t('Choose files')}
        // Mantine's placeholder grey is 2:1 on white; a hint people must read needs 4.5:1.
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        value={files}
        onChange={(chosen) => {
          setFiles(chosen);
          setProblem(null);
        }}
        disabled={upload.isPending}
        clearButtonProps={{ 'aria-label': t('Clear the chosen files') }}
      />
      <Group>
        <Button onClick={send} loading={upload.isPending} disabled={files.length === 0}>
          {t('Upload scans')}
        </Button>
      </Group>
      {upload.isPending && (
        <Stack gap={4} role="status" aria-live="polite" data-upload-progress>
          <Text size="sm">{t('Uploading: {{percent}}%', { percent })}</Text>
          <Progress value={percent} aria-label={t('Upload progress')} />
        </Stack>
      )}
      {problem && (
        <Alert color="red" role="alert" title={t('The scans were not uploaded')}>
          {say(t, problem)}
        </Alert>
      )}
    </Stack>
  );
}
