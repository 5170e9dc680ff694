import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuizRecord, WarmupTestInput } from '@prep/domain';
import { api } from '../../api';
import { confirmDelete, ListAndFormLayout, notifyFailure, notifySuccess, RecordActions, useFieldMarks } from '../../forms';
import { errorMessage, serverFieldErrors } from '../../shell/forms';
import { reloadWarmups } from '../warmups/queries';
import { checkWarmupTest, emptyWarmupTest, WARMUP_TEST_FIELDS, warmupTestFieldMark, warmupTestOf, type WarmupTestField, type WarmupTestValues } from '../warmups/warmupTest';
import { WarmupTestFields } from '../warmups/WarmupTestFields';
import { AUTHORING_DELETE_MESSAGE, AUTHORING_DELETE_TITLE } from './WarmupQuestionsView';

export const WARMUP_TEST_UPDATED = 'Warmup Test Updated Successfully';
const TEST_SAVE_FAILED = 'Something Went Wrong';

interface Props {
  sets: QuizRecord[];
  loading: boolean;
  chosen: QuizRecord | null;
  onChoose: (id: number | null) => void;
  onQuestions: () => void;
}

/**
 * META (Manage Test) for warm-up sets: the WARMUPS list on the left, the chosen set's test fields on the
 * right (Update, delete), and QUESTIONS to its equations. The QUIZES list of other tests comes with the
 * test authoring views.
 */
export function MetaView({ sets, loading, chosen, onChoose, onQuestions }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<WarmupTestValues>(() => (chosen ? warmupTestOf(chosen) : emptyWarmupTest()));
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
    mutationFn: ({ id, body }: { id: number; body: WarmupTestInput }) => api.put<QuizRecord>(`/quiz/quiz/${id}/`, body),
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
    mutationFn: (id: number) => api.delete<{ message: string }>(`/quiz/quiz/${id}/`),
    onSuccess: (result) => {
      notifySuccess(result.message);
      onChoose(null);
      reloadWarmups(queryClient);
    },
    onError: (error) => notifyFailure(errorMessage(error)),
  });

  const submit = () => {
    if (!chosen) return;
    const result = checkWarmupTest(values);
    if (!result.ok) {
      setMessages(result.fields);
      notifyFailure(result.message);
      return;
    }
    update.mutate({ id: chosen.master_qnsbank_id, body: result.body });
  };

  const onDelete = () => {
    if (!chosen) return;
    const id = chosen.master_qnsbank_id;
    confirmDelete({
      title: AUTHORING_DELETE_TITLE,
      message: `${AUTHORING_DELETE_MESSAGE} ${t('The set, its equations and its students’ results are deleted.')}`,
      safeMessage: 'Warmup Test is Safe',
      onConfirm: () => remove.mutate(id),
    });
  };

  const pending = update.isPending ? 'update' : remove.isPending ? 'delete' : null;

  return (
    <ListAndFormLayout
      listTitle="WARMUPS"
      items={sets.map((s) => ({ id: s.master_qnsbank_id, label: s.test_name }))}
      selectedId={chosen?.master_qnsbank_id ?? null}
      onSelect={(id) => onChoose(id)}
      emptyText={loading ? 'Loading…' : 'No warm-up sets yet'}
    >
      {chosen ? (
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
      ) : (
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('Choose a warm-up set')}
          </Title>
          <Text size="sm">{t('Pick a set in WARMUPS to change its details or its equations.')}</Text>
          <Text size="sm">
            <Anchor component={Link} to="/superadmin/import-warmup">
              {t('Create a new warm-up set with the Warmups wizard')}
            </Anchor>
          </Text>
        </Stack>
      )}
    </ListAndFormLayout>
  );
}
