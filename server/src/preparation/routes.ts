import { sittingKindRoutes } from '../sittings/admin-routes';
import { assignPreparation, preparationTarget } from './assign';

/**
 * Personalized preparation tests (client-student-warmups §3 Personalized sitting, §4, §5): made from a
 * taken real test's wrong and unanswered questions, then taken, graded and released as a real test is,
 * through the routes both kinds of sitting share (/api/personalized/…, /api/personalizedbystudentid/…).
 */
export const preparationRoutes = sittingKindRoutes('personalized', {
  // Made from a master sitting: the access check is on it.
  target: (db, body) => preparationTarget(db, body.master_sitting),
  assign: assignPreparation,
});
