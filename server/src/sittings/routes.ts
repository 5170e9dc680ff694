import {
  assignSittingSchema,
  masterSittingAssignedSchema,
  masterSittingSummarySchema,
  TEST_ASSIGNED,
  updateSittingSchema,
} from '@prep/domain';
import { sittingFacts } from '../access/facts';
import type { KindRoutes } from '../taking/routes';
import { registerSittingAdmin } from './admin-routes';
import { assignSitting, assignTarget } from './assign';
import { registerTakingRoutes } from './sitting-routes';
import { asMaster } from './views';

const tags = ['sittings'];

/**
 * Real tests (master sittings, client-student-warmups §7): assigned by administrators, taken by the
 * student on screen (or entered from paper), graded by the server, released, reviewed. Registered with
 * every kind by taking/routes.ts.
 */
export const sittingRoutes: KindRoutes = {
  kind: 'master',
  // GET and POST /api/mastersitting/, GET /api/mastersittingbystudentid/{studentid}/, GET, PUT and
  // DELETE /api/mastersitting/{id}/: admin-routes.ts.
  admin: (app) =>
    registerSittingAdmin(app, {
      kind: 'master',
      name: 'mastersitting',
      tags,
      schemas: {
        summary: masterSittingSummarySchema,
        assign: assignSittingSchema,
        assigned: masterSittingAssignedSchema,
        update: updateSittingSchema,
      },
      view: asMaster,
      assignedMessage: TEST_ASSIGNED,
      facts: sittingFacts,
      listsByMaster: false,
      assignTarget: (db, body) => assignTarget(db, body.student),
      assign: assignSitting,
    }),
  // The student's POST /api/mastersitting/{id}/start/, pause/ and submit/ and PUT …/answer/; GET
  // …/review/; the administrator's GET …/analysis/ and POST …/paper/: sitting-routes.ts.
  taking: (app) => registerTakingRoutes(app, { kind: 'master', base: '/api/mastersitting', tags, facts: sittingFacts }),
};
