// A client's teachers and students: the records, the roster reads and the import and export files
// (/api/teacher/, /api/student/, /api/import-teacher/, /api/import-student/, the roster routes), and the
// teacher's invitation to sign in (/api/teacher/{id}/invite/).
import type {
  CorrespondingTeachers,
  ImportSuccess,
  MessageAnswer,
  Student,
  StudentCreateInput,
  StudentSaved,
  StudentUpdateInput,
  TeachersAndStudents,
  TeacherInput,
  TeacherSaved,
} from '@prep/domain';
import { api } from './index';

export type PeopleList = 'teachers' | 'students';

/** Every roster load sits under ['roster'], so a change to a teacher or a student reloads them all. */
const ROSTER = ['roster'] as const;
export const peopleKeys = {
  roster: ROSTER,
  rosterOf: (kind: PeopleList, clientId: number | null) => [...ROSTER, kind, clientId] as const,
  dashboardStudents: (clientId: number | null) => [...ROSTER, 'dashboard-students', clientId] as const,
};

export const getCorrespondingTeachers = (clientId: number) =>
  api.get<CorrespondingTeachers>(`/api/corresponding-teacher/${clientId}`);
export const getTeachersAndStudents = (clientId: number) =>
  api.get<TeachersAndStudents>(`/api/teacherandstudent/${clientId}`);
/** The caller's client's students (Select Student on the Admin Dashboard). */
export const getStudents = () => api.get<Student[]>('/api/student/');

export const saveTeacher = (id: number | null, body: TeacherInput) =>
  id === null ? api.post<TeacherSaved>('/api/teacher/', body) : api.put<TeacherSaved>(`/api/teacher/${id}/`, body);
export const deleteTeacher = (id: number) => api.delete<MessageAnswer>(`/api/teacher/${id}/`);
/** Mails the teacher a link to set a password and sign in at /teacher. */
export const inviteTeacher = (id: number) => api.post<MessageAnswer>(`/api/teacher/${id}/invite/`);
export const saveStudent = (id: number | null, body: StudentCreateInput | StudentUpdateInput) =>
  id === null ? api.post<StudentSaved>('/api/student/', body) : api.put<StudentSaved>(`/api/student/${id}/`, body);
export const deleteStudent = (id: number) => api.delete<MessageAnswer>(`/api/student/${id}/`);

const IMPORT_PATH: Record<PeopleList, string> = { teachers: '/api/import-teacher/', students: '/api/import-student/' };
const EXPORT_PATH: Record<PeopleList, string> = {
  teachers: '/api/teacher/export.csv',
  students: '/api/student/export.csv',
};

/**
 * An import file: 'create' adds its records (POST), 'update' changes existing ones (PUT). A CSV file goes as
 * it is (text/csv), so the server's report names the file's lines; a JSON file's records as the list.
 */
export const importPeople = (list: PeopleList, mode: 'create' | 'update', file: Record<string, unknown>[] | Blob) => {
  const body = file instanceof Blob ? file : { [list]: file };
  return mode === 'create'
    ? api.post<ImportSuccess>(IMPORT_PATH[list], body)
    : api.put<ImportSuccess>(IMPORT_PATH[list], body);
};

/** The list as a CSV file's text. */
export const exportPeopleCsv = (list: PeopleList) => api.get<string>(EXPORT_PATH[list]);
