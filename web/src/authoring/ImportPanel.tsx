import { Alert, Button, Code, FileInput, Group, NativeSelect, Stack, Switch, Text } from '@mantine/core';
import { describeImportIssue, msg, type QuestionFileImported, type Text as Said, plural } from '@prep/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type UploadProgress } from '../api';
import { importQuestionFile } from '../api/tests';
import { notifyFailure, notifyInfo, notifySuccess, REQUIRED_INPUT } from '../forms';
import { callFailureMessage, fieldMessagesAll, notifyCallFailure, notifyCheck } from './feedback';
import { ImportIssues } from './ImportIssues';
import { say } from '../i18n/say';
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
import { RefusedQuestions } from './RefusedQuestions';
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

type Problem = { message: Said; lines: Said[] };

const leftOut = (t: (key: string, options?: Record<string, unknown>) => string, n: number) =>
  t(plural('{{count}} questions of the file were left out.', '{{count}} question of the file was left out.'), {
    count: n,
  });
type Preview = Extract<ImportRead, { ok: true }>;

/** A refused import: the server's message, and each problem of the file (line and tag) it lists under `file`. */
const serverProblem = (error: unknown): Problem =>
  error instanceof ApiError && error.status < 500
    ? { message: error.said, lines: error.fieldSaid.file ?? [] }
    : { message: callFailureMessage(error), lines: fieldMessagesAll(error).file ?? [] };

/**
 * Import questions from a file (Import Doc to Table, and the Data Tool's Import): choose the format and
 * the file, read it here with the domain's partial reader, look at every question and at the ones that cannot
 * be imported (with their report), then Import (one request: the server reads it again and saves the good
 * questions, answers and steps in one transaction; "All or nothing" saves none when any is refused) or Cancel.
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
  const [allOrNothing, setAllOrNothing] = useState(false);
  const [imported, setImported] = useState<QuestionFileImported | null>(null);

  // The server's 'Questions Imported Successfully to …' (the API's words), in the language shown.
  const importedMessage = t('Questions Imported Successfully to {{name}}', { name: testName });

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
      form.append('all_or_nothing', String(allOrNothing));
      form.append('file', chosen);
      return importQuestionFile(id, form, { onProgress: setProgress });
    },
    onSuccess: (result) => {
      notifySuccess(importedMessage);
      // The Data Tool closes its dialog on success: the notification is where the author reads what was left out.
      const left = result.refused?.length ?? 0;
      if (left > 0) notifyInfo(leftOut(t, left), msg('Partly imported'));
      clear();
      setImported(result);
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
    setImported(null);
    const wrong = testId === null ? msg('Please Select a Test') : importFileProblem(format, file);
    if (wrong || !file) {
      setProblem({ message: wrong ?? SOMETHING_WENT_WRONG, lines: [] });
      notifyCheck(say(t, wrong ?? SOMETHING_WENT_WRONG));
      return;
    }
    setReading(true);
    try {
      const result = await readImportFile(format, file);
      // A file none of whose questions can be imported is refused as before: the format's message, every problem.
      const refusal = !result.ok
        ? result
        : result.questions.length === 0
          ? { message: result.refused[0]!.issues[0]!.message, errors: result.refused.flatMap((r) => r.issues) }
          : null;
      if (refusal) {
        setProblem({ message: refusal.message, lines: refusal.errors.map(describeImportIssue) });
        notifyCheck(say(t, refusal.message));
      } else if (result.ok) setPreview(result);
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
      {imported && (
        <Alert color="green" role="status" title={importedMessage}>
          {t(plural('{{count}} questions imported.', '{{count}} question imported.'), { count: imported.count })}
          {imported.refused?.length ? ` ${leftOut(t, imported.refused.length)}` : ''}
        </Alert>
      )}
      {preview && (
        <Stack gap="sm">
          {preview.refused.length > 0 && <RefusedQuestions refused={preview.refused} fileName={file?.name ?? ''} />}
          <ImportPreview questions={preview.questions} testName={testName} assets={preview.assets} />
          <Text size="sm">
            {format === 'json'
              ? t('They keep the numbers the test file gives them.')
              : t('They are numbered after the last question the test already has.')}
          </Text>
          <Switch
            label={t('All or nothing')}
            description={t('Save nothing when any question of the file cannot be imported.')}
            checked={allOrNothing}
            onChange={(event) => setAllOrNothing(event.currentTarget.checked)}
            disabled={save.isPending}
          />
          <UploadBar progress={save.isPending ? progress : null} />
          <Group gap="sm">
            <Button
              onClick={() => testId !== null && file && save.mutate({ id: testId, chosen: file })}
              loading={save.isPending}
            >
              {t(plural('Import {{count}} questions', 'Import {{count}} question'), {
                count: preview.questions.length,
              })}
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
