import { useQuery } from '@tanstack/react-query';
import type { Student } from '@prep/domain';
import { api } from '../../api';
import { ROSTER_KEY } from '../people/roster';

/** GET /api/student/: the client's students under Select Student (reloaded with the roster). */
export function useDashboardStudents(clientId: number | null) {
  return useQuery({
    queryKey: [...ROSTER_KEY, 'dashboard-students', clientId],
    queryFn: () => api.get<Student[]>('/api/student/'),
  });
}
