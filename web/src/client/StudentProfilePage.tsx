import { ActionIcon, Alert, Checkbox, MultiSelect, NativeSelect, SimpleGrid, Stack, TextInput, Title, Tooltip } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COUNTRIES,
  EXIT_PROGRAM_LABELS,
  EXIT_PROGRAMS,
  GRADE_LEVELS,
  parseStudentsCsv,
  PERSON_MESSAGES,
  RELATIONSHIPS,
  STUDENT_LEVELS,
  STUDENT_MESSAGES,
  studentsForExport,
  US_STATES,
  type Student,
  type StudentSaved,
  type TeachersAndStudents,
} from '@prep/domain';
import { api } from '../api';
import { confirmDelete, ListAndFormLayout, notifyFailure, notifySuccess, RecordActions, REQUIRED_INPUT, useRecordForm, type RecordMode } from '../forms';
import { useSession } from '../session';
import { errorMessage, serverFieldErrors } from '../shell/forms';
import { PageSection } from '../shell/PageSection';
import { CheckboxGroupField, ChoiceSelect, MarkedInput } from './people/fields';
import { PeopleTransfer } from './people/PeopleTransfer';
import { ROSTER_KEY, rosterKey } from './people/roster';
import {
  emptyStudentForm,
  STUDENT_FORM_FIELDS,
  studentCreatePayload,
  studentFieldMark,
  studentFormOf,
  studentInlineErrors,
  studentSubmitProblem,
  studentUpdatePayload,
  type StudentFormValues,
  type StudentMarkField,
  type StudentTextFormField,
} from './studentForm';

const LABELS: Record<StudentMarkField, string> = {
  Student_First_Name: 'First Name',
  Student_Middle_Name: 'Middle Name',
  Student_Last_Name: 'Last Name',
  email: 'Email',
  password: 'Password',
  confirm_password: 'Confirm Password',
  Student_Mobile: 'Mobile',
  Emergency_Contact_Person1: 'Emergency Contact Person 1',
  Emergency_Mobile1: 'Emergency Mobile 1',
  Relationship_1: 'Relationship 1',
  Emergency_Contact_Person2: 'Emergency Contact Person 2',
  Emergency_Mobile2: 'Emergency Mobile 2',
  Relationship_2: 'Relationship 2',
  Student_Address: 'Address',
  City: 'City',
  State: 'State',
  Zip_Code: 'Zip Code',
  Country: 'Country',
  School_District: 'School District',
  Current_School_Attending: 'Current School Attending',
  Grade_Level: 'Grade Level',
  GAP: 'GPA',
  Additional_Comments: 'Additional Comments',
  Assign_Teachers: 'Assign Teachers',
  Continuing_Student: 'Continuing Student',
  Discount_Applied_Code: 'Discount Applied Code',
  Exit_Comments: 'Exit Comments',
  level: 'Level',
};

const EXIT_LABELS = Object.fromEntries(EXIT_PROGRAMS.map((key, i) => [key, EXIT_PROGRAM_LABELS[i]])) as Record<(typeof EXIT_PROGRAMS)[number], string>;
const NAME_FIELDS = new Set<StudentMarkField>(['Student_First_Name', 'Student_Middle_Name', 'Student_Last_Name', 'Emergency_Contact_Person1', 'Emergency_Contact_Person2']);
const INPUT_TYPE: Partial<Record<StudentMarkField, 'email' | 'tel' | 'password'>> = {
  email: 'email',
  password: 'password',
  confirm_password: 'password',
  Student_Mobile: 'tel',
  Emergency_Mobile1: 'tel',
  Emergency_Mobile2: 'tel',
};
const PLACEHOLDER: Partial<Record<StudentMarkField, string>> = {
  Student_Mobile: '555-555-5555',
  Emergency_Mobile1: '555-555-5555',
  Emergency_Mobile2: '555-555-5555',
};
const MULTILINE = new Set<StudentMarkField>(['Additional_Comments', 'Exit_Comments']);

type DropdownChoice = '' | 'new';
interface Course {
  course_id: number;
  course_type: string;
}

/** The student's dashboard token, read-only, with a copy button (only where the client shows tokens). */
function DashboardToken({ token }: { token: string }) {
  const { t } = useTranslation();
  const copy = () =>
    navigator.clipboard
      .writeText(token)
      .then(() => notifySuccess(STUDENT_MESSAGES.tokenCopied))
      .catch(() => notifyFailure('The token could not be copied'));
  return (
    <TextInput
      label={t('Dashboard Token')}
      value={token}
      readOnly
      styles={{ input: { fontFamily: 'monospace' } }}
      rightSectionWidth={44}
      rightSection={
        <Tooltip label={t('Copy token')}>
          <ActionIcon variant="subtle" color="dark" onClick={() => void copy()} aria-label={t('Copy token')}>
            <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <rect x="9" y="9" width="12" height="12" rx="2" />
              <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
            </svg>
          </ActionIcon>
        </Tooltip>
      }
    />
  );
}

/** The on-blur check of a student field: the password rule depends on the mode, confirm on the password. */
const checkStudentMark = (field: StudentMarkField, value: string, form: { mode: RecordMode; values: StudentFormValues }) =>
  studentFieldMark(form.mode, field, value, form.values.password);

/**
 * `/client/students`, Manage Student Profile: the client's students on the left (by first name), a
 * three-column form on the right, in the same two modes as the teacher screen.
 */
export function StudentProfilePage() {
  const { t } = useTranslation();
  const session = useSession();
  const clientId = session?.clientId ?? null;
  const queryClient = useQueryClient();

  const roster = useQuery({
    queryKey: rosterKey('students', clientId),
    queryFn: () => api.get<TeachersAndStudents>(`/api/teacherandstudent/${clientId}`),
    enabled: clientId !== null,
  });
  const courses = useQuery({ queryKey: ['courses'], queryFn: () => api.get<Course[]>('/api/courses/'), staleTime: 5 * 60_000 });
  const students = roster.data?.students ?? [];
  const teacherNames = [...new Set((roster.data?.teachers ?? []).map((teacher) => teacher.First_Name))];
  const programs = (courses.data ?? []).map((course) => course.course_type);
  const showTokens = roster.data?.colors.enable_dashboard_token === true;

  const [choice, setChoice] = useState<DropdownChoice>('');
  const { selectedId, mode, values, dirty, marks, markField, setMessages, reset, select, set } = useRecordForm({
    empty: emptyStudentForm,
    formOf: studentFormOf,
    idOf: (student: Student) => student.student_id,
    check: checkStudentMark,
    records: roster.data?.students,
  });
  const selected = students.find((student) => student.student_id === selectedId);

  /** Back to new mode: blank fields, no marks, and the list read again. */
  const resetForm = (next: DropdownChoice = '') => {
    reset();
    setChoice(next);
    void queryClient.invalidateQueries({ queryKey: ROSTER_KEY });
  };

  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ReturnType<typeof studentCreatePayload> | ReturnType<typeof studentUpdatePayload> }) =>
      id === null ? api.post<StudentSaved>('/api/student/', body) : api.put<StudentSaved>(`/api/student/${id}/`, body),
    onSuccess: (result) => {
      notifySuccess(result.message);
      resetForm();
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      const markable: StudentMarkField[] = [...STUDENT_FORM_FIELDS, 'confirm_password'];
      setMessages(Object.fromEntries(markable.flatMap((f) => (fields[f] ? [[f, fields[f]]] : []))));
      notifyFailure(errorMessage(error), 'Oops...');
    },
  });

  const remove = useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/student/${id}/`),
    onSuccess: (result) => {
      notifySuccess(result?.message ?? STUDENT_MESSAGES.deleted);
      resetForm();
    },
    onError: (error) => notifyFailure(errorMessage(error), 'Oops...'),
  });

  const submit = () => {
    const problem = studentSubmitProblem(mode, values);
    if (problem) {
      setMessages(studentInlineErrors(mode, values));
      if (problem === PERSON_MESSAGES.relationshipsSame) setMessages({ Relationship_2: problem });
      if (problem === PERSON_MESSAGES.passwordMismatch) setMessages({ confirm_password: PERSON_MESSAGES.confirmPassword });
      notifyFailure(problem, 'Oops...');
      return;
    }
    save.mutate({ id: selectedId, body: mode === 'new' ? studentCreatePayload(values) : studentUpdatePayload(values) });
  };

  const onDelete = () => {
    if (selectedId === null) return;
    const id = selectedId;
    confirmDelete({ onConfirm: () => remove.mutate(id), safeMessage: STUDENT_MESSAGES.kept });
  };

  const pending = save.isPending ? (save.variables?.id === null ? 'add' : 'update') : remove.isPending ? 'delete' : null;
  const errorOf = (field: StudentMarkField) => (typeof marks[field] === 'string' ? (marks[field] as string) : undefined);

  const text = (field: StudentMarkField, required = false) => (
    <MarkedInput
      key={field}
      label={LABELS[field]}
      value={values[field]}
      mark={marks[field]}
      onChange={(value) => set(field, value)}
      onBlur={(value) => {
        markField(field, value);
        // A changed password re-checks a confirmation already typed.
        if (field === 'password' && values.confirm_password) markField('confirm_password', values.confirm_password);
      }}
      nameHint={NAME_FIELDS.has(field)}
      required={required}
      type={INPUT_TYPE[field]}
      autoComplete={INPUT_TYPE[field] === 'password' ? 'new-password' : 'off'}
      placeholder={PLACEHOLDER[field] ?? (field === 'password' && mode === 'editing' ? 'Leave blank to keep the password' : undefined)}
      multiline={MULTILINE.has(field)}
    />
  );
  const choiceOf = (field: StudentTextFormField, options: readonly string[], placeholder?: string, required = false) => (
    <ChoiceSelect
      key={field}
      label={LABELS[field]}
      value={values[field]}
      options={options}
      placeholder={placeholder}
      required={required}
      error={errorOf(field)}
      onChange={(value) => {
        set(field, value);
        markField(field, value);
      }}
    />
  );

  const dropdownValue = selectedId !== null ? String(selectedId) : choice;
  const programOptions = [...new Set([...programs, ...values.Enroll_Program])];

  return (
    <PageSection title="Manage Student Profile" size="xl">
      {roster.isError && (
        <Alert color="red" title={t('Oops!')} role="alert">
          {t(errorMessage(roster.error))}
        </Alert>
      )}
      <ListAndFormLayout
        listTitle="Students"
        items={students.map((student) => ({ id: student.student_id, label: student.Student_First_Name }))}
        selectedId={selectedId}
        onSelect={select}
        emptyText={roster.isPending ? 'Loading…' : 'No records yet'}
      >
        <Stack gap="md">
          <Title order={2} size="h4">
            {selectedId !== null ? t('Edit student') : t('New student')}
          </Title>
          <NativeSelect
            label={t('select student')}
            maw={360}
            value={dropdownValue}
            data={[
              { value: '', label: t('select Student') },
              { value: 'new', label: t('Add New Student') },
              ...students.map((student) => ({ value: String(student.student_id), label: student.Student_First_Name })),
            ]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (value === '' || value === 'new') resetForm(value);
              else select(Number(value));
            }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
            {text('Student_First_Name', true)}
            {text('Student_Middle_Name')}
            {text('Student_Last_Name', true)}
            {text('email', true)}
            {text('password', mode === 'new')}
            {text('confirm_password', mode === 'new')}
            {text('Student_Mobile')}
            {text('Emergency_Contact_Person1')}
            {text('Emergency_Mobile1')}
            {choiceOf('Relationship_1', RELATIONSHIPS, 'Select')}
            {text('Emergency_Contact_Person2')}
            {text('Emergency_Mobile2')}
            {choiceOf('Relationship_2', RELATIONSHIPS, 'Select')}
            {text('Student_Address')}
            {text('City')}
            {choiceOf('State', US_STATES, 'Select')}
            {text('Zip_Code')}
            {choiceOf('Country', COUNTRIES)}
            {text('School_District')}
            {text('Current_School_Attending')}
            {choiceOf('Grade_Level', GRADE_LEVELS, 'Select')}
            {text('GAP')}
            {choiceOf('Assign_Teachers', teacherNames, 'Select', true)}
            <MultiSelect
              label={t('Enroll Program')}
              {...REQUIRED_INPUT}
              data={programOptions}
              value={values.Enroll_Program}
              onChange={(value) => set('Enroll_Program', value)}
              placeholder={values.Enroll_Program.length ? undefined : t('Select')}
              clearable
              comboboxProps={{ withinPortal: true }}
            />
            {choiceOf('Continuing_Student', ['no', 'yes'])}
            {text('Discount_Applied_Code')}
            {choiceOf('level', STUDENT_LEVELS)}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Checkbox label={t('Gate Student')} checked={values.gate_student} onChange={(event) => set('gate_student', event.currentTarget.checked)} />
            <Checkbox
              label={t('academy / magnet / cbse')}
              checked={values.academy_magnet_cbse}
              onChange={(event) => set('academy_magnet_cbse', event.currentTarget.checked)}
            />
          </SimpleGrid>
          {text('Additional_Comments')}
          <CheckboxGroupField
            legend="Exit Program"
            keys={EXIT_PROGRAMS}
            labels={EXIT_LABELS}
            value={values.Exit_Program}
            onChange={(value) => set('Exit_Program', value)}
          />
          {text('Exit_Comments')}
          {showTokens && selected?.api_token && <DashboardToken token={selected.api_token} />}
          <RecordActions
            mode={mode}
            dirty={dirty}
            pending={pending}
            onAdd={submit}
            onUpdate={submit}
            onDelete={onDelete}
            onCancel={() => resetForm()}
            extra={
              <PeopleTransfer
                listKey="students"
                idKey="student_id"
                importPath="/api/import-student/"
                exportCsvPath="/api/student/export.csv"
                exportRows={() => studentsForExport(students)}
                parseCsv={parseStudentsCsv}
                onImported={() => resetForm()}
                disabled={clientId === null}
              />
            }
          />
        </Stack>
      </ListAndFormLayout>
    </PageSection>
  );
}
