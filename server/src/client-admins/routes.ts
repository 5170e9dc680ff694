import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CLIENT_ADMIN_MESSAGES,
  clientAdminAdded,
  clientAdminDeleted,
  clientAdminName,
  clientAdminSchema,
  clientAdminUpdated,
  clientAdminUpdateSchema,
} from '@prep/domain';
import { hashPassword } from '../auth/passwords';
import { revokeSessions } from '../auth/revoke';
import { forgetCredentials } from '../clients/queries';
import { clientAdmins } from '../db/schema/index';
import { requireRole } from '../plugins/auth';
import { badRequest, notFound } from '../plugins/errors';
import {
  adminColumns,
  adminsByEmail,
  asAdminConflict,
  duplicateAdminEmail,
  findAdmin,
  listAdmins,
  missingClients,
} from './queries';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const listQuery = z.object({ client: z.coerce.number().int().positive().optional() });
const superAdmin = requireRole('superadmin');

export default async function clientAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  async function assertClientExists(clientId: number) {
    if ((await missingClients(app.db, [clientId])).size) {
      throw badRequest(CLIENT_ADMIN_MESSAGES.selectClient, { client: [CLIENT_ADMIN_MESSAGES.selectClient] });
    }
  }

  async function assertEmailFree(email: string, exceptId?: number) {
    const owner = (await adminsByEmail(app.db, [email])).get(email);
    if (owner && owner.client_admin_id !== exceptId) throw duplicateAdminEmail();
  }

  app.get(
    '/api/clientadmin/',
    { onRequest: superAdmin, schema: { querystring: listQuery, tags: ['client admins'] } },
    async (request) => listAdmins(app.db, request.query.client),
  );

  app.post(
    '/api/clientadmin/',
    { onRequest: superAdmin, schema: { body: clientAdminSchema, tags: ['client admins'] } },
    async (request, reply) => {
      const { password, ...values } = request.body;
      await assertClientExists(values.client);
      await assertEmailFree(values.email);
      const passwordHash = await hashPassword(password!);
      const [admin] = await app.db
        .insert(clientAdmins)
        .values({ ...values, passwordHash })
        .returning(adminColumns)
        .catch(asAdminConflict);
      return reply.status(201).send({ message: clientAdminAdded(clientAdminName(admin!)), ...admin! });
    },
  );

  app.put(
    '/api/clientadmin/:id/',
    { onRequest: superAdmin, schema: { params: idParams, body: clientAdminUpdateSchema, tags: ['client admins'] } },
    async (request) => {
      const { id } = request.params;
      const { password, ...values } = request.body;
      if (!(await findAdmin(app.db, id))) throw notFound(CLIENT_ADMIN_MESSAGES.notFound);
      await assertClientExists(values.client);
      await assertEmailFree(values.email, id);
      const passwordHash = password ? await hashPassword(password) : undefined;
      const admin = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(clientAdmins)
          .set(passwordHash ? { ...values, passwordHash } : values)
          .where(eq(clientAdmins.client_admin_id, id))
          .returning(adminColumns);
        // A new password ends the sessions opened with the old one.
        if (passwordHash) await revokeSessions(tx, 'clientadmin', [id]);
        return row;
      }).catch(asAdminConflict);
      if (!admin) throw notFound(CLIENT_ADMIN_MESSAGES.notFound);
      return { message: clientAdminUpdated(clientAdminName(admin)), ...admin };
    },
  );

  app.delete(
    '/api/clientadmin/:id/',
    { onRequest: superAdmin, schema: { params: idParams, tags: ['client admins'] } },
    async (request) => {
      const admin = await app.db.transaction(async (tx) => {
        await forgetCredentials(tx, 'clientadmin', [request.params.id]);
        const [row] = await tx.delete(clientAdmins).where(eq(clientAdmins.client_admin_id, request.params.id)).returning(adminColumns);
        return row;
      });
      if (!admin) throw notFound(CLIENT_ADMIN_MESSAGES.notFound);
      return { message: clientAdminDeleted(clientAdminName(admin)) };
    },
  );
}
