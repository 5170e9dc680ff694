import { Button, Stack, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msg, type QuizRecord, type WarmupTestInput } from '@prep/domain';
import { deleteTest, saveTest } from '../../api/tests';
import {
  confirmDelete,
  errorMessage,
  notifyFailure,
  notifySuccess,
  RecordActions,
  serverFieldErrors,
  useFieldMarks,
} from '../../forms';
import { reloadWarmups } from '../queries';
import {
  checkWarmupTest,
  emptyWarmupTest,
  WARMUP_TEST_FIELDS,
  warmupTestFieldMark,
  warmupTestOf,
  type WarmupTestField,
  type WarmupTestValues,
} from '../warmups/warmupTest';
import { WarmupTestFields } from '../warmups/WarmupTestFields';
import { AUTHORING_DELETE_TITLE } from './WarmupQuestionsView';

export const WARMUP_TEST_UPDATED = msg('Warmup Test Updated Successfully');
const TEST_SAVE_FAILED = msg('Something Went Wrong');

interface Props {
  chosen: QuizRecord;
  onChoose: (id: number | null) => void;
  onQuestions: () => void;
}

/**
 * META (Manage Test) for a warm-up set: the chosen set's test fields (Update, delete) and QUESTIONS to its
 * equations. New sets are made with the Warmups wizard.
 */
export function WarmupMetaForm({ chosen, onChoose, onQuestions }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<WarmupTestValues>(() => warmupTestOf(chosen));
  const [dirty, setDirty] = useState(false);
  const check = useCallback((field: WarmupTestField, value: string) => warmupTestFieldMark(field, value), []);
  const { marks, markField, setMessages, reset: resetMarks } = useFieldMarks(check);

  const load = useCallback(
    (set: QuizRecord | null) => {
      setValues(set ? warmupTestOf(set) : emptyWarmupTest());
      setDirty(false);
      resetMarks();
    },
    [resetMarks],
  );

  // Choosing another set (or the list reloading after a save) shows that set's stored values.
  useEffect(() => load(chosen), [chosen, load]);

  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: WarmupTestInput }) => saveTest(id, body),
    onSuccess: () => {
      notifySuccess(WARMUP_TEST_UPDATED);
      reloadWarmups(queryClient);
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      setMessages(Object.fromEntries(WARMUP_TEST_FIELDS.flatMap((f) => (fields[f] ? [[f, fields[f]]] : []))));
      notifyFailure(Object.keys(fields).length > 0 ? errorMessage(error) : TEST_SAVE_FAILED);
    },
  });

  const remove = useMutation({
    mutationFn: (id: number) => deleteTest(id),
    onSuccess: (result) => {
      notifySuccess(result.message);
      onChoose(null);
      reloadWarmups(queryClient);
    },
    onError: (error) => notifyFailure(errorMessage(error)),
  });

  const submit = () => {
    const result = checkWarmupTest(values);
    if (!result.ok) {
      setMessages(result.fields);
      notifyFailure(result.message);
      return;
    }
    update.mutate({ id: chosen.master_qnsbank_id, body: result.body });
  };

  const onDelete = () => {
    const id = chosen.master_qnsbank_id;
    confirmDelete({
      title: AUTHORING_DELETE_TITLE,
      message: msg("You won't be able to revert this! The set, its equations and its students’ results are deleted."),
      safeMessage: msg('Warmup Test is Safe'),
      onConfirm: () => remove.mutate(id),
    });
  };

  const pending = update.isPending ? 'update' : remove.isPending ? 'delete' : null;

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('Warmup test {{name}}', { name: chosen.test_name })}
      </Title>
      <WarmupTestFields
        values={values}
        marks={marks}
        onChange={(field, value) => {
          setValues((current) => ({ ...current, [field]: value }));
          setDirty(true);
        }}
        onBlur={markField}
      />
      <RecordActions
        mode="editing"
        dirty={dirty}
        pending={pending}
        onUpdate={submit}
        onDelete={onDelete}
        onCancel={() => load(chosen)}
        extra={
          <Button variant="light" onClick={onQuestions} disabled={pending !== null}>
            {t('QUESTIONS')}
          </Button>
        }
      />
    </Stack>
  );
}
