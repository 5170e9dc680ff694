import { Alert, Checkbox, NativeSelect, SimpleGrid, Stack, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COUNTRIES,
  HIGH_DEGREES,
  parseTeachersCsv,
  PERSON_MESSAGES,
  RELATIONSHIPS,
  SPECIALITIES,
  TEACHER_GRADE_LEVELS,
  TEACHER_MESSAGES,
  TEACHER_PREFIXES,
  US_STATES,
  type CorrespondingTeachers,
  type Teacher,
  type TeacherSaved,
} from '@prep/domain';
import { api } from '../api';
import { confirmDelete, ListAndFormLayout, notifyFailure, notifySuccess, RecordActions, useRecordForm } from '../forms';
import { useSession } from '../session';
import { errorMessage, serverFieldErrors } from '../shell/forms';
import { PageSection } from '../shell/PageSection';
import { CheckboxGroupField, ChoiceSelect, MarkedInput } from './people/fields';
import { PeopleTransfer } from './people/PeopleTransfer';
import { ROSTER_KEY, rosterKey } from './people/roster';
import {
  emptyTeacherForm,
  TEACHER_FORM_FIELDS,
  teacherFieldMark,
  teacherFormOf,
  teacherInlineErrors,
  teacherPayload,
  teacherSubmitProblem,
  type TeacherFormField,
} from './teacherForm';

const LABELS: Record<TeacherFormField, string> = {
  Prefix: 'Prefix',
  First_Name: 'First Name',
  Middle_Name: 'Middle Name',
  Last_Name: 'Last Name',
  Email: 'Email',
  Mobile: 'Mobile',
  Emergency_Contact_Person1: 'Emergency Contact Person 1',
  Emergency_Mobile1: 'Emergency Mobile 1',
  Relationship_1: 'Relationship 1',
  Emergency_Contact_Person2: 'Emergency Contact Person 2',
  Emergency_Mobile2: 'Emergency Mobile 2',
  Relationship_2: 'Relationship 2',
  Address: 'Address',
  City: 'City',
  State: 'State',
  Zip_Code: 'Zip Code',
  Country: 'Country',
  School_District: 'School District',
  Ap_Classess: 'AP Classes',
  Notes_Comments: 'Notes / Comments',
};

const DEGREE_LABELS: Record<(typeof HIGH_DEGREES)[number], string> = {
  undergraduate: 'Undergraduate',
  master: 'Master',
  doctorate: 'Doctorate',
  credentials: 'Credentials',
};
const GRADE_LABELS: Record<(typeof TEACHER_GRADE_LEVELS)[number], string> = {
  freshman: 'Freshman',
  sophomore: 'Sophomore',
  junior: 'Junior',
  senior: 'Senior',
  college_level: 'College Level',
  above_all: 'Above All',
};
const SPECIALITY_LABELS: Record<(typeof SPECIALITIES)[number], string> = {
  english: 'English',
  math: 'Math',
  science_all: 'Science (All)',
  physics: 'Physics',
  chemistry: 'Chemistry',
  biology_zoology: 'Biology / Zoology',
  lesson_1_1: 'Lesson 1:1',
  above_all: 'Above All',
  group_lesson: 'Group Lesson',
};

/** Fields with the on-blur mark; the dropdowns (prefix, relationships, state, country) offer valid values only. */
const NAME_FIELDS = new Set<TeacherFormField>(['First_Name', 'Middle_Name', 'Last_Name', 'Emergency_Contact_Person1', 'Emergency_Contact_Person2']);
const REQUIRED = new Set<TeacherFormField>(['First_Name', 'Last_Name', 'Email', 'Mobile']);
const INPUT_TYPE: Partial<Record<TeacherFormField, 'email' | 'tel'>> = { Email: 'email', Mobile: 'tel', Emergency_Mobile1: 'tel', Emergency_Mobile2: 'tel' };
const PLACEHOLDER: Partial<Record<TeacherFormField, string>> = { Mobile: '555-555-5555', Emergency_Mobile1: '555-555-5555', Emergency_Mobile2: '555-555-5555' };

type DropdownChoice = '' | 'new';

/**
 * `/client/teachers`, Manage Teacher Profile: the client's teachers on the left (by first name), the
 * teacher form on the right, and the spec's two modes (new: nothing selected; editing: one selected).
 */
export function TeacherProfilePage() {
  const { t } = useTranslation();
  const session = useSession();
  const clientId = session?.clientId ?? null;
  const queryClient = useQueryClient();

  const roster = useQuery({
    queryKey: rosterKey('teachers', clientId),
    queryFn: () => api.get<CorrespondingTeachers>(`/api/corresponding-teacher/${clientId}`),
    enabled: clientId !== null,
  });
  const teachers = roster.data?.teachers ?? [];

  const [choice, setChoice] = useState<DropdownChoice>('');
  const { selectedId, values, dirty, marks, markField, setMessages, reset, select, set } = useRecordForm({
    empty: emptyTeacherForm,
    formOf: teacherFormOf,
    idOf: (teacher: Teacher) => teacher.id,
    check: teacherFieldMark,
    records: roster.data?.teachers,
  });

  /** Back to new mode: blank fields, no marks, and the list read again. */
  const resetForm = (next: DropdownChoice = '') => {
    reset();
    setChoice(next);
    // Both profile screens read the teachers (the student form assigns them).
    void queryClient.invalidateQueries({ queryKey: ROSTER_KEY });
  };

  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ReturnType<typeof teacherPayload> }) =>
      id === null ? api.post<TeacherSaved>('/api/teacher/', body) : api.put<TeacherSaved>(`/api/teacher/${id}/`, body),
    onSuccess: (result) => {
      notifySuccess(result.message);
      resetForm();
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      setMessages(Object.fromEntries(TEACHER_FORM_FIELDS.flatMap((f) => (fields[f] ? [[f, fields[f]]] : []))));
      notifyFailure(errorMessage(error));
    },
  });

  const remove = useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/teacher/${id}/`),
    onSuccess: (result) => {
      notifySuccess(result?.message ?? TEACHER_MESSAGES.deleted);
      resetForm();
    },
    onError: (error) => notifyFailure(errorMessage(error)),
  });

  const submit = (id: number | null) => {
    const problem = teacherSubmitProblem(values);
    if (problem) {
      setMessages(teacherInlineErrors(values));
      if (problem === PERSON_MESSAGES.relationshipsSame) setMessages({ Relationship_2: problem });
      notifyFailure(problem);
      return;
    }
    save.mutate({ id, body: teacherPayload(values) });
  };

  const onDelete = () => {
    if (selectedId === null) return;
    const id = selectedId;
    confirmDelete({ onConfirm: () => remove.mutate(id), safeMessage: TEACHER_MESSAGES.kept });
  };

  const pending = save.isPending ? (save.variables?.id === null ? 'add' : 'update') : remove.isPending ? 'delete' : null;
  const errorOf = (field: TeacherFormField) => (typeof marks[field] === 'string' ? (marks[field] as string) : undefined);

  const text = (field: TeacherFormField) => (
    <MarkedInput
      key={field}
      label={LABELS[field]}
      value={values[field]}
      mark={marks[field]}
      onChange={(value) => set(field, value)}
      onBlur={(value) => markField(field, value)}
      nameHint={NAME_FIELDS.has(field)}
      required={REQUIRED.has(field)}
      type={INPUT_TYPE[field]}
      placeholder={PLACEHOLDER[field]}
      multiline={field === 'Notes_Comments'}
    />
  );
  const choiceOf = (field: TeacherFormField, options: readonly string[], placeholder?: string) => (
    <ChoiceSelect
      key={field}
      label={LABELS[field]}
      value={values[field]}
      options={options}
      placeholder={placeholder}
      error={errorOf(field)}
      onChange={(value) => {
        set(field, value);
        markField(field, value);
      }}
    />
  );

  const dropdownValue = selectedId !== null ? String(selectedId) : choice;

  return (
    <PageSection title="Manage Teacher Profile" size="xl">
      {roster.isError && (
        <Alert color="red" title={t('Oops!')} role="alert">
          {t(errorMessage(roster.error))}
        </Alert>
      )}
      <ListAndFormLayout
        listTitle="Teachers"
        items={teachers.map((teacher) => ({ id: teacher.id, label: teacher.First_Name }))}
        selectedId={selectedId}
        onSelect={select}
        emptyText={roster.isPending ? 'Loading…' : 'No records yet'}
      >
        <Stack gap="md">
          <Title order={2} size="h4">
            {selectedId !== null ? t('Edit teacher') : t('New teacher')}
          </Title>
          <NativeSelect
            label={t('select teacher')}
            maw={360}
            value={dropdownValue}
            data={[
              { value: '', label: t('select Teacher') },
              { value: 'new', label: t('Add New Teacher') },
              ...teachers.map((teacher) => ({ value: String(teacher.id), label: teacher.First_Name })),
            ]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (value === '' || value === 'new') resetForm(value);
              else select(Number(value));
            }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
            {choiceOf('Prefix', TEACHER_PREFIXES, 'Select')}
            {text('First_Name')}
            {text('Middle_Name')}
            {text('Last_Name')}
            {text('Email')}
            {text('Mobile')}
            {text('Emergency_Contact_Person1')}
            {text('Emergency_Mobile1')}
            {choiceOf('Relationship_1', RELATIONSHIPS, 'Select')}
            {text('Emergency_Contact_Person2')}
            {text('Emergency_Mobile2')}
            {choiceOf('Relationship_2', RELATIONSHIPS, 'Select')}
            {text('Address')}
            {text('City')}
            {choiceOf('State', US_STATES, 'Select')}
            {text('Zip_Code')}
            {choiceOf('Country', COUNTRIES)}
            {text('School_District')}
            {text('Ap_Classess')}
          </SimpleGrid>
          <Checkbox
            label={t('academy / magnet / cbse schools')}
            checked={values.Currently_Teaching}
            onChange={(event) => set('Currently_Teaching', event.currentTarget.checked)}
          />
          {text('Notes_Comments')}
          <CheckboxGroupField
            legend="High Degree Completed"
            keys={HIGH_DEGREES}
            labels={DEGREE_LABELS}
            value={values.High_Degree_Completed}
            onChange={(value) => set('High_Degree_Completed', value)}
            required
          />
          <CheckboxGroupField
            legend="Grade Level"
            keys={TEACHER_GRADE_LEVELS}
            labels={GRADE_LABELS}
            value={values.Grade_Level}
            onChange={(value) => set('Grade_Level', value)}
            required
          />
          <CheckboxGroupField
            legend="Speciality"
            keys={SPECIALITIES}
            labels={SPECIALITY_LABELS}
            value={values.Speciality}
            onChange={(value) => set('Speciality', value)}
            required
          />
          <RecordActions
            mode={selectedId === null ? 'new' : 'editing'}
            dirty={dirty}
            pending={pending}
            onAdd={() => submit(null)}
            onUpdate={() => submit(selectedId)}
            onDelete={onDelete}
            onCancel={() => resetForm()}
            extra={
              <PeopleTransfer
                listKey="teachers"
                idKey="id"
                importPath="/api/import-teacher/"
                exportCsvPath="/api/teacher/export.csv"
                exportRows={() => teachers}
                parseCsv={parseTeachersCsv}
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
