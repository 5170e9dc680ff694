import { NativeSelect, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { msg, QUESTION_TYPES, type QuestionView, type QuizRecord, TEXT_FORMATS } from '@prep/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saidOf } from '../../i18n/say';
import type { UploadProgress } from '../../api';
import { deleteQuestion, saveQuestion } from '../../api/tests';
import { DELETE_MESSAGE, DELETE_TITLE, notifyCallFailure, notifyCheck, reloadTests, UploadBar } from '../../authoring';
import {
  confirmDelete,
  MarkedField,
  notifySuccess,
  pendingAction,
  RecordActions,
  REQUIRED_INPUT,
  serverFieldMarks,
  useFieldMarks,
} from '../../forms';
import { choiceLabel, SideListsLayout } from '../../authoring';
import { RecordList } from '../../forms';
import { ImageField } from './ImageField';
import {
  checkQuestionAdd,
  checkQuestionUpdate,
  complexityChoices,
  emptyQuestion,
  QUESTION_FIELDS,
  QUESTION_LABELS,
  QUESTION_NUMBER_CHOICES,
  type QuestionField,
  type QuestionValues,
  questionFieldMark,
  questionFormData,
  nextQuestionNumber,
  questionItems,
  questionOf,
} from './questionForm';
import { WithPreview } from './WithPreview';

interface Props {
  test: QuizRecord;
  questions: readonly QuestionView[];
  loading: boolean;
  selected: QuestionView | null;
  onSelect: (id: number | null) => void;
  /** After add: the saved question is chosen and its ANSWERS shown, a new question's options being next. */
  onAdded: (id: number) => void;
  readOnly: boolean;
}

/**
 * Manage Questions: the test's questions as '# n' on the left; on the right a new question (add) or the
 * selected one (Update, delete): number, complexity, type, header and text (formulas previewed), image.
 */
export function QuestionsView({ test, questions, loading, selected, onSelect, onAdded, readOnly }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const testId = test.master_qnsbank_id;
  const mode = selected ? 'editing' : 'new';
  const [values, setValues] = useState<QuestionValues>(() => emptyQuestion(questions));
  const [dirty, setDirty] = useState(false);
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const check = useCallback((field: QuestionField, value: string) => questionFieldMark(field, value, mode), [mode]);
  const { marks, markField, setMessages, reset: resetMarks } = useFieldMarks(check);

  const load = useCallback(
    (question: QuestionView | null, all: readonly QuestionView[]) => {
      setValues(question ? questionOf(question) : emptyQuestion(all));
      setImage(null);
      setRemoveImage(false);
      setDirty(false);
      resetMarks();
    },
    [resetMarks],
  );

  // A new selection (or none, after a save) shows its stored values, or a blank question with the next number.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of selection reloads the form
  useEffect(() => load(selected, questions), [selected?.questionid, load]);

  // The number offered to a new question follows the list as it loads, until the user changes a field.
  const suggested = String(nextQuestionNumber(questions) ?? '');
  useEffect(() => {
    if (!selected && !dirty) setValues((current) => ({ ...current, question_number: suggested }));
  }, [suggested, selected, dirty]);

  const set = (field: QuestionField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setDirty(true);
  };

  const save = useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: FormData }) =>
      saveQuestion(id, form, { onProgress: setProgress }),
    onSuccess: (saved, { id }) => {
      const number = saved.question_number;
      notifySuccess(
        id === null
          ? t('Question {{number}} Added Successfully', { number })
          : t('Question {{number}} Updated Successfully', { number }),
        saved.message,
      );
      // The lists reload; a new question goes straight to its ANSWERS, an updated one's form resets.
      if (id === null) onAdded(saved.questionid);
      else {
        onSelect(null);
        load(null, questions);
      }
      reloadTests(queryClient);
    },
    onError: (error) => {
      setMessages(serverFieldMarks(error, QUESTION_FIELDS));
      notifyCallFailure(error);
    },
  });

  const remove = useMutation({
    mutationFn: (id: number) => deleteQuestion(id),
    onSuccess: (result) => {
      notifySuccess(saidOf(result));
      onSelect(null);
      reloadTests(queryClient);
    },
    onError: (error) => notifyCallFailure(error),
  });

  const submit = () => {
    const result = selected
      ? checkQuestionUpdate(values, testId, questions, selected.questionid)
      : checkQuestionAdd(values, testId, questions);
    if (!result.ok) {
      setMessages(result.fields);
      notifyCheck(result.message);
      return;
    }
    save.mutate({ id: selected?.questionid ?? null, form: questionFormData(result.body, image, removeImage) });
  };

  const onDelete = () => {
    if (!selected) return;
    const id = selected.questionid;
    confirmDelete({
      title: DELETE_TITLE,
      message: DELETE_MESSAGE,
      safeMessage: msg('Question is Safe'),
      onConfirm: () => remove.mutate(id),
    });
  };

  const pending = pendingAction(save, remove);

  const select = (field: QuestionField, options: readonly (string | number)[], placeholder?: string) => (
    <MarkedField mark={marks[field]}>
      {(markProps) => (
        <NativeSelect
          label={t(QUESTION_LABELS[field])}
          {...REQUIRED_INPUT}
          disabled={readOnly}
          value={values[field]}
          data={[
            ...(placeholder ? [{ value: '', label: t(placeholder) }] : []),
            ...options.map((o) => ({ value: String(o), label: choiceLabel(t, String(o)) })),
          ]}
          onChange={(event) => {
            set(field, event.currentTarget.value);
            markField(field, event.currentTarget.value);
          }}
          {...(typeof markProps.error === 'string' ? { error: markProps.error } : {})}
        />
      )}
    </MarkedField>
  );

  const text = (field: 'question_header' | 'question_text', rows: number) => (
    <WithPreview
      text={values[field]}
      label={QUESTION_LABELS[field]}
      format={field === 'question_text' && values.text_format === 'html' ? 'html' : 'plain'}
    >
      <MarkedField mark={marks[field]}>
        {(markProps) => (
          <Textarea
            label={t(QUESTION_LABELS[field])}
            {...REQUIRED_INPUT}
            readOnly={readOnly}
            autosize
            minRows={rows}
            value={values[field]}
            onChange={(event) => set(field, event.currentTarget.value)}
            onBlur={(event) => !readOnly && markField(field, event.currentTarget.value)}
            {...markProps}
            rightSection={undefined}
          />
        )}
      </MarkedField>
    </WithPreview>
  );

  return (
    <SideListsLayout
      lists={
        <RecordList
          title={msg('Questions')}
          items={questionItems(questions)}
          selectedId={selected?.questionid ?? null}
          onSelect={onSelect}
          emptyText={loading ? msg('Loading…') : msg('No questions yet')}
          maxHeight={560}
        />
      }
    >
      <Stack gap="md">
        <Title order={2} size="h4">
          {selected
            ? t('{{test}}: question # {{n}}', { test: test.test_name, n: selected.question_number })
            : t('{{test}}: a new question', { test: test.test_name })}
        </Title>
        {!readOnly && (
          <Text size="sm">
            {selected
              ? t('Change it and Update, or delete it. Its options and steps are under ANSWERS and STEPS.')
              : t('Write formulas between $ signs, e.g. $\\frac{1}{2}$; the preview shows them as students will.')}
          </Text>
        )}
        {/* Two a row until the screen is wide: the selects' Tamil prompts are long. */}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {select('question_number', QUESTION_NUMBER_CHOICES)}
          {select('question_complexity', complexityChoices(mode), msg('Select Complexity'))}
          {select('question_type', QUESTION_TYPES, msg('Select Question Type'))}
          {select('text_format', TEXT_FORMATS)}
        </SimpleGrid>
        {text('question_header', 1)}
        {text('question_text', 3)}
        <ImageField
          label={QUESTION_LABELS.question_image}
          stored={selected?.question_image ?? null}
          file={image}
          onFile={(file) => {
            setImage(file);
            setDirty(true);
          }}
          removed={removeImage}
          onRemove={(removed) => {
            setRemoveImage(removed);
            setDirty(true);
          }}
          readOnly={readOnly}
        />
        <UploadBar progress={save.isPending && image ? progress : null} />
        {!readOnly && (
          <RecordActions
            mode={mode}
            dirty={dirty || selected !== null}
            pending={pending}
            onAdd={submit}
            onUpdate={submit}
            onDelete={onDelete}
            onCancel={() => {
              onSelect(null);
              load(null, questions);
            }}
          />
        )}
      </Stack>
    </SideListsLayout>
  );
}
