import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLASSROOM_MESSAGES, IMPORT_MESSAGES, msg, storedWordLabel } from '@prep/domain';
import { exportClassroomsCsv, importClassroomsCsv } from '../api/classrooms';
import {
  downloadFile,
  errorMessage,
  FileImportButton,
  ImportProgress,
  type ImportRefusal,
  ImportReport,
  importRefusal,
  notifyFailure,
  notifySuccess,
} from '../forms';
import { useCourses } from '../courses/useCourses';
import { classroomCsvNamesProgram, classroomCsvProblem } from './classroomCsv';

const CSV_ONLY = msg('Please Select CSV file only');

interface ClassTransferProps {
  /** After a successful import: reset the form and read the classes again (resolved once they have been). */
  onImported: () => Promise<unknown>;
  disabled?: boolean;
}

/**
 * Import CSV and Export CSV of the classes' memberships (class_name,teacher_email,student_email). An import
 * is all or nothing: a refused one shows its report by row, as the people imports do.
 */
export function ClassTransfer({ onImported, disabled }: ClassTransferProps) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<ImportRefusal | null>(null);
  /** A file without a program column, waiting for the program of the classes it creates. */
  const [asking, setAsking] = useState<File | null>(null);
  const [program, setProgram] = useState('');
  const courses = useCourses({ staleTime: 5 * 60_000 });

  const upload = useMutation({
    mutationFn: ({ file, program }: { file: File; program?: string }) => importClassroomsCsv(file, program),
    onSuccess: async (answer) => {
      await onImported();
      notifySuccess(answer?.message || msg('Classes imported'));
    },
    onError: (error) => {
      const refused = importRefusal(error);
      if (refused) setRefusal(refused);
      else notifyFailure(errorMessage(error));
    },
  });
  const csvExport = useMutation({
    mutationFn: exportClassroomsCsv,
    onSuccess: (text) => downloadFile('classrooms.csv', typeof text === 'string' ? text : '', 'text/csv;charset=utf-8'),
    onError: (error) => notifyFailure(errorMessage(error)),
  });

  const onFile = async (file: File) => {
    let text: string;
    try {
      text = await file.text();
    } catch {
      notifyFailure(msg('The file could not be read'));
      return;
    }
    const problem = classroomCsvProblem(text);
    if (problem) setRefusal({ message: IMPORT_MESSAGES.refused([problem]), issues: [problem] });
    else if (classroomCsvNamesProgram(text)) upload.mutate({ file });
    else {
      setProgram('');
      setAsking(file);
    }
  };
  const importAsked = () => {
    if (!asking) return;
    if (!program) return notifyFailure(CLASSROOM_MESSAGES.program);
    upload.mutate({ file: asking, program });
    setAsking(null);
  };

  return (
    <>
      <FileImportButton
        label={msg('Import CSV')}
        extensions={['csv']}
        wrongTypeMessage={CSV_ONLY}
        onFile={(file) => void onFile(file)}
        loading={upload.isPending}
        disabled={disabled || upload.isPending}
      />
      <Button variant="light" onClick={() => csvExport.mutate()} loading={csvExport.isPending} disabled={disabled}>
        {t('Export CSV')}
      </Button>
      <ImportProgress
        opened={upload.isPending}
        text={t('Importing the classes of {{name}}…', { name: upload.variables?.file.name ?? '' })}
      />
      <ImportReport refusal={refusal} onClose={() => setRefusal(null)} />
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={t('Program of the classes')}
        centered
        closeButtonProps={{ 'aria-label': t('Close') }}
      >
        <Stack gap="md">
          <Text size="sm">{t('The file names no program: choose the program of the classes it adds.')}</Text>
          <NativeSelect
            label={t('Program')}
            value={program}
            onChange={(event) => setProgram(event.currentTarget.value)}
            data={[
              { value: '', label: t('Select Program') },
              ...(courses.data ?? []).map((c) => ({ value: c.course_type, label: storedWordLabel(t, c.course_type) })),
            ]}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(null)}>
              {t('Cancel')}
            </Button>
            <Button onClick={importAsked}>{t('Import CSV')}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
