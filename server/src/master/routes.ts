import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CLIENT_ADMIN_MESSAGES,
  clientAdminBulkUpdateSchema,
  clientAdminImportSchema,
  isMasterFile,
  MASTER_MESSAGES,
  masterImportSchema,
  masterUpdateSchema,
} from '@prep/domain';
import { importAdmins, upsertAdmins } from '../client-admins/queries';
import { clientIdParams } from '../clients/routes';
import { requireRole } from '../plugins/auth';
import { notFound } from '../plugins/errors';
import { parseWith } from '../plugins/validate';
import { exportMaster, importMaster, updateMaster } from './queries';

const superAdmin = requireRole('superadmin');
const adminField = (i: number, name: string) => `admins.${i}.${name}`;

/**
 * /api/multiadmin/ takes two files (§7): a list of client admins {admins} (Client Admin Profile's Import),
 * or the client export file {client, clientadmins, students, teachers} (Client Profile's Import Master and
 * Update Master). POST adds, PUT updates; either way everything in the file is saved, or nothing.
 */
export default async function masterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const description =
    'Body: {admins: [client admin…]} for the client-admin import, or the client export file {client, clientadmins, students, teachers} for the master import. All or nothing.';

  app.post('/api/multiadmin/', { onRequest: superAdmin, schema: { tags: ['client admins', 'master'], description } }, async (request, reply) => {
    if (isMasterFile(request.body)) {
      const { client_id } = await importMaster(app.db, parseWith(masterImportSchema, request.body));
      return reply.status(201).send({ message: MASTER_MESSAGES.imported, client_id });
    }
    const { admins } = parseWith(clientAdminImportSchema, request.body);
    const ids = await importAdmins(app.db, admins, adminField);
    return reply.status(201).send({ message: CLIENT_ADMIN_MESSAGES.imported, client_admin_ids: ids });
  });

  app.put('/api/multiadmin/', { onRequest: superAdmin, schema: { tags: ['client admins', 'master'], description } }, async (request) => {
    if (isMasterFile(request.body)) {
      const { client_id } = await updateMaster(app.db, parseWith(masterUpdateSchema, request.body));
      return { message: MASTER_MESSAGES.updated, client_id };
    }
    const { admins } = parseWith(clientAdminBulkUpdateSchema, request.body);
    const { added, updated } = await upsertAdmins(app.db, admins, adminField);
    return { message: CLIENT_ADMIN_MESSAGES.updated, added, updated };
  });

  // The Export button's file; the legacy screen assembled it in the browser from four lists.
  app.get(
    '/api/client/:clientid/export/',
    { onRequest: superAdmin, schema: { params: clientIdParams, tags: ['clients', 'master'] } },
    async (request, reply) => {
      const file = await exportMaster(app.db, request.params.clientid);
      if (!file) throw notFound();
      return reply.header('cache-control', 'no-store').send(file);
    },
  );
}
