import { useQuery } from '@tanstack/react-query';
import { getStudents, peopleKeys } from '../../api/people';

/** GET /api/student/: the client's students under Select Student (reloaded with the roster). */
export function useDashboardStudents(clientId: number | null) {
  return useQuery({
    queryKey: peopleKeys.dashboardStudents(clientId),
    queryFn: getStudents,
  });
}
