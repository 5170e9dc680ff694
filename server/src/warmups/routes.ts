import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkWarmupRow,
  importWarmupSchema,
  SELECT_WARMUP_TEST,
  WARMUP_ADDED,
  WARMUP_COURSE_TYPE,
  WARMUP_DELETED,
  WARMUP_UPDATED,
  warmupImportedMessage,
  warmupSchema,
  warmupUpdateSchema,
} from '@prep/domain';
import { quizzes, warmupResults, warmups } from '../db/schema/index';
import { requireRole, requireSignedIn, userId } from '../plugins/auth';
import { badRequest, forbidden, notFound } from '../plugins/errors';
import { grantOf, studentWarmupSetIds } from '../quizzes/access';
import { bumpWarmupsVersion, dropFromOpenResults, warmupFields, warmupSetOrFail, withoutAnswer } from './queries';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const listQuery = z.object({ set_no: z.coerce.number().int().positive().optional() });

export default async function warmupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // The warm-ups of one set, in set order. A student gets them without answers, and only for a set assigned to them.
  app.get(
    '/api/warmupByset/:id/',
    { onRequest: requireSignedIn, schema: { params: idParams, tags: ['warmups'] } },
    async (request) => {
      const setNo = request.params.id;
      const [set] = await app.db.select({ id: quizzes.master_qnsbank_id }).from(quizzes).where(eq(quizzes.master_qnsbank_id, setNo));
      if (!set) throw notFound();
      const { role, client_id } = request.user;
      if (role === 'clientadmin') {
        const grant = client_id === null ? undefined : await grantOf(app.db, client_id);
        if (!grant?.warmups.includes(setNo)) throw forbidden();
      }
      if (role === 'student' && !(await studentWarmupSetIds(app.db, userId(request.user))).has(setNo)) throw forbidden();
      const rows = await app.db.select().from(warmups).where(eq(warmups.set_no, setNo)).orderBy(asc(warmups.warmup_id));
      return role === 'student' ? rows.map(withoutAnswer) : rows;
    },
  );

  // Every warm-up the caller may see (optionally of one set): super admin all; client admin those of
  // its granted sets; a student those in their assigned warm-ups, without answers.
  app.get(
    '/api/warmup/',
    { onRequest: requireSignedIn, schema: { querystring: listQuery, tags: ['warmups'] } },
    async (request) => {
      const { role, client_id } = request.user;
      const { set_no } = request.query;
      if (role === 'superadmin') {
        const where = set_no ? eq(warmups.set_no, set_no) : undefined;
        return app.db.select().from(warmups).where(where).orderBy(asc(warmups.warmup_id));
      }
      if (role === 'clientadmin') {
        const granted = (client_id === null ? undefined : await grantOf(app.db, client_id))?.warmups ?? [];
        const sets = set_no ? granted.filter((s) => s === set_no) : granted;
        if (sets.length === 0) return [];
        return app.db.select().from(warmups).where(inArray(warmups.set_no, sets)).orderBy(asc(warmups.warmup_id));
      }
      const results = await app.db
        .select({ ids: warmupResults.assigned_questions })
        .from(warmupResults)
        .where(eq(warmupResults.student, userId(request.user)));
      const ids = [...new Set(results.flatMap((r) => r.ids))];
      if (ids.length === 0) return [];
      const rows = await app.db.select().from(warmups).where(inArray(warmups.warmup_id, ids)).orderBy(asc(warmups.warmup_id));
      return rows.filter((w) => !set_no || w.set_no === set_no).map(withoutAnswer);
    },
  );

  app.post(
    '/api/warmup/',
    { onRequest: requireRole('superadmin'), schema: { body: warmupSchema, tags: ['warmups'] } },
    async (request, reply) => {
      await warmupSetOrFail(app.db, request.body.set_no);
      const fields = warmupFields(request.body);
      const created = await app.db.transaction(async (tx) => {
        const [row] = await tx.insert(warmups).values({ ...fields, set_no: request.body.set_no }).returning();
        await bumpWarmupsVersion(tx, [request.body.set_no]);
        return row!;
      });
      return reply.status(201).send({ ...created, message: WARMUP_ADDED });
    },
  );

  app.put(
    '/api/warmup/:id/',
    { onRequest: requireRole('superadmin'), schema: { params: idParams, body: warmupUpdateSchema, tags: ['warmups'] } },
    async (request) => {
      const fields = warmupFields(request.body);
      const updated = await app.db.transaction(async (tx) => {
        const [row] = await tx.update(warmups).set(fields).where(eq(warmups.warmup_id, request.params.id)).returning();
        if (row) await bumpWarmupsVersion(tx, [row.set_no]);
        return row;
      });
      if (!updated) throw notFound();
      return { ...updated, message: WARMUP_UPDATED };
    },
  );

  app.delete(
    '/api/warmup/:id/',
    { onRequest: requireRole('superadmin'), schema: { params: idParams, tags: ['warmups'] } },
    async (request) => {
      const deleted = await app.db.transaction(async (tx) => {
        const [row] = await tx.delete(warmups).where(eq(warmups.warmup_id, request.params.id)).returning();
        if (row) {
          await dropFromOpenResults(tx, row.warmup_id);
          await bumpWarmupsVersion(tx, [row.set_no]);
        }
        return row;
      });
      if (!deleted) throw notFound();
      return { message: WARMUP_DELETED, warmup_id: deleted.warmup_id };
    },
  );

  // All or nothing: every row is checked (operands, operator, answer, set) before one insert in one transaction.
  app.post(
    '/api/import-warmup/',
    { onRequest: requireRole('superadmin'), schema: { body: importWarmupSchema, tags: ['warmups'] } },
    async (request, reply) => {
      const rows = request.body.warmups;
      const setIds = [...new Set(rows.map((r) => r.set_no))];
      const sets = await app.db
        .select({ id: quizzes.master_qnsbank_id, name: quizzes.test_name, type: quizzes.test_type })
        .from(quizzes)
        .where(inArray(quizzes.master_qnsbank_id, setIds));
      const warmupSets = new Map(sets.filter((s) => s.type === WARMUP_COURSE_TYPE).map((s) => [s.id, s.name]));
      const fields: Record<string, string[]> = {};
      const values = rows.map((row, i) => {
        if (!warmupSets.has(row.set_no)) fields[`warmups.${i}.set_no`] = [SELECT_WARMUP_TEST];
        const checked = checkWarmupRow(row);
        if ('problem' in checked) {
          fields[`warmups.${i}.equation`] = [`Equation ${i + 1} ${checked.problem}`];
          return undefined;
        }
        return { ...checked, set_no: row.set_no };
      });
      const first = Object.values(fields)[0]?.[0];
      if (first) throw badRequest(first, fields);
      const created = await app.db.transaction(async (tx) => {
        const rows = await tx.insert(warmups).values(values.map((v) => v!)).returning();
        await bumpWarmupsVersion(tx, setIds);
        return rows;
      });
      const names = setIds.map((id) => warmupSets.get(id)!).join(', ');
      return reply.status(201).send({ message: warmupImportedMessage(names), count: created.length, warmups: created });
    },
  );
}
