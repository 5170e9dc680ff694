import {
  assignPersonalizedSchema,
  PREPARATION_TEST_ASSIGNED,
  personalizedSittingAssignedSchema,
  personalizedSittingSummarySchema,
  updatePersonalizedSchema,
} from '@prep/domain';
import { personalizedFacts } from '../access/facts';
import { registerSittingAdmin } from '../sittings/admin-routes';
import { registerTakingRoutes } from '../sittings/sitting-routes';
import { asPersonalized } from '../sittings/views';
import type { KindRoutes } from '../taking/routes';
import { assignPreparation, preparationTarget } from './assign';

const tags = ['preparation'];

/**
 * Personalized preparation tests (client-student-warmups §3 Personalized sitting, §4, §5): made from a
 * taken real test's wrong and unanswered questions, then taken, graded and released as a real test is.
 * Registered with every kind by taking/routes.ts, through the routes both kinds of sitting share.
 */
export const preparationRoutes: KindRoutes = {
  kind: 'personalized',
  // GET (also of one master sitting's, ?master_sitting=) and POST /api/personalized/, GET
  // /api/personalizedbystudentid/{studentid}/, GET, PUT and DELETE /api/personalized/{id}/.
  admin: (app) =>
    registerSittingAdmin(app, {
      kind: 'personalized',
      name: 'personalized',
      tags,
      schemas: {
        summary: personalizedSittingSummarySchema,
        assign: assignPersonalizedSchema,
        assigned: personalizedSittingAssignedSchema,
        update: updatePersonalizedSchema,
      },
      view: asPersonalized,
      assignedMessage: PREPARATION_TEST_ASSIGNED,
      facts: personalizedFacts,
      listsByMaster: true,
      assignTarget: (db, body) => preparationTarget(db, body.master_sitting),
      assign: assignPreparation,
    }),
  // The student's POST /api/personalized/{id}/start/, pause/ and submit/ and PUT …/answer/; GET …/review/;
  // the administrator's GET …/analysis/ and POST …/paper/.
  taking: (app) =>
    registerTakingRoutes(app, { kind: 'personalized', base: '/api/personalized', tags, facts: personalizedFacts }),
};
