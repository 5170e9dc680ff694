// A student's progress and skill mastery (issue 20): /api/analytics/student/{id}/progress/ and skills/.
import type { StudentProgress, StudentSkills } from '@prep/domain';
import { api } from './index';

export const progressKeys = {
  progress: (studentId: number) => ['analytics', 'student', studentId, 'progress'] as const,
  skills: (studentId: number) => ['analytics', 'student', studentId, 'skills'] as const,
};

export const getStudentProgress = (studentId: number) =>
  api.get<StudentProgress>(`/api/analytics/student/${studentId}/progress/`);
export const getStudentSkills = (studentId: number) =>
  api.get<StudentSkills>(`/api/analytics/student/${studentId}/skills/`);
