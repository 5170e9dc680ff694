import { Checkbox, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  HIGH_DEGREES,
  msg,
  parseTeachersCsv,
  SPECIALITIES,
  TEACHER_GRADE_LEVELS,
  TEACHER_MESSAGES,
  TEACHER_PREFIXES,
  type Teacher,
} from '@prep/domain';
import { deleteTeacher, getCorrespondingTeachers, peopleKeys, saveTeacher } from '../api/people';
import { useSession } from '../session';
import { InviteTeacherButton } from './InviteTeacherButton';
import { ResetTwoFactorButton } from '../account/ResetTwoFactorButton';
import { SignInsButton } from '../account/SignInHistory';
import { EXPORT_DATA, ExportDataButton } from '../account/ExportDataButton';
import { EraseButton } from './people/EraseButton';
import { CheckboxGroupField } from './people/fields';
import { PeopleTransfer } from './people/PeopleTransfer';
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
  emptyTeacherForm,
  TEACHER_FORM_FIELDS,
  teacherFieldMark,
  teacherFormOf,
  teacherInlineErrors,
  teacherPayload,
  teacherSubmitProblem,
  type TeacherFormField,
} from './teacherForm';

// Titles as stored (Dr., Mr., Mrs., Ms), each with its label.
const PREFIX_LABELS: Record<(typeof TEACHER_PREFIXES)[number], string> = {
  'Dr.': msg('Dr.'),
  'Mr.': msg('Mr.'),
  'Mrs.': msg('Mrs.'),
  Ms: msg('Ms'),
};
const PREFIX_OPTIONS = TEACHER_PREFIXES.map((value) => ({ value, label: PREFIX_LABELS[value] }));

/** The grid of the form, in the spec's order. */
const GRID: FieldSpecs<TeacherFormField> = {
  Prefix: { kind: 'choice', label: msg('Prefix'), options: PREFIX_OPTIONS, placeholder: msg('Select') },
  ...nameFields('First_Name', 'Middle_Name', 'Last_Name'),
  Email: EMAIL_FIELD,
  Mobile: { ...MOBILE_FIELD, required: true },
  ...EMERGENCY_CONTACT_FIELDS,
  ...addressFields('Address'),
  Ap_Classess: { label: msg('AP Classes') },
};
const NOTES: FieldSpecs<TeacherFormField> = { Notes_Comments: { label: msg('Notes / Comments'), multiline: true } };

const DEGREE_LABELS: Record<(typeof HIGH_DEGREES)[number], string> = {
  undergraduate: msg('Undergraduate'),
  master: msg('Master'),
  doctorate: msg('Doctorate'),
  credentials: msg('Credentials'),
};
const GRADE_LABELS: Record<(typeof TEACHER_GRADE_LEVELS)[number], string> = {
  freshman: msg('Freshman'),
  sophomore: msg('Sophomore'),
  junior: msg('Junior'),
  senior: msg('Senior'),
  college_level: msg('College Level'),
  above_all: msg('Above All'),
};
const SPECIALITY_LABELS: Record<(typeof SPECIALITIES)[number], string> = {
  english: msg('English'),
  math: msg('Math'),
  science_all: msg('Science (All)'),
  physics: msg('Physics'),
  chemistry: msg('Chemistry'),
  biology_zoology: msg('Biology / Zoology'),
  lesson_1_1: msg('Lesson 1:1'),
  above_all: msg('Above All'),
  group_lesson: msg('Group Lesson'),
};

const TEXTS = {
  title: msg('Manage Teacher Profile'),
  listTitle: msg('Teachers'),
  editing: msg('Edit teacher'),
  creating: msg('New teacher'),
  dropdown: msg('select teacher'),
  none: msg('select Teacher'),
  addNew: msg('Add New Teacher'),
};

/**
 * `/client/teachers`, Manage Teacher Profile: the client's teachers on the left (by first name), the
 * teacher form on the right, and the spec's two modes (new: nothing selected; editing: one selected).
 */
export function TeacherProfilePage() {
  const { t } = useTranslation();
  const session = useSession();
  const clientId = session?.clientId ?? null;

  const roster = useQuery({
    queryKey: peopleKeys.rosterOf('teachers', clientId),
    queryFn: () => getCorrespondingTeachers(clientId ?? 0),
    enabled: clientId !== null,
  });
  const teachers = roster.data?.teachers ?? [];

  const profile = usePersonProfile({
    records: roster.data?.teachers,
    idOf: (teacher: Teacher) => teacher.id,
    empty: emptyTeacherForm,
    formOf: teacherFormOf,
    check: teacherFieldMark,
    markable: TEACHER_FORM_FIELDS,
    submitProblem: (_mode, values) => teacherSubmitProblem(values),
    inlineErrors: (_mode, values) => teacherInlineErrors(values),
    payload: (_mode, values) => teacherPayload(values),
    save: (id, body) => saveTeacher(id, body),
    remove: (id) => deleteTeacher(id),
    messages: TEACHER_MESSAGES,
  });
  const { values, set } = profile;
  const teacherRef = profile.selectedId === null ? null : { kind: 'teacher' as const, id: profile.selectedId };
  const selected = teachers.find((teacher) => teacher.id === profile.selectedId);

  return (
    <PersonProfile
      texts={TEXTS}
      items={teachers.map((teacher) => ({ id: teacher.id, label: teacher.First_Name }))}
      loading={roster.isPending}
      loadError={roster.error}
      profile={profile}
      transfer={
        <>
          <InviteTeacherButton teacherId={profile.selectedId} />
          <SignInsButton person={teacherRef} />
          <EraseButton
            kind="teacher"
            person={
              selected && {
                id: selected.id,
                email: selected.Email,
                first: selected.First_Name,
                middle: selected.Middle_Name,
                last: selected.Last_Name,
              }
            }
            onErased={() => profile.resetForm()}
          />
          <ResetTwoFactorButton person={teacherRef} />
          <ExportDataButton person={teacherRef} label={EXPORT_DATA} />
          <PeopleTransfer
            listKey="teachers"
            idKey="id"
            exportRows={() => teachers}
            parseCsv={parseTeachersCsv}
            onImported={() => profile.resetForm()}
            disabled={clientId === null}
          />
        </>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
        <PersonFields specs={GRID} form={profile} />
      </SimpleGrid>
      <Checkbox
        label={t('academy / magnet / cbse schools')}
        checked={values.Currently_Teaching}
        onChange={(event) => set('Currently_Teaching', event.currentTarget.checked)}
      />
      <PersonFields specs={NOTES} form={profile} />
      <CheckboxGroupField
        legend={msg('High Degree Completed')}
        keys={HIGH_DEGREES}
        labels={DEGREE_LABELS}
        value={values.High_Degree_Completed}
        onChange={(value) => set('High_Degree_Completed', value)}
        required
      />
      <CheckboxGroupField
        legend={msg('Grade Level')}
        keys={TEACHER_GRADE_LEVELS}
        labels={GRADE_LABELS}
        value={values.Grade_Level}
        onChange={(value) => set('Grade_Level', value)}
        required
      />
      <CheckboxGroupField
        legend={msg('Speciality')}
        keys={SPECIALITIES}
        labels={SPECIALITY_LABELS}
        value={values.Speciality}
        onChange={(value) => set('Speciality', value)}
        required
      />
    </PersonProfile>
  );
}
