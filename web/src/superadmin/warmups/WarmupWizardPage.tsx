import {
  Alert,
  Button,
  Code,
  FileInput,
  Group,
  List,
  NativeSelect,
  Paper,
  ScrollArea,
  Stack,
  Stepper,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saidOf, say } from '../../i18n/say';
import { msg, type QuizRecord, type WarmupLineError, type WarmupTestInput, type Text as Said } from '@prep/domain';
import { saveTest } from '../../api/tests';
import { importWarmups } from '../../api/warmups';
import {
  notifyFailure,
  notifyInfo,
  notifySuccess,
  useFieldMarks,
  REQUIRED_INPUT,
  errorMessage,
  serverFieldErrors,
} from '../../forms';
import { useFormat } from '../../i18n/format';
import { PageSection } from '../../shell/PageSection';
import { READABLE_TITLE } from '../../shell/alertStyles';
import { reloadWarmups, useWarmupSets } from '../queries';
import {
  EQUATIONS_REFUSED,
  EQUATIONS_TO_SAVE,
  importStartProblem,
  readWarmupFile,
  SAVING_EQUATIONS,
  warmupFileText,
  type ImportRow,
} from './warmupImport';
import {
  checkWarmupTest,
  emptyWarmupTest,
  WARMUP_TEST_FIELDS,
  warmupTestFieldMark,
  type WarmupTestField,
  type WarmupTestValues,
} from './warmupTest';
import { WarmupTestFields } from './WarmupTestFields';

const EXAMPLE = warmupFileText(['12 + 7 = 19', '9 x 6 = 54', '45 / 9 = 5']);
export const WARMUP_TEST_CREATED = msg('Warmup Test Created Successfully');
export const WARMUP_CREATE_FAILED = msg('Something went wrong');
export const IMPORT_CANCELLED = msg('Import Cancelled !');
export const PROCESSING_COMPLETE = msg('Processing complete!');

interface FileProblem {
  message: Said;
  errors: WarmupLineError[];
}

/**
 * `/superadmin/import-warmup`, Warmups (Create Warmups): step 1 creates a warm-up set (a test of type
 * Warmup), step 2 imports its equations from a .txt file of <eq> tags. The file is read in the browser,
 * shown for confirmation, and saved in one call only on Confirm; a bad line saves nothing and is named.
 */
export function WarmupWizardPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const queryClient = useQueryClient();
  const sets = useWarmupSets();
  const setList = sets.data ?? [];

  const [active, setActive] = useState(0);
  // Step 1
  const [values, setValues] = useState<WarmupTestValues>(emptyWarmupTest);
  const [saved, setSaved] = useState<QuizRecord | null>(null);
  const check = useCallback((field: WarmupTestField, value: string) => warmupTestFieldMark(field, value), []);
  const { marks, markField, setMessages, reset: resetMarks } = useFieldMarks(check);
  // Step 2
  const [setNo, setSetNo] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [preview, setPreview] = useState<ImportRow[] | null>(null);
  const [reading, setReading] = useState(false);
  const [imported, setImported] = useState<Said | null>(null);

  const setName = (id: number | null) =>
    setList.find((s) => s.master_qnsbank_id === id)?.test_name ?? saved?.test_name ?? '';

  const clearFile = () => {
    setFile(null);
    setFileKey((k) => k + 1);
    setPreview(null);
    setProblem(null);
  };

  const resetAll = () => {
    setActive(0);
    setValues(emptyWarmupTest());
    setSaved(null);
    resetMarks();
    setSetNo(null);
    clearFile();
    setImported(null);
  };

  const create = useMutation({
    mutationFn: (body: WarmupTestInput) => saveTest(null, body),
    onSuccess: (quiz) => {
      notifySuccess(WARMUP_TEST_CREATED);
      setSaved(quiz);
      setSetNo(quiz.master_qnsbank_id);
      reloadWarmups(queryClient);
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      setMessages(Object.fromEntries(WARMUP_TEST_FIELDS.flatMap((f) => (fields[f] ? [[f, fields[f]]] : []))));
      notifyFailure(Object.keys(fields).length > 0 ? errorMessage(error) : WARMUP_CREATE_FAILED);
    },
  });

  const addTest = () => {
    const result = checkWarmupTest(values);
    if (!result.ok) {
      setMessages(result.fields);
      notifyFailure(result.message);
      return;
    }
    create.mutate(result.body);
  };

  const save = useMutation({
    mutationFn: (rows: ImportRow[]) => importWarmups(rows),
    onSuccess: (result) => {
      notifySuccess(saidOf(result));
      setImported(saidOf(result));
      clearFile();
      reloadWarmups(queryClient);
    },
    onError: (error) => {
      const message = errorMessage(error);
      setProblem({ message, errors: [] });
      notifyFailure(message);
    },
  });

  const chooseFile = (chosen: File | null) => {
    setPreview(null);
    setProblem(null);
    setImported(null);
    setFile(chosen);
    if (chosen) {
      const wrong = importStartProblem(0, chosen);
      if (wrong) {
        setProblem({ message: wrong, errors: [] });
        notifyFailure(wrong);
      }
    }
  };

  const readFile = async () => {
    setPreview(null);
    setProblem(null);
    setImported(null);
    const start = importStartProblem(setNo, file);
    if (start) {
      setProblem({ message: start, errors: [] });
      notifyFailure(start);
      return;
    }
    setReading(true);
    try {
      const read = readWarmupFile(await file!.text(), setNo!);
      if (!read.ok) {
        setProblem({ message: read.message, errors: read.errors });
        notifyFailure(say(t, read.message));
        return;
      }
      setPreview(read.rows);
    } catch {
      setProblem({ message: WARMUP_CREATE_FAILED, errors: [] });
      notifyFailure(WARMUP_CREATE_FAILED);
    } finally {
      setReading(false);
    }
  };

  const cancelImport = () => {
    setPreview(null);
    notifyInfo(IMPORT_CANCELLED);
  };

  const done = () => {
    resetAll();
    notifySuccess(PROCESSING_COMPLETE);
  };

  const setOptions = setList.map((s) => ({ value: String(s.master_qnsbank_id), label: s.test_name }));
  const busy = create.isPending || save.isPending || reading;

  return (
    <PageSection title={msg('Create Warmups')} size="lg">
      <Paper withBorder p="md">
        <Stepper
          active={active}
          allowNextStepsSelect={false}
          onStepClick={(step) => !busy && step < active && setActive(step)}
        >
          <Stepper.Step label={t('Create Test')} description={t('A warm-up set')}>
            <Stack gap="md" mt="md">
              <Title order={2} size="h3">
                {t('Create Test')}
              </Title>
              {saved ? (
                <Alert color="green" role="status" styles={READABLE_TITLE} title={t(WARMUP_TEST_CREATED)}>
                  {t('{{name}} is saved. Go Next to import its equations.', { name: saved.test_name })}
                </Alert>
              ) : (
                <Text size="sm">{t('Every field is required. A warm-up set is a test of type Warmup.')}</Text>
              )}
              <WarmupTestFields
                values={values}
                marks={marks}
                readOnly={saved !== null}
                onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
                onBlur={(field, value) => {
                  if (!saved) markField(field, value);
                }}
              />
              <Group gap="sm">
                <Button onClick={addTest} loading={create.isPending} disabled={saved !== null}>
                  {t('Add Test')}
                </Button>
                {!saved && (
                  <Button
                    variant="subtle"
                    onClick={() => {
                      setSetNo(null);
                      setActive(1);
                    }}
                    disabled={busy}
                  >
                    {t('Import into an existing Warmup test')}
                  </Button>
                )}
              </Group>
            </Stack>
          </Stepper.Step>

          <Stepper.Step label={t('Import Warmup')} description={t('Equations from a .txt file')}>
            <Stack gap="md" mt="md">
              <Title order={2} size="h3">
                {t('Import Warmup')}
              </Title>
              <Text size="sm">
                {t(
                  'A .txt file with each equation in <eq> tags, the answer after "=", and one of +, -, x or / between two whole numbers, e.g.:',
                )}
              </Text>
              <Code block>{EXAMPLE}</Code>
              <NativeSelect
                label={t('Warmup Test')}
                {...REQUIRED_INPUT}
                value={setNo === null ? '' : String(setNo)}
                data={[{ value: '', label: t('Select a Test') }, ...setOptions]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setSetNo(value === '' ? null : Number(value));
                  setPreview(null);
                  setProblem(null);
                  setImported(null);
                }}
                disabled={busy || preview !== null}
              />
              <FileInput
                key={fileKey}
                label={t('Warmup File')}
                accept=".txt,text/plain"
                {...REQUIRED_INPUT}
                value={file}
                onChange={chooseFile}
                clearable
                clearButtonProps={{ 'aria-label': t('Clear file') }}
                disabled={busy || preview !== null}
              />
              {!preview && (
                <Group>
                  <Button onClick={() => void readFile()} loading={reading} disabled={busy}>
                    {t('Import')}
                  </Button>
                </Group>
              )}
              {problem && (
                <Alert color="red" role="alert" styles={READABLE_TITLE} title={t('Nothing was saved')}>
                  {problem.errors.length > 1 ? (
                    <>
                      <Text size="sm">{t(EQUATIONS_REFUSED, { count: problem.errors.length })}</Text>
                      <List size="sm" mt="xs">
                        {problem.errors.slice(0, 20).map((e) => (
                          <List.Item key={`${e.equation}-${e.line}`}>{say(t, e.message)}</List.Item>
                        ))}
                        {problem.errors.length > 20 && (
                          <List.Item>{t('… and {{n}} more', { n: f.number(problem.errors.length - 20) })}</List.Item>
                        )}
                      </List>
                    </>
                  ) : (
                    <Text size="sm">{say(t, problem.message)}</Text>
                  )}
                </Alert>
              )}
              {imported && (
                <Alert color="green" role="status" styles={READABLE_TITLE} title={t('Success')}>
                  {say(t, imported)}
                </Alert>
              )}
              {preview && (
                <Stack gap="sm">
                  <Title order={3} size="h4">
                    {t(EQUATIONS_TO_SAVE, { count: preview.length, name: setName(setNo) })}
                  </Title>
                  <ScrollArea.Autosize mah={360}>
                    <Table striped withTableBorder aria-label={t('Equations to import')}>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>#</Table.Th>
                          <Table.Th>{t('Equation')}</Table.Th>
                          <Table.Th>{t('Operator')}</Table.Th>
                          <Table.Th>{t('Operands')}</Table.Th>
                          <Table.Th>{t('Answer')}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {preview.map((row, i) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed preview, a row is its position in the file
                          <Table.Tr key={i}>
                            <Table.Td>{f.number(i + 1)}</Table.Td>
                            <Table.Td>{row.equation}</Table.Td>
                            <Table.Td>{row.operator}</Table.Td>
                            <Table.Td>
                              {row.operand_one}, {row.operand_two}
                            </Table.Td>
                            <Table.Td>{row.answer}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </ScrollArea.Autosize>
                  {save.isPending && (
                    <Text size="sm" role="status">
                      {t(SAVING_EQUATIONS, { count: preview.length })}
                    </Text>
                  )}
                  <Group gap="sm">
                    <Button onClick={() => save.mutate(preview)} loading={save.isPending}>
                      {t('Confirm')}
                    </Button>
                    <Button variant="default" onClick={cancelImport} disabled={save.isPending}>
                      {t('Cancel')}
                    </Button>
                  </Group>
                </Stack>
              )}
            </Stack>
          </Stepper.Step>
        </Stepper>

        <Group justify="space-between" mt="xl">
          <Button variant="default" onClick={() => setActive(0)} disabled={active === 0 || busy}>
            {t('Previous')}
          </Button>
          {active === 0 ? (
            <Button onClick={() => setActive(1)} disabled={saved === null || busy}>
              {t('Next')}
            </Button>
          ) : (
            <Button onClick={done} disabled={busy}>
              {t('Done')}
            </Button>
          )}
        </Group>
      </Paper>
    </PageSection>
  );
}
