import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { type CourseRecord, msg, parseTestJson, type QuizRecord, type TestInput } from '@prep/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { say } from '../../i18n/say';
import { saveTest } from '../../api/tests';
import {
  notifyCallFailure,
  notifyCheck,
  reloadTests,
  TEST_FIELDS,
  TestFields,
  testValuesFromFile,
  useTestForm,
} from '../../authoring';
import { FileImportButton, notifySuccess, serverFieldMarks } from '../../forms';
import { READABLE_TITLE } from '../../shell/alertStyles';

/** §8: 'Something went wrong' on test creation. */
export const TEST_CREATE_FAILED = msg('Something went wrong');

interface Props {
  courses: readonly CourseRecord[];
  saved: QuizRecord | null;
  onSaved: (test: QuizRecord) => void;
  onImportExisting: () => void;
  /** Changes each time the wizard starts again, blanking the fields. */
  round: number;
  busy: boolean;
}

/**
 * Create Test: every field required ('Please Fillout All fields'); grade level only for Tutoring and
 * Classes. The fields can be filled from a test file (.json) whose questions step 3 then imports.
 */
export function CreateTestStep({ courses, saved, onSaved, onImportExisting, round, busy }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useTestForm(courses);
  const { load } = form;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round of the wizard blanks the fields
  useEffect(() => load(null), [round, load]);

  const create = useMutation({
    mutationFn: (body: TestInput) => saveTest(null, body),
    onSuccess: (test) => {
      notifySuccess(t('Test {{name}} Added Successfully', { name: test.test_name }));
      reloadTests(queryClient);
      onSaved(test);
    },
    onError: (error) => {
      form.setMessages(serverFieldMarks(error, TEST_FIELDS));
      notifyCallFailure(error, TEST_CREATE_FAILED);
    },
  });

  const add = () => {
    const result = form.submit();
    if (!result.ok) {
      notifyCheck(result.message);
      return;
    }
    create.mutate(result.body);
  };

  const fillFromFile = async (file: File) => {
    const read = parseTestJson(await file.text());
    if (!read.ok) {
      const first = read.errors[0];
      // The file's problem is a message built from a template ('question 2, option 3: …'), shown translated.
      notifyCheck(first ? `${say(t, read.message)}: ${say(t, first.detail)}` : say(t, read.message));
      return;
    }
    form.fill(testValuesFromFile(read.test));
  };

  return (
    <Stack gap="md" mt="md">
      <Title order={2} size="h3">
        {t('Create Test')}
      </Title>
      {saved ? (
        <Alert color="green" role="status" styles={READABLE_TITLE} title={t('Test saved')}>
          {t('{{name}} is saved. Go Next to convert a PDF, or to import its questions.', { name: saved.test_name })}
        </Alert>
      ) : (
        <Text size="sm">{t('Every field is required. Grade level is asked for Tutoring and Classes tests only.')}</Text>
      )}
      <TestFields
        values={form.values}
        marks={form.marks}
        choices={form.choices}
        readOnly={saved !== null}
        onChange={form.change}
        onBlur={(field, value) => {
          if (!saved) form.markField(field, value);
        }}
      />
      <Group gap="sm">
        <Button onClick={add} loading={create.isPending} disabled={saved !== null || busy}>
          {t('Add Test')}
        </Button>
        {!saved && (
          <>
            <FileImportButton
              label={msg('Fill from a test file (.json)')}
              extensions={['json']}
              wrongTypeMessage={msg('Please Select JSON file only')}
              onFile={(file) => void fillFromFile(file)}
              disabled={create.isPending || busy}
            />
            <Button variant="subtle" onClick={onImportExisting} disabled={create.isPending || busy}>
              {t('Import into an existing test')}
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
