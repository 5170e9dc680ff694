import { studentTarget } from '../taking/check';
import { sittingKindRoutes } from './admin-routes';
import { assignSitting } from './assign';

/**
 * Real tests (master sittings, client-student-warmups §7): assigned by administrators, taken by the
 * student on screen (or entered from paper), graded by the server, released, reviewed. The routes
 * (/api/mastersitting/…, /api/mastersittingbystudentid/…) are admin-routes.ts's and sitting-routes.ts's.
 */
export const sittingRoutes = sittingKindRoutes('master', {
  target: (db, body) => studentTarget(db, body.student),
  assign: assignSitting,
});
