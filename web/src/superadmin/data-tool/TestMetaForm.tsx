import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { type CourseRecord, msg, type QuizRecord, type TestInput } from '@prep/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteTest, saveTest } from '../../api/tests';
import {
  DELETE_TITLE,
  ExportButtons,
  ImportPanel,
  notifyCallFailure,
  notifyCheck,
  reloadTests,
  TEST_FIELDS,
  TestFields,
  useTestForm,
} from '../../authoring';
import { confirmDelete, notifySuccess, pendingAction, RecordActions, serverFieldMarks } from '../../forms';

interface Props {
  /** The chosen test, or null for a new one. */
  test: QuizRecord | null;
  courses: readonly CourseRecord[];
  onChoose: (id: number | null) => void;
  onQuestions: () => void;
  /** A client admin's view: the fields read-only, no add, Update, delete or Import (Export stays). */
  readOnly?: boolean;
}

/**
 * META (Manage Test) for a test that is not a warm-up set: every field of §3, add with nothing chosen,
 * Update and delete with a test chosen, and for the chosen test QUESTIONS, Import (any question format,
 * previewed first) and Export (GIFT, QTI, JSON).
 */
export function TestMetaForm({ test, courses, onChoose, onQuestions, readOnly = false }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useTestForm(courses);
  const [importing, setImporting] = useState(false);
  const { load } = form;

  // Choosing another test (or the list reloading after a save) shows its stored values.
  useEffect(() => load(test), [test, load]);

  const failed = (error: unknown) => {
    form.setMessages(serverFieldMarks(error, TEST_FIELDS));
    notifyCallFailure(error);
  };

  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TestInput }) => saveTest(id, body),
    onSuccess: (saved, { id }) => {
      notifySuccess(
        id === null
          ? t('Test {{name}} Added Successfully', { name: saved.test_name })
          : t('Test {{name}} Updated Successfully', { name: saved.test_name }),
      );
      // After add the new test is the chosen one (its QUESTIONS next); either way the form shows the stored
      // test once the list reloads.
      if (id === null) onChoose(saved.master_qnsbank_id);
      reloadTests(queryClient);
    },
    onError: failed,
  });

  const remove = useMutation({
    mutationFn: (id: number) => deleteTest(id),
    onSuccess: (result) => {
      notifySuccess(result.message);
      onChoose(null);
      reloadTests(queryClient);
    },
    onError: (error) => notifyCallFailure(error),
  });

  const submit = (id: number | null) => {
    const result = form.submit();
    if (!result.ok) {
      notifyCheck(result.message);
      return;
    }
    save.mutate({ id, body: result.body });
  };

  const onDelete = () => {
    if (!test) return;
    const id = test.master_qnsbank_id;
    confirmDelete({
      title: DELETE_TITLE,
      message: msg(
        "You won't be able to revert this! The test and its questions are deleted, and it is taken out of every grant.",
      ),
      safeMessage: msg('Test is Safe'),
      onConfirm: () => remove.mutate(id),
    });
  };

  const pending = pendingAction(save, remove);

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {test ? t('Test {{name}}', { name: test.test_name }) : t('A new test')}
      </Title>
      {!test && !readOnly && (
        <Text size="sm">{t('Every field is required. Pick a test in QUIZES to change it or its questions.')}</Text>
      )}
      <TestFields
        values={form.values}
        marks={form.marks}
        choices={form.choices}
        readOnly={readOnly}
        onChange={form.change}
        onBlur={(field, value) => {
          if (!readOnly) form.markField(field, value);
        }}
      />
      {readOnly ? (
        test && (
          <Group>
            <Button variant="light" onClick={onQuestions}>
              {t('QUESTIONS')}
            </Button>
          </Group>
        )
      ) : (
        <RecordActions
          mode={test ? 'editing' : 'new'}
          dirty={form.dirty}
          pending={pending}
          onAdd={() => submit(null)}
          onUpdate={() => test && submit(test.master_qnsbank_id)}
          onDelete={onDelete}
          onCancel={() => load(test)}
          extra={
            test && (
              <>
                <Button variant="light" onClick={onQuestions} disabled={pending !== null}>
                  {t('QUESTIONS')}
                </Button>
                <Button variant="light" onClick={() => setImporting(true)} disabled={pending !== null}>
                  {t('Import Questions')}
                </Button>
              </>
            )
          }
        />
      )}
      {test && <ExportButtons testId={test.master_qnsbank_id} testName={test.test_name} />}
      {test && (
        <Modal
          opened={importing}
          onClose={() => setImporting(false)}
          title={t('Import questions into {{name}}', { name: test.test_name })}
          size="xl"
          closeButtonProps={{ 'aria-label': t('Close') }}
        >
          <ImportPanel
            testId={test.master_qnsbank_id}
            testName={test.test_name}
            onImported={() => setImporting(false)}
          />
        </Modal>
      )}
    </Stack>
  );
}
