import { Button, Code, FileInput, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { describeImportIssue } from '@prep/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type UploadProgress } from '../api';
import { importQuestionFile } from '../api/tests';
import { notifyFailure, notifyInfo, notifySuccess, REQUIRED_INPUT } from '../forms';
import { callFailureMessage, fieldMessagesAll, notifyCallFailure, notifyCheck } from './feedback';
import { ImportIssues } from './ImportIssues';
import { ImportPreview } from './ImportPreview';
import {
  acceptOf,
  IMPORT_FORMATS,
  type ImportFormat,
  type ImportRead,
  importFileProblem,
  readImportFile,
  TAG_EXAMPLE,
} from './importFormats';
import { CONNECTION_ERROR, FAILURE_TITLE, IMPORT_CANCELLED, SOMETHING_WENT_WRONG } from './messages';
import { reloadTests } from './queries';
import { UploadBar } from './UploadBar';

interface Props {
  /** The test the questions go into; null until one is chosen. */
  testId: number | null;
  testName: string;
  /** Called after a successful import. */
  onImported?: () => void;
  /** Called when the preview shows or goes, so a wizard can hold its other buttons meanwhile. */
  onBusyChange?: (busy: boolean) => void;
}

type Problem = { message: string; lines: string[] };
type Preview = Extract<ImportRead, { ok: true }>;

/** A refused import: the server's message, and each problem of the file (line and tag) it lists under `file`. */
const serverProblem = (error: unknown): Problem => ({
  message: callFailureMessage(error),
  lines: fieldMessagesAll(error).file ?? [],
});

/**
 * Import questions from a file (Import Doc to Table, and the Data Tool's Import): choose the format and
 * the file, read it here with the domain's parser, look at every question, then Confirm (one request: the
 * server parses it again and saves questions, answers and steps in one transaction) or Cancel.
 */
export function ImportPanel({ testId, testName, onImported, onBusyChange }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [format, setFormat] = useState<ImportFormat>('tags');
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [preview, setPreviewState] = useState<Preview | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  const setPreview = (next: Preview | null) => {
    setPreviewState(next);
    onBusyChange?.(next !== null);
  };

  const clear = () => {
    setFile(null);
    setFileKey((k) => k + 1);
    setPreview(null);
    setProblem(null);
    setProgress(null);
  };

  const save = useMutation({
    mutationFn: ({ id, chosen }: { id: number; chosen: File }) => {
      const form = new FormData();
      form.append('format', format);
      form.append('file', chosen);
      return importQuestionFile(id, form, { onProgress: setProgress });
    },
    onSuccess: (result) => {
      notifySuccess(result.message);
      clear();
      reloadTests(queryClient);
      onImported?.();
    },
    onError: (error) => {
      setProgress(null);
      setPreview(null);
      // §8: an upload that fails on the way is a 'Connection Error'; the progress starts again.
      const lost = error instanceof ApiError && error.isNetworkError;
      setProblem(lost ? { message: CONNECTION_ERROR, lines: [] } : serverProblem(error));
      if (lost) notifyFailure(CONNECTION_ERROR, FAILURE_TITLE);
      else notifyCallFailure(error);
    },
  });

  const read = async () => {
    setProblem(null);
    setPreview(null);
    const wrong = testId === null ? 'Please Select a Test' : importFileProblem(format, file);
    if (wrong || !file) {
      setProblem({ message: wrong ?? SOMETHING_WENT_WRONG, lines: [] });
      notifyCheck(wrong ?? SOMETHING_WENT_WRONG);
      return;
    }
    setReading(true);
    try {
      const result = await readImportFile(format, file);
      if (!result.ok) {
        setProblem({ message: result.message, lines: result.errors.map(describeImportIssue) });
        notifyCheck(result.message);
      } else setPreview(result);
    } catch {
      setProblem({ message: SOMETHING_WENT_WRONG, lines: [] });
      notifyCheck(SOMETHING_WENT_WRONG);
    } finally {
      setReading(false);
    }
  };

  const cancel = () => {
    setPreview(null);
    setProgress(null);
    notifyInfo(IMPORT_CANCELLED);
  };

  const busy = reading || save.isPending;
  const locked = busy || preview !== null;

  return (
    <Stack gap="md">
      <Group grow align="flex-start">
        <NativeSelect
          label={t('File Format')}
          value={format}
          data={IMPORT_FORMATS.map((f) => ({ value: f.value, label: t(f.label) }))}
          onChange={(event) => {
            setFormat(event.currentTarget.value as ImportFormat);
            clear();
          }}
          disabled={locked}
        />
        <FileInput
          key={fileKey}
          label={t('Question File')}
          {...REQUIRED_INPUT}
          accept={acceptOf(format)}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setProblem(null);
          }}
          clearable
          clearButtonProps={{ 'aria-label': t('Clear file') }}
          disabled={locked}
        />
      </Group>
      {format === 'tags' && (
        <Stack gap={4}>
          <Text size="sm">
            {t(
              'Each question in <q> tags with its complexity after ==, its four options in <a> tags separated by && with the correct one after ==, and optional steps in <s> tags naming their question after ==. Formulas go between $ signs, e.g.:',
            )}
          </Text>
          <Code block>{TAG_EXAMPLE}</Code>
        </Stack>
      )}
      {!preview && (
        <Group>
          <Button onClick={() => void read()} loading={reading} disabled={busy}>
            {t('Import')}
          </Button>
        </Group>
      )}
      {problem && <ImportIssues message={problem.message} lines={problem.lines} />}
      {preview && (
        <Stack gap="sm">
          <ImportPreview questions={preview.questions} testName={testName} assets={preview.assets} />
          <Text size="sm">
            {t(
              format === 'json'
                ? 'They keep the numbers the test file gives them.'
                : 'They are numbered after the last question the test already has.',
            )}
          </Text>
          <UploadBar progress={save.isPending ? progress : null} />
          <Group gap="sm">
            <Button
              onClick={() => testId !== null && file && save.mutate({ id: testId, chosen: file })}
              loading={save.isPending}
            >
              {t('Confirm')}
            </Button>
            <Button variant="default" onClick={cancel} disabled={save.isPending}>
              {t('Cancel')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
