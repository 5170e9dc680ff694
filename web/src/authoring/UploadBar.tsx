import { Progress, Stack, Text } from '@mantine/core';
import type { UploadProgress } from '../api';
import { useTranslation } from 'react-i18next';
import { uploadedKb, uploadPercent } from './upload';

/** An upload under way: a bar and the amount sent in KB (§9: "upload progress shown in KB"). */
export function UploadBar({ progress }: { progress: UploadProgress | null }) {
  const { t } = useTranslation();
  if (!progress) return null;
  return (
    <Stack gap={4} maw={480}>
      <Progress value={uploadPercent(progress.loaded, progress.total)} aria-label={t('Upload progress')} animated />
      <Text size="sm" role="status">
        {t('Uploaded {{amount}}', { amount: uploadedKb(progress.loaded, progress.total) })}
      </Text>
    </Stack>
  );
}
