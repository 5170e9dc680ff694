import { Checkbox, Group, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import { say } from '../../i18n/say';
import { type AnswerView, isCheckBoxQuestion, type QuestionView, type QuizRecord } from '@prep/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveAnswers } from '../../api/tests';
import { notifyCallFailure, notifyCheck, reloadTests } from '../../authoring';
import { MarkedField, notifySuccess, RecordActions, requiredInput, serverFieldMarks, useFieldMarks } from '../../forms';
import { RichText } from '../../math';
import {
  ANSWER_FIELDS,
  ANSWER_LABELS,
  type AnswerField,
  type AnswerValues,
  answerFieldMark,
  answersBody,
  answersMode,
  answersOf,
  checkAnswers,
  KEY_CHOICES,
  OPTION_FIELDS,
} from './answersForm';
import { WithPreview } from './WithPreview';

interface Props {
  test: QuizRecord;
  question: QuestionView;
  readOnly: boolean;
}

/**
 * Answer Options: the selected question's five options (four required) and the correct one, saved for the
 * whole question in one request: 'Options Added Successfully' the first time, 'Options Updated
 * Successfully' after.
 */
export function AnswersView({ test, question, readOnly }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mode = answersMode(question.answers);
  const [values, setValues] = useState<AnswerValues>(() => answersOf(question.answers));
  const [dirty, setDirty] = useState(false);
  const check = useCallback((field: AnswerField, value: string) => answerFieldMark(field, value, values), [values]);
  const { marks, markField, setMessages, reset: resetMarks } = useFieldMarks(check);

  const load = useCallback(
    (answers: readonly AnswerView[]) => {
      setValues(answersOf(answers));
      setDirty(false);
      resetMarks();
    },
    [resetMarks],
  );

  // The stored options, again whenever they reload (after a save).
  useEffect(() => load(question.answers), [question.answers, load]);

  const set = (field: AnswerField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setDirty(true);
  };

  const save = useMutation({
    mutationFn: (body: ReturnType<typeof answersBody>) => saveAnswers(question.questionid, body),
    onSuccess: (result) => {
      notifySuccess(result.message);
      setDirty(false);
      reloadTests(queryClient);
    },
    onError: (error) => {
      setMessages(serverFieldMarks(error, ANSWER_FIELDS));
      notifyCallFailure(error);
    },
  });

  const submit = () => {
    const result = checkAnswers(values, question.questionid);
    if (!result.ok) {
      setMessages(result.fields);
      notifyCheck(result.message);
      return;
    }
    save.mutate(answersBody(result.body));
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('{{test}}: options of question # {{n}}', { test: test.test_name, n: question.question_number })}
      </Title>
      <Text size="sm" component="div">
        <RichText text={question.question_text} format={question.text_format} />
      </Text>
      {OPTION_FIELDS.map((field, i) => (
        <WithPreview key={field} text={values[field]} label={ANSWER_LABELS[field]} format={question.text_format}>
          <MarkedField mark={marks[field]}>
            {(markProps) => (
              <Textarea
                label={t(ANSWER_LABELS[field])}
                {...requiredInput(i < 4)}
                readOnly={readOnly}
                autosize
                minRows={1}
                value={values[field]}
                onChange={(event) => set(field, event.currentTarget.value)}
                onBlur={(event) => !readOnly && markField(field, event.currentTarget.value)}
                {...markProps}
                rightSection={undefined}
              />
            )}
          </MarkedField>
        </WithPreview>
      ))}
      {isCheckBoxQuestion(question) ? (
        <Checkbox.Group
          label={t('Correct Answers')}
          description={t('A check-box question may have several correct answers')}
          withAsterisk
          value={values.key === '' ? [] : values.key.split(',')}
          onChange={(keys) => {
            const key = [...keys].sort((a, b) => Number(a) - Number(b)).join(',');
            set('key', key);
            markField('key', key);
          }}
          error={marks.key === undefined || marks.key === true ? marks.key : say(t, marks.key)}
        >
          <Group mt="xs">
            {KEY_CHOICES.map((c) => (
              <Checkbox key={c.value} value={c.value} label={t(c.label)} disabled={readOnly} />
            ))}
          </Group>
        </Checkbox.Group>
      ) : (
        <MarkedField mark={marks.key}>
          {(markProps) => (
            <NativeSelect
              label={t(ANSWER_LABELS.key)}
              {...requiredInput(true)}
              disabled={readOnly}
              value={values.key}
              data={[
                { value: '', label: t('Select the Correct Answer') },
                ...KEY_CHOICES.map((c) => ({ ...c, label: t(c.label) })),
              ]}
              onChange={(event) => {
                set('key', event.currentTarget.value);
                markField('key', event.currentTarget.value);
              }}
              maw={420}
              {...(typeof markProps.error === 'string' ? { error: markProps.error } : {})}
            />
          )}
        </MarkedField>
      )}
      {!readOnly && (
        <RecordActions
          mode={mode}
          dirty={dirty}
          pending={save.isPending ? (mode === 'new' ? 'add' : 'update') : null}
          onAdd={submit}
          onUpdate={submit}
          onCancel={() => load(question.answers)}
        />
      )}
    </Stack>
  );
}
