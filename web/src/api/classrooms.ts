// Classes (issue 18): a client's classes, their rosters, what is assigned to a whole class, the class
// results and the CSV of memberships (/api/classroom/…, /api/export-classroom/, /api/import-classroom/).
import type {
  Classroom,
  ClassroomAssigned,
  ClassroomAssignInput,
  ClassroomInput,
  ClassroomResults,
  ClassroomTarget,
  ImportSuccess,
} from '@prep/domain';
import { api } from './index';

/** Every class read sits under ['classrooms'], so a change to one reloads the lists and the results. */
const ALL = ['classrooms'] as const;
export const classroomKeys = {
  all: ALL,
  list: (clientId: number | null) => [...ALL, 'list', clientId] as const,
  results: (classroomId: number) => [...ALL, 'results', classroomId] as const,
};

/** A class's add, update or delete answers the class; the screen says the domain's words. */
export const getClassrooms = () => api.get<Classroom[]>('/api/classroom/');
export const saveClassroom = (id: number | null, body: ClassroomInput) =>
  id === null ? api.post<Classroom>('/api/classroom/', body) : api.put<Classroom>(`/api/classroom/${id}/`, body);
export const deleteClassroom = (id: number) => api.delete<unknown>(`/api/classroom/${id}/`);
/** The whole roster of a class. */
export const saveClassroomStudents = (id: number, students: number[]) =>
  api.put<Classroom>(`/api/classroom/${id}/students/`, { students });

export const assignToClassroom = (id: number, body: ClassroomAssignInput) =>
  api.post<ClassroomAssigned>(`/api/classroom/${id}/assign/`, body);
/** The class's open assignments, given to its students who have none of them yet. */
export const assignToNewcomers = (id: number) => api.post<ClassroomAssigned>(`/api/classroom/${id}/newcomers/`);
export const getClassroomResults = (id: number) => api.get<ClassroomResults>(`/api/classroom/${id}/results/`);
export const releaseClassroomResults = (id: number, target: ClassroomTarget) =>
  api.post<{ released: number }>(`/api/classroom/${id}/release/`, target);
export const reassignBelow = (id: number, target: ClassroomTarget, below: number) =>
  api.post<ClassroomAssigned>(`/api/classroom/${id}/reassign/`, { ...target, below });
export const assignPreparationTests = (id: number, masterQnsbank: number) =>
  api.post<ClassroomAssigned>(`/api/classroom/${id}/preparation/`, { master_qnsbank: masterQnsbank });

/** The memberships as a CSV file's text (class_name,teacher_email,student_email). */
export const exportClassroomsCsv = () => api.get<string>('/api/export-classroom/');
/**
 * A CSV file sent as it is (text/csv), as the people imports send theirs; all or nothing. `program`: that of
 * the classes a file without a program column creates.
 */
export const importClassroomsCsv = (file: Blob, program?: string) =>
  api.post<ImportSuccess>(
    program ? `/api/import-classroom/?program=${encodeURIComponent(program)}` : '/api/import-classroom/',
    new Blob([file], { type: 'text/csv' }),
  );
