import { useQuery } from '@tanstack/react-query';
import type { CourseRecord } from '@prep/domain';
import { api } from '../api';

/** The courses list, shared by Manage Subjects, Grant Test Access and the student form's programs. */
export const COURSES_KEY = ['courses'] as const;

/** GET /api/courses/: every course (a program a student enrols in, a test type). */
export function useCourses({ staleTime }: { staleTime?: number } = {}) {
  return useQuery({ queryKey: COURSES_KEY, queryFn: () => api.get<CourseRecord[]>('/api/courses/'), staleTime });
}
