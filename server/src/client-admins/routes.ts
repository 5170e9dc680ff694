import {
  CLIENT_ADMIN_MESSAGES,
  clientAdminRecordSchema,
  clientAdminSavedSchema,
  clientAdminSchema,
  clientAdminUpdateSchema,
  idParams,
  saidMessageSchema,
  requiredId,
} from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientTarget } from '../access/facts';
import { listAdmins } from './queries';
import { addAdmin, changeAdmin, removeAdmin } from './service';

const tags = ['client-admins'];
const params = idParams('id');
const listQuery = z.object({ client: requiredId(CLIENT_ADMIN_MESSAGES.selectClient).optional() });

/** Client Admin Profile: the administrators of each client (the admins file is in master/). */
export default async function clientAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/clientadmin/',
    {
      config: { access: 'clientAdmin.list' },
      schema: { querystring: listQuery, tags, response: { 200: z.array(clientAdminRecordSchema) } },
    },
    async (request) => listAdmins(app.db, await request.authorize(clientTarget(request.query.client))),
  );

  app.post(
    '/api/clientadmin/',
    {
      config: { access: 'clientAdmin.create', audit: 'clientadmin.created' },
      schema: { body: clientAdminSchema, tags, response: { 201: clientAdminSavedSchema } },
    },
    async (request, reply) => reply.status(201).send(await addAdmin(app.db, request.body)),
  );

  app.put(
    '/api/clientadmin/:id/',
    {
      config: { access: 'clientAdmin.update', audit: 'clientadmin.updated' },
      schema: { params, body: clientAdminUpdateSchema, tags, response: { 200: clientAdminSavedSchema } },
    },
    async (request) => changeAdmin(app.db, request.params.id, request.body),
  );

  app.delete(
    '/api/clientadmin/:id/',
    {
      config: { access: 'clientAdmin.delete', audit: 'clientadmin.deleted' },
      schema: { params, tags, response: { 200: saidMessageSchema } },
    },
    async (request) => removeAdmin(app.db, request.params.id),
  );
}
