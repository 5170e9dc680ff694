import { idParams, masterFileSchema, multiAdminCreatedSchema, multiAdminUpdatedSchema } from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientFacts } from '../access/facts';
import { auditExport } from '../audit/people';
import { importFile, masterFileOf, updateFromFile } from './service';

const tags = ['master'];

/**
 * /api/multiadmin/ takes two files (§7): a list of client admins {admins} (Client Admin Profile's Import),
 * or the client export file {client, clientadmins, students, teachers} (Client Profile's Import Master and
 * Update Master). POST adds, PUT updates; either way everything in the file is saved, or nothing.
 */
export default async function masterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const description =
    'Body: {admins: [client admin…]} for the client-admin import, or the client export file {client, clientadmins, students, teachers} for the master import. All or nothing.';

  app.post(
    '/api/multiadmin/',
    {
      config: { access: 'clientAdmin.import', audit: ['client.created', 'clientadmin.created'] },
      schema: { tags, description, response: { 201: multiAdminCreatedSchema } },
    },
    async (request, reply) => reply.status(201).send(await importFile(app.db, request.body)),
  );

  app.put(
    '/api/multiadmin/',
    {
      config: { access: 'clientAdmin.import', audit: ['client.updated', 'clientadmin.updated', 'clientadmin.created'] },
      schema: { tags, description, response: { 200: multiAdminUpdatedSchema } },
    },
    async (request) => updateFromFile(app.db, request.body),
  );

  // The Export button's file; the legacy screen assembled it in the browser from four lists.
  app.get(
    '/api/client/:clientid/export/',
    {
      config: { access: 'client.export', audit: 'client.exported' },
      schema: { params: idParams('clientid'), tags, response: { 200: masterFileSchema } },
    },
    async (request, reply) => {
      const scope = await request.authorize(clientFacts(app.db, request.params.clientid));
      const file = await masterFileOf(app.db, scope);
      await auditExport(app.db, scope, 'client.exported');
      return reply.header('cache-control', 'no-store').send(file);
    },
  );
}
