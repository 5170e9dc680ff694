import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { quizBodySchema, WARMUP_COURSE_ID, WARMUP_COURSE_TYPE, WARMUP_TYPE_LOCKED, type AccessClaims, type QuizBody } from '@prep/domain';
import type { Db, Tx } from '../db/client';
import { assignedQuizzes, courses, quizzes, warmupResults } from '../db/schema/index';
import { requireRole, requireSignedIn, userId } from '../plugins/auth';
import { badRequest, forbidden, notFound } from '../plugins/errors';
import { parseIdList, studentReleasedQuizIds, visibleQuizIds } from './access';
import { listQuizzes, nestQuizzes, quizView } from './queries';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const listQuery = z.object({ test_type: z.string().trim().min(1).optional() });

/** The course of a test: 6 for a warm-up set, else the course whose course_type is the test type. */
async function courseOf(db: Db, body: QuizBody): Promise<number> {
  if (body.test_type === WARMUP_COURSE_TYPE) return WARMUP_COURSE_ID;
  const [course] = await db.select({ id: courses.course_id }).from(courses).where(eq(courses.course_type, body.test_type));
  if (!course) throw badRequest('Unknown test type', { test_type: ['Unknown test type'] });
  if ('course' in body && body.course !== undefined && body.course !== course.id) {
    throw badRequest('The course does not match the test type', { course: ['The course does not match the test type'] });
  }
  return course.id;
}

/** What a viewer may see of the answers: admins everything, a student only tests of theirs that were released. */
async function revealedFor(db: Db, user: AccessClaims) {
  return user.role === 'student' ? studentReleasedQuizIds(db, userId(user)) : ('all' as const);
}

/** Takes a deleted quiz out of every client's grant, in the deleting transaction. */
async function removeFromGrants(tx: Tx, quizId: number) {
  const grants = await tx.select().from(assignedQuizzes);
  for (const grant of grants) {
    const quizIds = parseIdList(grant.assignedquiz);
    if (!quizIds.includes(quizId) && !grant.assigned_warmup.includes(quizId)) continue;
    await tx
      .update(assignedQuizzes)
      .set({ assignedquiz: JSON.stringify(quizIds.filter((id) => id !== quizId)), assigned_warmup: grant.assigned_warmup.filter((id) => id !== quizId) })
      .where(eq(assignedQuizzes.id, grant.id));
  }
}

export default async function quizRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/quiz/quiz/',
    { onRequest: requireSignedIn, schema: { querystring: listQuery, tags: ['quizzes'] } },
    async (request) => {
      const visible = await visibleQuizIds(app.db, request.user);
      const rows = await listQuizzes(app.db, { ids: visible === 'all' ? undefined : visible, test_type: request.query.test_type });
      return nestQuizzes(app.db, rows, { viewer: request.user, revealed: await revealedFor(app.db, request.user) });
    },
  );

  app.get(
    '/quiz/quiz/:id/',
    { onRequest: requireSignedIn, schema: { params: idParams, tags: ['quizzes'] } },
    async (request) => {
      const { id } = request.params;
      const [row] = await app.db.select().from(quizzes).where(eq(quizzes.master_qnsbank_id, id));
      if (!row) throw notFound();
      const visible = await visibleQuizIds(app.db, request.user);
      if (visible !== 'all' && !visible.has(id)) throw forbidden();
      const [quiz] = await nestQuizzes(app.db, [row], { viewer: request.user, revealed: await revealedFor(app.db, request.user) });
      return quiz;
    },
  );

  app.post(
    '/quiz/quiz/',
    { onRequest: requireRole('superadmin'), schema: { body: quizBodySchema, tags: ['quizzes'] } },
    async (request, reply) => {
      const course = await courseOf(app.db, request.body);
      const [created] = await app.db.insert(quizzes).values({ ...request.body, course }).returning();
      return reply.status(201).send(quizView(created!));
    },
  );

  app.put(
    '/quiz/quiz/:id/',
    { onRequest: requireRole('superadmin'), schema: { params: idParams, body: quizBodySchema, tags: ['quizzes'] } },
    async (request) => {
      const [existing] = await app.db.select().from(quizzes).where(eq(quizzes.master_qnsbank_id, request.params.id));
      if (!existing) throw notFound();
      // Warm-ups hang off a warm-up set and questions off other tests: the kind cannot change under them.
      if ((existing.test_type === WARMUP_COURSE_TYPE) !== (request.body.test_type === WARMUP_COURSE_TYPE)) {
        throw badRequest(WARMUP_TYPE_LOCKED, { test_type: [WARMUP_TYPE_LOCKED] });
      }
      const course = await courseOf(app.db, request.body);
      const [updated] = await app.db
        .update(quizzes)
        .set({ ...request.body, course })
        .where(eq(quizzes.master_qnsbank_id, request.params.id))
        .returning();
      return quizView(updated!);
    },
  );

  app.delete(
    '/quiz/quiz/:id/',
    { onRequest: requireRole('superadmin'), schema: { params: idParams, tags: ['quizzes'] } },
    async (request) => {
      const deleted = await app.db.transaction(async (tx) => {
        const [row] = await tx.delete(quizzes).where(eq(quizzes.master_qnsbank_id, request.params.id)).returning();
        if (row) {
          await removeFromGrants(tx, row.master_qnsbank_id);
          // warmup_results.warmup_set_no has no foreign key (see the schema): its results go here.
          await tx.delete(warmupResults).where(eq(warmupResults.warmup_set_no, row.master_qnsbank_id));
        }
        return row;
      });
      if (!deleted) throw notFound();
      return { message: 'Deleted!', master_qnsbank_id: deleted.master_qnsbank_id };
    },
  );

  // Flat lists for the test browser and the test form: the quizzes the caller may see, and every course.
  app.get(
    '/quiz/quizwithcourse/',
    { onRequest: requireSignedIn, schema: { querystring: listQuery, tags: ['quizzes'] } },
    async (request) => {
      const visible = await visibleQuizIds(app.db, request.user);
      const [rows, course] = await Promise.all([
        listQuizzes(app.db, { ids: visible === 'all' ? undefined : visible, test_type: request.query.test_type }),
        app.db.select().from(courses).orderBy(asc(courses.course_id)),
      ]);
      return { quiz: rows.map(quizView), course };
    },
  );
}
