import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignQuizToClientSchema,
  GRANT_EXISTS,
  offeredTestsQuerySchema,
  quizAssignedMessage,
  SELECT_A_TEST,
  SELECT_CLIENT,
  updateQuizGrantSchema,
  type QuizGrant,
} from '@prep/domain';
import type { Db, Tx } from '../db/client';
import { assignedQuizzes, clientAdmins } from '../db/schema/index';
import { requireRole } from '../plugins/auth';
import { badRequest, conflict, notFound } from '../plugins/errors';
import { assertGrantable, offeredTests } from './offered';

const idParams = z.object({ id: z.coerce.number().int().positive() });

type GrantRow = typeof assignedQuizzes.$inferSelect;
const grantView = (row: GrantRow): QuizGrant => ({
  id: row.id,
  client: row.client,
  clientname: row.clientname,
  assignedquiz: row.assignedquiz,
  assigned_warmup: row.assigned_warmup,
});

/** The client admin a grant is keyed by; an unknown email is a client not chosen. */
async function adminByEmail(db: Db | Tx, email: string) {
  const [admin] = await db.select().from(clientAdmins).where(eq(clientAdmins.email, email));
  if (!admin) throw badRequest(SELECT_CLIENT, { clientname: [SELECT_CLIENT] });
  return admin;
}

const nameOf = (admin: { FirstName: string; LastName: string }) => `${admin.FirstName} ${admin.LastName}`.trim();

export default async function grantRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Super admin: every client's grant. Client admin (or API key): its own client's, as a one-entry list.
  app.get(
    '/api/assignquiztoclient/',
    { onRequest: requireRole('superadmin', 'clientadmin'), schema: { tags: ['grants'] } },
    async (request) => {
      const { role, client_id } = request.user;
      const rows =
        role === 'superadmin'
          ? await app.db.select().from(assignedQuizzes).orderBy(asc(assignedQuizzes.id))
          : await app.db.select().from(assignedQuizzes).where(eq(assignedQuizzes.client, client_id ?? -1));
      return rows.map(grantView);
    },
  );

  // The tests the Grant Test Access screen offers for a test type (Warmup: the warm-up sets).
  app.get(
    '/api/assignquiztoclient/offered/',
    { onRequest: requireRole('superadmin'), schema: { querystring: offeredTestsQuerySchema, tags: ['grants'] } },
    async (request) => offeredTests(app.db, request.query.test_type),
  );

  app.post(
    '/api/assignquiztoclient/',
    { onRequest: requireRole('superadmin'), schema: { body: assignQuizToClientSchema, tags: ['grants'] } },
    async (request, reply) => {
      const body = request.body;
      const created = await app.db.transaction(async (tx) => {
        const admin = await adminByEmail(tx, body.clientname);
        await assertGrantable(tx, body);
        const [row] = await tx
          .insert(assignedQuizzes)
          .values({ client: admin.client, clientname: body.clientname, assignedquiz: JSON.stringify(body.assignedquiz), assigned_warmup: body.assigned_warmup })
          .onConflictDoNothing()
          .returning();
        if (!row) throw conflict(GRANT_EXISTS, { clientname: [GRANT_EXISTS] });
        return { row, admin };
      });
      return reply.status(201).send({ ...grantView(created.row), message: quizAssignedMessage(nameOf(created.admin)) });
    },
  );

  app.put(
    '/api/assignquiztoclient/:id/',
    { onRequest: requireRole('superadmin'), schema: { params: idParams, body: updateQuizGrantSchema, tags: ['grants'] } },
    async (request) => {
      const body = request.body;
      const result = await app.db.transaction(async (tx) => {
        const [existing] = await tx.select().from(assignedQuizzes).where(eq(assignedQuizzes.id, request.params.id)).for('update');
        if (!existing) throw notFound();
        const admin = await adminByEmail(tx, body.clientname ?? existing.clientname);
        // The grant belongs to a client: it may be re-keyed to another admin of that client, never moved.
        if (admin.client !== existing.client) {
          throw badRequest('This admin belongs to another client', { clientname: ['This admin belongs to another client'] });
        }
        await assertGrantable(tx, body);
        const assignedquiz = body.assignedquiz ? JSON.stringify(body.assignedquiz) : existing.assignedquiz;
        const assigned_warmup = body.assigned_warmup ?? existing.assigned_warmup;
        if (assignedquiz.replace(/\s/g, '') === '[]' && assigned_warmup.length === 0) {
          throw badRequest(SELECT_A_TEST, { assignedquiz: [SELECT_A_TEST] });
        }
        const [row] = await tx
          .update(assignedQuizzes)
          .set({ clientname: admin.email, assignedquiz, assigned_warmup })
          .where(eq(assignedQuizzes.id, existing.id))
          .returning();
        return { row: row!, admin };
      });
      return { ...grantView(result.row), message: quizAssignedMessage(nameOf(result.admin)) };
    },
  );
}
