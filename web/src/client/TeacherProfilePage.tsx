import { Checkbox, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  HIGH_DEGREES,
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

/** The grid of the form, in the spec's order. */
const GRID: FieldSpecs<TeacherFormField> = {
  Prefix: { kind: 'choice', label: 'Prefix', options: TEACHER_PREFIXES, placeholder: 'Select' },
  ...nameFields('First_Name', 'Middle_Name', 'Last_Name'),
  Email: EMAIL_FIELD,
  Mobile: { ...MOBILE_FIELD, required: true },
  ...EMERGENCY_CONTACT_FIELDS,
  ...addressFields('Address'),
  Ap_Classess: { label: 'AP Classes' },
};
const NOTES: FieldSpecs<TeacherFormField> = { Notes_Comments: { label: 'Notes / Comments', multiline: true } };

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

const TEXTS = {
  title: 'Manage Teacher Profile',
  listTitle: 'Teachers',
  editing: 'Edit teacher',
  creating: 'New teacher',
  dropdown: 'select teacher',
  none: 'select Teacher',
  addNew: 'Add New Teacher',
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
    </PersonProfile>
  );
}
