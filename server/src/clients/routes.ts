import {
  clientImportSchema,
  clientReadSchema,
  clientRecordSchema,
  clientSavedSchema,
  clientsImportedSchema,
  idParams,
  saidMessageSchema,
} from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readForm } from '../media/form';
import { clientRecord } from './branding';
import { LOGO_FILE } from './logo';
import { listClients } from './queries';
import { addClient, cachedClient, changeClient, clientSeen, importClients, removeClient } from './service';

const tags = ['clients'];
const params = idParams('clientid');
const FORM_NOTE = 'multipart/form-data (with an optional `logo` image of at most 1,000,000 bytes) or JSON.';

/** Client Profile and Client Configuration: the organisations, their branding and switches. */
export default async function clientRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const media = app.media;

  app.get(
    '/api/client/',
    { config: { access: 'client.list' }, schema: { tags, response: { 200: z.array(clientRecordSchema) } } },
    async () => (await listClients(app.db)).map(clientRecord),
  );

  // Branding and settings of one client: its own admins and students read it to theme their screens.
  app.get(
    '/api/client/:clientid/',
    { config: { access: 'client.read' }, schema: { params, tags, response: { 200: clientReadSchema } } },
    // No database round trip: the record comes from the content cache and brings its own facts.
    async (request) => {
      const { scope, record } = await request.authorize(
        cachedClient(app.db, app.content, request.params.clientid),
        (client) => ({ client: client.client_id }),
      );
      return clientSeen(scope, record);
    },
  );

  app.post(
    '/api/client/',
    {
      config: { access: 'client.create', audit: 'client.created' },
      schema: { tags, description: `Adds a client. Body: ${FORM_NOTE}`, response: { 201: clientSavedSchema } },
    },
    async (request, reply) => {
      const form = await readForm(request, LOGO_FILE);
      return reply.status(201).send(await addClient(app.db, { media, form }));
    },
  );

  app.put(
    '/api/client/:clientid/',
    {
      config: { access: 'client.update', audit: 'client.updated' },
      schema: {
        params,
        tags,
        description: `Changes a client: profile fields, configuration fields, the two personalised counts, or any mix; fields left out are kept. Body: ${FORM_NOTE}`,
        response: { 200: clientSavedSchema },
      },
    },
    async (request) => {
      const form = await readForm(request, LOGO_FILE);
      return changeClient(app.db, { media, form, id: request.params.clientid });
    },
  );

  app.delete(
    '/api/client/:clientid/',
    {
      config: { access: 'client.delete', audit: 'client.deleted' },
      schema: { params, tags, response: { 200: saidMessageSchema } },
    },
    async (request) => removeClient(app.db, { media, id: request.params.clientid }),
  );

  // Import of a JSON list of clients (as the list or an export gives them): all are added, or none.
  app.post(
    '/api/multiclient/',
    {
      config: { access: 'client.import', audit: 'client.created' },
      schema: { body: clientImportSchema, tags, response: { 201: clientsImportedSchema } },
    },
    async (request, reply) => reply.status(201).send(await importClients(app.db, request.body)),
  );
}
