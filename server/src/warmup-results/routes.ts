import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ASSIGNMENT_DELETED,
  assignWarmupSchema,
  isIdempotencyKey,
  WARMUP_ASSIGNED,
  warmupDraftSchema,
  warmupPauseSchema,
  warmupResultAdminUpdateSchema,
  warmupSubmissionSchema,
} from '@prep/domain';
import { students, warmupResults } from '../db/schema/index';
import { assertStudentAccess, requireRole, requireSignedIn } from '../plugins/auth';
import { badRequest, notFound } from '../plugins/errors';
import { updateByAdmin } from './admin';
import { assignWarmup } from './assign';
import { detailView, loadForScreen, reachableResult, studentResults } from './queries';
import { submitWarmup } from './submit';
import { pauseWarmup, saveDraft, startWarmup } from './taking';
import { parseBody } from './validate';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const studentParams = z.object({ studentid: z.coerce.number().int().positive() });
const requireAdmin = requireRole('superadmin', 'clientadmin');
const requireStudent = requireRole('student');

export default async function warmupResultRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const grace = () => app.config.warmupGraceSeconds;

  app.get(
    '/api/warmup-resultbyid/:studentid/',
    { onRequest: requireSignedIn, schema: { params: studentParams, tags: ['warmup results'] } },
    async (request) => {
      const [student] = await app.db
        .select({ student_id: students.student_id, client: students.client })
        .from(students)
        .where(eq(students.student_id, request.params.studentid));
      if (!student) throw notFound();
      assertStudentAccess(request.user, student);
      return studentResults(app.db, request.user, student.student_id, new Date());
    },
  );

  app.post(
    '/api/warmup-result/',
    { onRequest: requireAdmin, schema: { body: assignWarmupSchema, tags: ['warmup results'] } },
    async (request, reply) => {
      const assigned = await assignWarmup(app.db, request.user, request.body);
      const view = await detailView(app.db, request.user, assigned, new Date());
      return reply.status(201).send({ ...view, message: WARMUP_ASSIGNED });
    },
  );

  app.get(
    '/api/warmup-result/:id/',
    { onRequest: requireSignedIn, schema: { params: idParams, tags: ['warmup results'] } },
    async (request) => {
      const loaded = await loadForScreen(app.db, app.db, request.params.id);
      if (!loaded) throw notFound();
      assertStudentAccess(request.user, { student_id: loaded.row.student, client: loaded.client });
      return detailView(app.db, request.user, loaded, new Date());
    },
  );

  // A student submits (body: the answers); an administrator releases, changes the timer or comments.
  app.put(
    '/api/warmup-result/:id/',
    { onRequest: requireSignedIn, schema: { params: idParams, body: z.looseObject({}), tags: ['warmup results'] } },
    async (request, reply) => {
      if (request.user.role !== 'student') {
        const body = parseBody(warmupResultAdminUpdateSchema, request.body);
        return updateByAdmin(app.db, request.user, request.params.id, body, new Date());
      }
      const body = parseBody(warmupSubmissionSchema, request.body);
      const header = request.headers['idempotency-key'];
      const key = typeof header === 'string' ? header.trim() : undefined;
      if (key !== undefined && !isIdempotencyKey(key)) throw badRequest('Idempotency-Key must be 1 to 200 printable characters');
      const outcome = await submitWarmup(app.db, app.db, request.user, request.params.id, { answers: body.result, key }, new Date(), grace());
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return outcome.body;
    },
  );

  app.delete(
    '/api/warmup-result/:id/',
    { onRequest: requireAdmin, schema: { params: idParams, tags: ['warmup results'] } },
    async (request) => {
      await app.db.transaction(async (tx) => {
        await reachableResult(tx, request.user, request.params.id, true);
        await tx.delete(warmupResults).where(eq(warmupResults.result_id, request.params.id));
      });
      return { message: ASSIGNMENT_DELETED, result_id: request.params.id };
    },
  );

  // Opening the test screen: starts the clock the first time, resumes it after a pause, and answers
  // with everything the screen needs (questions without answers, saved answers, time left).
  app.post(
    '/api/warmup-result/:id/start/',
    { onRequest: requireStudent, schema: { params: idParams, tags: ['warmup results'] } },
    async (request) => startWarmup(app.db, request.user, request.params.id, new Date()),
  );

  app.post(
    '/api/warmup-result/:id/pause/',
    { onRequest: requireStudent, schema: { params: idParams, body: warmupPauseSchema, tags: ['warmup results'] } },
    async (request) => pauseWarmup(app.db, request.user, request.params.id, request.body?.answers, new Date(), grace()),
  );

  app.put(
    '/api/warmup-result/:id/draft/',
    { onRequest: requireStudent, schema: { params: idParams, body: warmupDraftSchema, tags: ['warmup results'] } },
    async (request) => saveDraft(app.db, request.user, request.params.id, request.body.answers, new Date(), grace()),
  );
}
