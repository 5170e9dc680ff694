import { DRAFT } from '../taking/audit-events';
import {
  assignWarmupSchema,
  idParams,
  WARMUP_ASSIGNED,
  warmupAssignedSchema,
  warmupDraftSavedSchema,
  warmupDraftSchema,
  warmupPauseSchema,
  warmupResultAdminUpdateSchema,
  warmupResultDeletedSchema,
  warmupResultDetailSchema,
  warmupResultListItemSchema,
  warmupSubmissionReviewSchema,
  warmupSubmissionSchema,
} from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isStudent } from '../access/principal';
import { warmupResultFacts } from '../access/facts';
import { idempotencyKeyOf, REPLAYED_HEADER } from '../taking/idempotency';
import { removeResult, updateByAdmin } from './admin';
import { assignWarmup } from './assign';
import { studentTarget } from '../taking/check';
import { ownerFacts } from '../taking/owner';
import { detailView, readForScreen, studentResults } from './read';
import { loadForScreen, loadStudentList, readForSubmission } from './statements';
import { submitWarmup } from './submit';
import { pauseWarmup, saveDraft, startWarmup } from './answering';
import { parseWith } from '../plugins/validate';
import type { KindRoutes } from '../taking/routes';

const tags = ['warmup-results'];
const params = idParams('id');

/** Warm-up results: assigned by administrators, taken and submitted by the student. Registered with every kind by taking/routes.ts. */
export const warmupResultRoutes: KindRoutes = { kind: 'warmup', admin: adminRoutes, taking: takingRoutes };

/** The administrator's: the list of a student's, the assignment, one result, its update (or the submission), the removal. */
function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const grace = () => app.config.graceSeconds;

  app.get(
    '/api/warmup-resultbyid/:studentid/',
    {
      config: { access: 'warmupResult.list' },
      schema: { params: idParams('studentid'), tags, response: { 200: z.array(warmupResultListItemSchema) } },
    },
    // One statement brings the student (the access facts) and their results.
    async (request) => {
      const { scope, record } = await request.authorize(loadStudentList(app.db, request.params.studentid), (list) => ({
        client: list.client,
        student: list.student,
      }));
      return studentResults(scope, record, new Date());
    },
  );

  app.post(
    '/api/warmup-result/',
    {
      config: { access: 'warmupResult.assign', audit: 'warmup_result.assigned' },
      schema: { body: assignWarmupSchema, tags, response: { 201: warmupAssignedSchema } },
    },
    async (request, reply) => {
      const scope = await request.authorize(studentTarget(app.db, request.body.student));
      const assigned = await assignWarmup(app.db, scope, request.body);
      const view = await detailView(app.db, scope, assigned, new Date());
      return reply.status(201).send({ ...view, message: WARMUP_ASSIGNED });
    },
  );

  // The test screen's read, the busiest route: its one statement also brings the facts the access
  // check needs. The owning student's first read opens the warm-up (see readForScreen).
  app.get(
    '/api/warmup-result/:id/',
    { config: { access: 'warmupResult.read' }, schema: { params, tags, response: { 200: warmupResultDetailSchema } } },
    async (request) => {
      const { scope, record } = await request.authorize(loadForScreen(app.db, app.db, request.params.id), ownerFacts);
      return readForScreen(app.db, scope, record, new Date());
    },
  );

  // One URL, two bodies: an administrator releases, changes the timer or comments; the student
  // submits the answers (graded on the server, applied once; the read authorises, see submit.ts).
  app.put(
    '/api/warmup-result/:id/',
    {
      config: {
        access: 'warmupResult.update',
        audit: ['warmup_result.updated', 'warmup_result.released', 'warmup_result.submitted', 'warmup_result.graded'],
      },
      // One URL, a body per role: the union declares both (the OpenAPI document, the fuzz test); the
      // caller's role picks the one that applies, checked after the access check, so a student's
      // admin body is a 403 before it is a 400 (the union's own failure is set aside for that).
      attachValidation: true,
      schema: {
        params,
        body: z.union([warmupSubmissionSchema.loose(), warmupResultAdminUpdateSchema.loose()]),
        tags,
        response: { 200: z.union([warmupResultDetailSchema, warmupSubmissionReviewSchema]) },
      },
    },
    async (request, reply) => {
      // Only the body's failure waits for the role; a bad id or header is refused as on every route.
      const invalid = request.validationError;
      if (invalid && invalid.validationContext !== 'body') throw invalid;
      const now = new Date();
      if (!isStudent(request.user)) {
        const scope = await request.authorize(warmupResultFacts(app.db, request.params.id));
        const body = parseWith(warmupResultAdminUpdateSchema, request.body);
        return updateByAdmin(app.db, scope, request.params.id, body, now);
      }
      const { scope, record: read } = await request.authorize(readForSubmission(app.db, request.params.id), ownerFacts);
      const body = parseWith(warmupSubmissionSchema, request.body);
      const key = idempotencyKeyOf(request.headers);
      const submission = { answers: body.result, key, now, graceSeconds: grace(), cacheOwner: app.db };
      const outcome = await submitWarmup(app.db, scope, read, submission);
      if (outcome.replayed) reply.header(REPLAYED_HEADER, 'true');
      return outcome.body;
    },
  );

  app.delete(
    '/api/warmup-result/:id/',
    {
      config: { access: 'warmupResult.delete', audit: 'warmup_result.deleted' },
      schema: { params, tags, response: { 200: warmupResultDeletedSchema } },
    },
    async (request) => {
      const scope = await request.authorize(warmupResultFacts(app.db, request.params.id));
      return removeResult(app.db, scope, request.params.id);
    },
  );
}

/** The student's: opening, pause, drafts. */
function takingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const grace = () => app.config.graceSeconds;

  // Opening the test screen: starts the clock the first time, resumes it after a pause, and answers
  // with everything the screen needs (questions without answers, saved answers, time left).
  app.post(
    '/api/warmup-result/:id/start/',
    {
      config: { access: 'warmupResult.take', audit: ['warmup_result.started', 'warmup_result.resumed'] },
      schema: { params, tags, response: { 200: warmupResultDetailSchema } },
    },
    async (request) => {
      const scope = await request.authorize(warmupResultFacts(app.db, request.params.id));
      return startWarmup(app.db, scope, request.params.id, new Date());
    },
  );

  app.post(
    '/api/warmup-result/:id/pause/',
    {
      config: { access: 'warmupResult.take', audit: 'warmup_result.paused' },
      schema: { params, body: warmupPauseSchema, tags, response: { 200: warmupResultDetailSchema } },
    },
    async (request) => {
      const scope = await request.authorize(warmupResultFacts(app.db, request.params.id));
      return pauseWarmup(app.db, scope, request.params.id, request.body?.answers, new Date(), grace());
    },
  );

  app.put(
    '/api/warmup-result/:id/draft/',
    {
      config: { access: 'warmupResult.take', audit: { none: DRAFT } },
      schema: { params, body: warmupDraftSchema, tags, response: { 200: warmupDraftSavedSchema } },
    },
    async (request) => {
      const scope = await request.authorize(warmupResultFacts(app.db, request.params.id));
      return saveDraft(
        app.db,
        scope,
        request.params.id,
        request.body.answers,
        request.body.ms ?? {},
        new Date(),
        grace(),
      );
    },
  );
}
