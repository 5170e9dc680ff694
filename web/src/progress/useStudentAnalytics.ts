import { useQuery } from '@tanstack/react-query';
import { getStudentProgress, getStudentSkills, progressKeys } from '../api/progress';

/** A student's progress and skills, read side by side. */
export function useStudentAnalytics(studentId: number) {
  const enabled = Number.isInteger(studentId) && studentId > 0;
  const progress = useQuery({
    queryKey: progressKeys.progress(studentId),
    queryFn: () => getStudentProgress(studentId),
    enabled,
  });
  const skills = useQuery({
    queryKey: progressKeys.skills(studentId),
    queryFn: () => getStudentSkills(studentId),
    enabled,
  });
  return { progress, skills };
}
