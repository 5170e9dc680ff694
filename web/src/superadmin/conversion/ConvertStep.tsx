import { Button, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadProgress } from '../../api';
import { convertPdf } from '../../api/tests';
import { CONVERSION_FAILED, CONVERTED, FAILURE_TITLE, notifyCheck, UploadBar } from '../../authoring';
import { downloadFile, notifyFailure, notifySuccess, REQUIRED_INPUT } from '../../forms';
import { convertedText, convertProblem, errorLogName, errorLogOf, textFileName } from './conversion';

/**
 * Convert PDF to Doc: the PDF is uploaded (progress in KB), its text comes back and downloads as a .txt
 * to tag for step 3. A file that is not a readable PDF downloads the server's error log instead.
 */
export function ConvertStep({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  const convert = useMutation({
    mutationFn: (pdf: File) => {
      const form = new FormData();
      form.append('myfile', pdf);
      onBusyChange(true);
      return convertPdf(form, { onProgress: setProgress });
    },
    onSuccess: (body, pdf) => {
      notifySuccess(CONVERTED);
      downloadFile(textFileName(pdf.name), convertedText(body), 'text/plain;charset=utf-8');
    },
    onError: (error, pdf) => {
      notifyFailure(CONVERSION_FAILED, FAILURE_TITLE);
      downloadFile(errorLogName(pdf.name), errorLogOf(error), 'text/plain;charset=utf-8');
    },
    onSettled: () => {
      setProgress(null);
      onBusyChange(false);
    },
  });

  const start = () => {
    const problem = convertProblem(file);
    if (problem || !file) {
      notifyCheck(problem ?? CONVERSION_FAILED);
      return;
    }
    convert.mutate(file);
  };

  return (
    <Stack gap="md" mt="md">
      <Title order={2} size="h3">
        {t('Convert PDF to Doc')}
      </Title>
      <Text size="sm">
        {t(
          'The text of a PDF is taken out and downloaded as a .txt file. Mark its questions, options and steps with tags, then import it in the next step.',
        )}
      </Text>
      <FileInput
        label={t('PDF File')}
        {...REQUIRED_INPUT}
        accept=".pdf,application/pdf"
        value={file}
        onChange={setFile}
        clearable
        clearButtonProps={{ 'aria-label': t('Clear file') }}
        disabled={convert.isPending}
        maw={480}
      />
      <UploadBar progress={progress} />
      <Group>
        <Button onClick={start} loading={convert.isPending}>
          {t('Convert')}
        </Button>
      </Group>
    </Stack>
  );
}
