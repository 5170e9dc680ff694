import { ActionIcon, Anchor, Checkbox, MultiSelect, NativeSelect, SimpleGrid, TextInput, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  EXIT_PROGRAM_LABELS,
  EXIT_PROGRAMS,
  GRADE_LEVELS,
  msg,
  parseStudentsCsv,
  PERSON_MESSAGES,
  STUDENT_LEVELS,
  STUDENT_MESSAGES,
  storedWordLabel,
  studentsForExport,
  TIME_MULTIPLIER_LABELS,
  TIME_MULTIPLIERS,
  type TimeMultiplier,
  type Student,
} from '@prep/domain';
import { deleteStudent, getTeachersAndStudents, peopleKeys, saveStudent } from '../api/people';
import { useCourses } from '../courses/useCourses';
import { notifyFailure, notifySuccess, REQUIRED_INPUT, type RecordMode } from '../forms';
import { progressPath } from '../progress/format';
import { useSession } from '../session';
import { EraseButton } from './people/EraseButton';
import { CheckboxGroupField } from './people/fields';
import { PeopleTransfer } from './people/PeopleTransfer';
import { SignInsButton } from '../account/SignInHistory';
import { EXPORT_DATA, ExportDataButton } from '../account/ExportDataButton';
import { PersonProfile } from './people/PersonProfile';
import {
  addressFields,
  EMAIL_FIELD,
  EMERGENCY_CONTACT_FIELDS,
  type FieldSpecs,
  MOBILE_FIELD,
  nameFields,
  PersonFields,
} from './people/personFields';
import { usePersonProfile } from './people/usePersonProfile';
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
} from './studentForm';

/** 'Grade 9' as stored, shown as the grade in the language shown. */
const GRADE_OPTIONS = GRADE_LEVELS.map((value) => ({
  value,
  label: msg('Grade {{n}}'),
  labelValues: { n: value.replace(/^Grade /, '') },
}));
const YES_NO = [
  { value: 'no', label: msg('no') },
  { value: 'yes', label: msg('yes') },
];

/** The grid of the form up to the teacher, in the spec's order; the password rules depend on the mode. */
const gridBeforePrograms = (mode: RecordMode, teacherNames: readonly string[]): FieldSpecs<StudentMarkField> => ({
  ...nameFields('Student_First_Name', 'Student_Middle_Name', 'Student_Last_Name'),
  email: EMAIL_FIELD,
  password: {
    label: msg('Password'),
    type: 'password',
    required: mode === 'new',
    placeholder: mode === 'editing' ? msg('Leave blank to keep the password') : undefined,
    // A changed password re-checks a confirmation already typed.
    recheck: 'confirm_password',
  },
  confirm_password: { label: msg('Confirm Password'), type: 'password', required: mode === 'new' },
  Student_Mobile: MOBILE_FIELD,
  ...EMERGENCY_CONTACT_FIELDS,
  ...addressFields('Student_Address'),
  Current_School_Attending: { label: msg('Current School Attending') },
  Grade_Level: { kind: 'choice', label: msg('Grade Level'), options: GRADE_OPTIONS, placeholder: msg('Select') },
  GAP: { label: msg('GPA') },
  Assign_Teachers: {
    kind: 'choice',
    label: msg('Assign Teachers'),
    options: teacherNames,
    placeholder: msg('Select'),
    required: true,
  },
});
const GRID_AFTER_PROGRAMS: FieldSpecs<StudentMarkField> = {
  Continuing_Student: { kind: 'choice', label: msg('Continuing Student'), options: YES_NO },
  Discount_Applied_Code: { label: msg('Discount Applied Code') },
  level: { kind: 'choice', label: msg('Level'), options: STUDENT_LEVELS },
};
const ADDITIONAL_COMMENTS: FieldSpecs<StudentMarkField> = {
  Additional_Comments: { label: msg('Additional Comments'), multiline: true },
};
const EXIT_COMMENTS: FieldSpecs<StudentMarkField> = { Exit_Comments: { label: msg('Exit Comments'), multiline: true } };

// Tutoring and Warmup are words; the others are exams' names (ACT, SAT, NEET), shown as they are.
const EXIT_WORDS: Partial<Record<(typeof EXIT_PROGRAMS)[number], string>> = {
  Tutoring: msg('Tutoring'),
  warm_ups: msg('Warmup'),
};
const EXIT_LABELS = Object.fromEntries(
  EXIT_PROGRAMS.map((key, i) => [key, EXIT_WORDS[key] ?? { name: EXIT_PROGRAM_LABELS[i] }]),
) as Record<(typeof EXIT_PROGRAMS)[number], string | { name: string }>;

const TEXTS = {
  title: msg('Manage Student Profile'),
  listTitle: msg('Students'),
  editing: msg('Edit student'),
  creating: msg('New student'),
  dropdown: msg('select student'),
  none: msg('select Student'),
  addNew: msg('Add New Student'),
};

/** The student's dashboard token, read-only, with a copy button (only where the client shows tokens). */
function DashboardToken({ token }: { token: string }) {
  const { t } = useTranslation();
  const copy = () =>
    navigator.clipboard
      .writeText(token)
      .then(() => notifySuccess(STUDENT_MESSAGES.tokenCopied))
      .catch(() => notifyFailure(msg('The token could not be copied')));
  return (
    <TextInput
      label={t('Dashboard Token')}
      value={token}
      readOnly
      styles={{ input: { fontFamily: 'monospace' } }}
      rightSectionWidth={44}
      rightSection={
        <Tooltip label={t('Copy token')} withinPortal={false}>
          <ActionIcon variant="subtle" color="dark" onClick={() => void copy()} aria-label={t('Copy token')}>
            <svg
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
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
const checkStudentMark = (
  field: StudentMarkField,
  value: string,
  form: { mode: RecordMode; values: StudentFormValues },
) => studentFieldMark(form.mode, field, value, form.values.password);

/**
 * `/client/students`, Manage Student Profile: the client's students on the left (by first name), a
 * three-column form on the right, in the same two modes as the teacher screen.
 */
export function StudentProfilePage() {
  const { t } = useTranslation();
  const session = useSession();
  const clientId = session?.clientId ?? null;

  const roster = useQuery({
    queryKey: peopleKeys.rosterOf('students', clientId),
    queryFn: () => getTeachersAndStudents(clientId ?? 0),
    enabled: clientId !== null,
  });
  const courses = useCourses({ staleTime: 5 * 60_000 });
  const students = roster.data?.students ?? [];
  const teacherNames = [...new Set((roster.data?.teachers ?? []).map((teacher) => teacher.First_Name))];
  const programs = (courses.data ?? []).map((course) => course.course_type);
  const showTokens = roster.data?.colors.enable_dashboard_token === true;

  const profile = usePersonProfile({
    records: roster.data?.students,
    idOf: (student: Student) => student.student_id,
    empty: emptyStudentForm,
    formOf: studentFormOf,
    check: checkStudentMark,
    markable: [...STUDENT_FORM_FIELDS, 'confirm_password'],
    submitProblem: studentSubmitProblem,
    inlineErrors: studentInlineErrors,
    problemMarks: (problem) =>
      problem === PERSON_MESSAGES.passwordMismatch ? { confirm_password: PERSON_MESSAGES.confirmPassword } : {},
    payload: (mode, values) => (mode === 'new' ? studentCreatePayload(values) : studentUpdatePayload(values)),
    save: (id, body) => saveStudent(id, body),
    remove: (id) => deleteStudent(id),
    messages: STUDENT_MESSAGES,
    failureTitle: msg('Oops...'),
  });
  const { mode, values, set } = profile;
  const selected = students.find((student) => student.student_id === profile.selectedId);
  const programOptions = [...new Set([...programs, ...values.Enroll_Program])];

  return (
    <PersonProfile
      texts={TEXTS}
      items={students.map((student) => ({ id: student.student_id, label: student.Student_First_Name }))}
      loading={roster.isPending}
      loadError={roster.error}
      profile={profile}
      history={
        selected && {
          filter: { student: selected.student_id },
          caption: t('History of {{name}}', {
            name: `${selected.Student_First_Name} ${selected.Student_Last_Name}`.trim(),
          }),
        }
      }
      transfer={
        <>
          <SignInsButton person={profile.selectedId === null ? null : { kind: 'student', id: profile.selectedId }} />
          <ExportDataButton
            person={profile.selectedId === null ? null : { kind: 'student', id: profile.selectedId }}
            label={EXPORT_DATA}
          />
          <EraseButton
            kind="student"
            person={
              selected && {
                id: selected.student_id,
                email: selected.email,
                first: selected.Student_First_Name,
                middle: selected.Student_Middle_Name,
                last: selected.Student_Last_Name,
              }
            }
            onErased={() => profile.resetForm()}
          />
          <PeopleTransfer
            listKey="students"
            idKey="student_id"
            exportRows={() => studentsForExport(students)}
            parseCsv={parseStudentsCsv}
            onImported={() => profile.resetForm()}
            disabled={clientId === null}
          />
        </>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
        <PersonFields specs={gridBeforePrograms(mode, teacherNames)} form={profile} />
        <MultiSelect
          label={t('Enroll Program')}
          {...REQUIRED_INPUT}
          data={programOptions.map((course) => ({ value: course, label: storedWordLabel(t, course) }))}
          value={values.Enroll_Program}
          onChange={(value) => set('Enroll_Program', value)}
          placeholder={values.Enroll_Program.length ? undefined : t('Select')}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <PersonFields specs={GRID_AFTER_PROGRAMS} form={profile} />
        <NativeSelect
          label={t('Accommodation (extra time)')}
          description={t('Applied to every timed test and warm-up')}
          data={TIME_MULTIPLIERS.map((value) => ({ value, label: t(TIME_MULTIPLIER_LABELS[value]) }))}
          value={values.time_multiplier}
          onChange={(event) => set('time_multiplier', event.currentTarget.value as TimeMultiplier)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Checkbox
          label={t('Gate Student')}
          checked={values.gate_student}
          onChange={(event) => set('gate_student', event.currentTarget.checked)}
        />
        <Checkbox
          label={t('academy / magnet / cbse')}
          checked={values.academy_magnet_cbse}
          onChange={(event) => set('academy_magnet_cbse', event.currentTarget.checked)}
        />
      </SimpleGrid>
      <PersonFields specs={ADDITIONAL_COMMENTS} form={profile} />
      <CheckboxGroupField
        legend={msg('Exit Program')}
        keys={EXIT_PROGRAMS}
        labels={EXIT_LABELS}
        value={values.Exit_Program}
        onChange={(value) => set('Exit_Program', value)}
      />
      <PersonFields specs={EXIT_COMMENTS} form={profile} />
      {showTokens && selected?.api_token && <DashboardToken token={selected.api_token} />}
      {selected && (
        <Anchor component={Link} to={progressPath('/client', selected.student_id)}>
          {t('Progress')}
        </Anchor>
      )}
    </PersonProfile>
  );
}
