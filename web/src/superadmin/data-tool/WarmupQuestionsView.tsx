import { Alert, Button, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { say } from '../../i18n/say';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msg, type QuizRecord, type WarmupRecord } from '@prep/domain';
import { deleteWarmup, saveWarmup } from '../../api/warmups';
import {
  confirmDelete,
  ListAndFormLayout,
  MarkedField,
  notifyFailure,
  notifySuccess,
  RecordActions,
  useFieldMarks,
  REQUIRED_INPUT,
  errorMessage,
  serverFieldErrors,
} from '../../forms';
import { READABLE_TITLE } from '../../shell/alertStyles';
import { reloadWarmups, useSetWarmups } from '../queries';
import {
  checkWarmupAdd,
  checkWarmupUpdate,
  deleteProblem,
  emptyWarmupQuestion,
  WARMUP_QUESTION_FIELDS,
  warmupItems,
  warmupQuestionFieldMark,
  warmupQuestionOf,
  type WarmupQuestionField,
  type WarmupQuestionValues,
} from './warmupQuestion';

const LABELS: Record<WarmupQuestionField, string> = { equation: msg('Equation'), answer: msg('Answer') };
export const AUTHORING_DELETE_TITLE = msg('Are you sure?');
export const AUTHORING_DELETE_MESSAGE = msg("You won't be able to revert this!");

/**
 * Manage Warmups: the equations of one warm-up set (# n), and the form to add one, or to change or
 * delete the one selected. 'back to META' returns to the set's test form.
 */
export function WarmupQuestionsView({ set, onBack }: { set: QuizRecord; onBack: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const setNo = set.master_qnsbank_id;
  const warmups = useSetWarmups(setNo);
  const list = warmups.data ?? [];

  const [selected, setSelected] = useState<WarmupRecord | null>(null);
  const [values, setValues] = useState<WarmupQuestionValues>(emptyWarmupQuestion);
  const [dirty, setDirty] = useState(false);
  const check = useCallback((field: WarmupQuestionField, value: string) => warmupQuestionFieldMark(field, value), []);
  const { marks, markField, setMessages, reset: resetMarks } = useFieldMarks(check);

  const reset = () => {
    setSelected(null);
    setValues(emptyWarmupQuestion());
    setDirty(false);
    resetMarks();
  };

  const select = (id: number) => {
    const warmup = list.find((w) => w.warmup_id === id);
    if (!warmup) return;
    setSelected(warmup);
    setValues(warmupQuestionOf(warmup));
    setDirty(false);
    resetMarks();
  };

  const set_ = (field: WarmupQuestionField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setDirty(true);
  };

  const failed = (error: unknown) => {
    const fields = serverFieldErrors(error);
    setMessages(Object.fromEntries(WARMUP_QUESTION_FIELDS.flatMap((f) => (fields[f] ? [[f, fields[f]]] : []))));
    notifyFailure(errorMessage(error));
  };

  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Parameters<typeof saveWarmup>[1] }) => saveWarmup(id, body),
    onSuccess: (result) => {
      notifySuccess(result.message);
      reset();
      reloadWarmups(queryClient);
    },
    onError: failed,
  });

  const remove = useMutation({
    mutationFn: (id: number) => deleteWarmup(id),
    onSuccess: (result) => {
      notifySuccess(result.message);
      reset();
      reloadWarmups(queryClient);
    },
    onError: (error) => notifyFailure(errorMessage(error)),
  });

  const add = () => {
    const result = checkWarmupAdd(values, setNo);
    if (!result.ok) {
      setMessages(result.fields);
      notifyFailure(result.message);
      return;
    }
    save.mutate({ id: null, body: result.body });
  };

  const update = () => {
    if (!selected) return;
    const result = checkWarmupUpdate(values);
    if (!result.ok) {
      setMessages(result.fields);
      notifyFailure(result.message);
      return;
    }
    save.mutate({ id: selected.warmup_id, body: result.body });
  };

  const onDelete = () => {
    const problem = deleteProblem(selected?.warmup_id ?? null);
    if (problem || !selected) {
      notifyFailure(problem ?? '');
      return;
    }
    const id = selected.warmup_id;
    confirmDelete({
      title: AUTHORING_DELETE_TITLE,
      message: AUTHORING_DELETE_MESSAGE,
      safeMessage: msg('Warmup Question is Safe'),
      onConfirm: () => remove.mutate(id),
    });
  };

  const pending = save.isPending
    ? save.variables?.id === null
      ? 'add'
      : 'update'
    : remove.isPending
      ? 'delete'
      : null;
  const position = selected ? list.findIndex((w) => w.warmup_id === selected.warmup_id) + 1 : 0;

  return (
    <Stack gap="md">
      {warmups.isError && (
        <Alert color="red" styles={READABLE_TITLE} title={t('Oops!')} role="alert">
          {say(t, errorMessage(warmups.error))}
        </Alert>
      )}
      <ListAndFormLayout
        listTitle={msg('Equations')}
        items={warmupItems(list)}
        selectedId={selected?.warmup_id ?? null}
        onSelect={select}
        emptyText={warmups.isPending ? msg('Loading…') : msg('No equations yet')}
      >
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('Manage Warmups: {{name}}', { name: set.test_name })}
          </Title>
          <Text size="sm">
            {selected
              ? t('Equation # {{n}}: change it and Update, or delete it.', { n: position })
              : t('A new equation for this set, e.g. 12 + 7 with the answer 19.')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {WARMUP_QUESTION_FIELDS.map((field) => (
              <MarkedField key={field} mark={marks[field]}>
                {(markProps) => (
                  <TextInput
                    label={t(LABELS[field])}
                    {...REQUIRED_INPUT}
                    autoComplete="off"
                    inputMode={field === 'answer' ? 'numeric' : undefined}
                    value={values[field]}
                    onChange={(event) => set_(field, event.currentTarget.value)}
                    onBlur={(event) => markField(field, event.currentTarget.value)}
                    {...markProps}
                  />
                )}
              </MarkedField>
            ))}
          </SimpleGrid>
          <RecordActions
            mode={selected ? 'editing' : 'new'}
            dirty={dirty || selected !== null}
            pending={pending}
            onAdd={add}
            onUpdate={update}
            onDelete={onDelete}
            onCancel={reset}
            extra={
              <Button variant="light" onClick={onBack} disabled={pending !== null}>
                {t('back to META')}
              </Button>
            }
          />
        </Stack>
      </ListAndFormLayout>
    </Stack>
  );
}
