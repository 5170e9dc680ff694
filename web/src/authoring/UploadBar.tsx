import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UploadProgress } from '../api';
import { useFormat } from '../i18n/format';
import { uploadedKb, uploadPercent } from './upload';

/** An upload under way: a bar and the amount sent in KB (§9: "upload progress shown in KB"). */
export function UploadBar({ progress }: { progress: UploadProgress | null }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (!progress) return null;
  const { sent, total } = uploadedKb(progress.loaded, progress.total);
  return (
    <Stack gap={4} maw={480}>
      <Progress value={uploadPercent(progress.loaded, progress.total)} aria-label={t('Upload progress')} animated />
      <Text size="sm" role="status">
        {total === null
          ? t('Uploaded {{sent}} KB', { sent: f.number(sent) })
          : t('Uploaded {{sent}} KB of {{total}} KB', { sent: f.number(sent), total: f.number(total) })}
      </Text>
    </Stack>
  );
}
