import { SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import type { QuestionView, QuizRecord, StepsView as StoredSteps } from '@prep/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type UploadProgress } from '../../api';
import { saveSteps } from '../../api/tests';
import { CHECK_TITLE, LONG_STEPS, notifyCallFailure, notifyCheck, reloadTests, UploadBar } from '../../authoring';
import {
  MarkedField,
  notifyFailure,
  notifySuccess,
  RecordActions,
  requiredInput,
  serverFieldMarks,
  useFieldMarks,
} from '../../forms';
import { RichText } from '../../math';
import { ImageField } from './ImageField';
import {
  checkSteps,
  emptyStepImages,
  emptySteps,
  STEP_IMAGE_FIELDS,
  STEP_TEXT_FIELDS,
  type StepImageField,
  type StepImages,
  type StepTextField,
  type StepValues,
  stepFieldMark,
  stepImageLabel,
  stepLabel,
  stepsFormData,
  stepsOf,
} from './stepsForm';
import { WithPreview } from './WithPreview';

interface Props {
  test: QuizRecord;
  question: QuestionView;
  readOnly: boolean;
}

/**
 * Add Steps: the worked solution of the selected question, up to 5 step texts (step 1 required, each under
 * 500 characters) and 4 step images. 'Steps Added' the first time, 'Steps Updated' after.
 */
export function StepsView({ test, question, readOnly }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const stored: StoredSteps | null = question.steps[0] ?? null;
  const mode = stored ? 'editing' : 'new';
  const [values, setValues] = useState<StepValues>(() => (stored ? stepsOf(stored) : emptySteps()));
  const [images, setImages] = useState<StepImages>(emptyStepImages);
  const [dirty, setDirty] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const check = useCallback((field: StepTextField, value: string) => stepFieldMark(field, value), []);
  const { marks, markField, setMessages, reset: resetMarks } = useFieldMarks(check);

  const load = useCallback(
    (steps: StoredSteps | null) => {
      setValues(steps ? stepsOf(steps) : emptySteps());
      setImages(emptyStepImages());
      setDirty(false);
      resetMarks();
    },
    [resetMarks],
  );

  useEffect(() => load(stored), [stored, load]);

  const save = useMutation({
    mutationFn: (form: FormData) =>
      saveSteps(stored ? stored.master_qnssteps_versionid : null, form, { onProgress: setProgress }),
    onSuccess: (result) => {
      notifySuccess(result.message);
      setDirty(false);
      reloadTests(queryClient);
    },
    onError: (error) => {
      setMessages(serverFieldMarks(error, STEP_TEXT_FIELDS));
      // §8: a failed steps update says 'Looks Like Long steps text!'; no answer at all says so instead.
      if (stored && !(error instanceof ApiError && error.isNetworkError)) notifyFailure(LONG_STEPS, CHECK_TITLE);
      else notifyCallFailure(error);
    },
  });

  const submit = () => {
    const result = checkSteps(values, question.questionid);
    if (!result.ok) {
      setMessages(result.fields);
      notifyCheck(result.message);
      return;
    }
    save.mutate(stepsFormData(result.body, test.master_qnsbank_id, images, mode));
  };

  const setImage = (field: StepImageField, file: File | null) => {
    setImages((current) => {
      const files = { ...current.files };
      if (file) files[field] = file;
      else delete files[field];
      return { ...current, files };
    });
    setDirty(true);
  };

  const setRemoved = (field: StepImageField, removed: boolean) => {
    setImages((current) => ({ ...current, removed: { ...current.removed, [field]: removed } }));
    setDirty(true);
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('{{test}}: steps of question # {{n}}', { test: test.test_name, n: question.question_number })}
      </Title>
      <Text size="sm" component="div">
        <RichText text={question.question_text} format={question.text_format} />
      </Text>
      {STEP_TEXT_FIELDS.map((field, i) => (
        <WithPreview key={field} text={values[field]} label={stepLabel(field)} format={question.text_format}>
          <MarkedField mark={marks[field]}>
            {(markProps) => (
              <Textarea
                label={t(stepLabel(field))}
                {...requiredInput(i === 0)}
                readOnly={readOnly}
                autosize
                minRows={1}
                value={values[field]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setValues((current) => ({ ...current, [field]: value }));
                  setDirty(true);
                }}
                onBlur={(event) => !readOnly && markField(field, event.currentTarget.value)}
                {...markProps}
                rightSection={undefined}
              />
            )}
          </MarkedField>
        </WithPreview>
      ))}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {STEP_IMAGE_FIELDS.map((field) => (
          <ImageField
            key={field}
            label={stepImageLabel(field)}
            stored={stored?.[field] ?? null}
            file={images.files[field] ?? null}
            onFile={(file) => setImage(field, file)}
            removed={images.removed[field] === true}
            onRemove={(removed) => setRemoved(field, removed)}
            readOnly={readOnly}
          />
        ))}
      </SimpleGrid>
      <UploadBar progress={save.isPending && Object.keys(images.files).length > 0 ? progress : null} />
      {!readOnly && (
        <RecordActions
          mode={mode}
          dirty={dirty}
          pending={save.isPending ? (mode === 'new' ? 'add' : 'update') : null}
          onAdd={submit}
          onUpdate={submit}
          onCancel={() => load(stored)}
        />
      )}
    </Stack>
  );
}
