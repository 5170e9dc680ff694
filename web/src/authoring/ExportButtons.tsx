import { Button, Group } from '@mantine/core';
import { msg } from '@prep/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { exportTest as downloadExport } from '../api/tests';
import { downloadFile } from '../forms';
import { notifyCallFailure } from './feedback';

export type ExportFormat = 'gift' | 'qti' | 'json' | 'aiken' | 'tags';

const EXPORTS: ReadonlyArray<{ format: ExportFormat; label: string; extension: string }> = [
  { format: 'gift', label: msg('Export GIFT'), extension: 'gift.txt' },
  { format: 'qti', label: msg('Export QTI'), extension: 'zip' },
  { format: 'json', label: msg('Export JSON'), extension: 'json' },
  // Aiken leaves out check-box questions (it has one right answer); the tag format needs 4 options a question.
  { format: 'aiken', label: msg('Export Aiken'), extension: 'aiken.txt' },
  { format: 'tags', label: msg('Export tagged text'), extension: 'tags.txt' },
];

/** A file name for the test when the server gives none: its name in safe characters. */
export const exportFileName = (testName: string, extension: string) =>
  `${testName.replace(/[^\p{L}\p{N}._-]+/gu, '-').replace(/^-+|-+$/g, '') || 'test'}.${extension}`;

/** Export a test as GIFT, a QTI 3.0 package, our JSON test file, Aiken or tagged text: downloads of GET /quiz/quiz/{id}/export/. */
export function ExportButtons({ testId, testName }: { testId: number; testName: string }) {
  const { t } = useTranslation();
  const exportTest = useMutation({
    mutationFn: async (format: ExportFormat) => ({
      format,
      file: await downloadExport(testId, format),
    }),
    onSuccess: ({ format, file }) => {
      const extension = EXPORTS.find((e) => e.format === format)?.extension ?? format;
      downloadFile(file.filename ?? exportFileName(testName, extension), file.blob);
    },
    onError: (error) => notifyCallFailure(error),
  });
  return (
    <Group gap="xs" role="group" aria-label={t('Export')}>
      {EXPORTS.map(({ format, label }) => (
        <Button
          key={format}
          variant="light"
          size="sm"
          onClick={() => exportTest.mutate(format)}
          loading={exportTest.isPending && exportTest.variables === format}
          disabled={exportTest.isPending && exportTest.variables !== format}
        >
          {t(label)}
        </Button>
      ))}
    </Group>
  );
}
