import { useQuery } from '@tanstack/react-query';
import { courseKeys, getCourses } from '../api/courses';

/** Every course (a program a student enrols in, a test type): Manage Subjects, Grant Test Access, the student form. */
export function useCourses({ staleTime }: { staleTime?: number } = {}) {
  return useQuery({ queryKey: courseKeys.all, queryFn: getCourses, staleTime });
}
