import { useParams } from 'react-router';
import { useSession } from '../session';

const AREA = { student: '/student', clientadmin: '/client', teacher: '/teacher', superadmin: '/superadmin' } as const;

/**
 * Whose progress a screen shows: the student signed in (their own, /student/progress), or the one in the
 * address (/client/student/7/progress). `own` says which, so links stay in the viewer's area.
 */
export function useProgressStudent() {
  const session = useSession();
  const { studentId } = useParams();
  const area = session ? AREA[session.role] : '/student';
  if (studentId === undefined) return { studentId: Number(session?.claims.sub), own: true, area };
  return { studentId: Number(studentId), own: false, area };
}
