import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CLIENT_MESSAGES,
  CLIENT_PROFILE_FIELDS,
  clientAdded,
  clientDeleted,
  clientImportSchema,
  clientSchema,
  clientUpdated,
  clientUpdateSchema,
} from '@prep/domain';
import { clients } from '../db/schema/index';
import { readForm } from '../media/form';
import { removeMedia } from '../media/store';
import { assertClientAccess, requireRole, requireSignedIn } from '../plugins/auth';
import { badRequest, notFound } from '../plugins/errors';
import { parseWith } from '../plugins/validate';
import { clientFor, clientRecord } from './branding';
import { checkLogo, LOGO_FILE, withSavedLogo } from './logo';
import {
  asClientConflict,
  clientConflicts,
  deleteClient,
  findClient,
  insertClient,
  listClients,
  logoInUse,
  throwIfConflicts,
  updateClient,
} from './queries';

export const clientIdParams = z.object({ clientid: z.coerce.number().int().positive() });
const superAdmin = requireRole('superadmin');
const FORM_NOTE = 'multipart/form-data (with an optional `logo` image of at most 1,000,000 bytes) or JSON.';

export default async function clientRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const dataDir = app.config.dataDir;

  /** Deletes a logo file no client shows any more. */
  async function dropLogo(logo: string | null | undefined) {
    if (logo && !(await logoInUse(app.db, logo))) await removeMedia(dataDir, logo);
  }

  app.get('/api/client/', { onRequest: superAdmin, schema: { tags: ['clients'] } }, async () =>
    (await listClients(app.db)).map(clientRecord),
  );

  // Branding and settings of one client: its own admins and students read it to theme their screens.
  app.get(
    '/api/client/:clientid/',
    { onRequest: requireSignedIn, schema: { params: clientIdParams, tags: ['clients'] } },
    async (request) => {
      assertClientAccess(request.user, request.params.clientid);
      const client = await findClient(app.db, request.params.clientid);
      if (!client) throw notFound();
      return clientFor(request.user, client);
    },
  );

  app.post(
    '/api/client/',
    { onRequest: superAdmin, schema: { tags: ['clients'], description: `Adds a client. Body: ${FORM_NOTE}` } },
    async (request, reply) => {
      const form = await readForm(request, LOGO_FILE);
      const values = parseWith(clientSchema, form.fields);
      const logo = checkLogo(form.files.logo);
      throwIfConflicts(await clientConflicts(app.db, [values], () => ''));
      const client = await withSavedLogo(dataDir, logo, (path) => insertClient(app.db, { ...values, logo: path ?? null }));
      return reply.status(201).send({ message: clientAdded(client.ClientName), ...clientRecord(client) });
    },
  );

  app.put(
    '/api/client/:clientid/',
    {
      onRequest: superAdmin,
      schema: {
        params: clientIdParams,
        tags: ['clients'],
        description: `Changes a client: profile fields, configuration fields, the two personalised counts, or any mix; fields left out are kept. Body: ${FORM_NOTE}`,
      },
    },
    async (request) => {
      const form = await readForm(request, LOGO_FILE);
      const values = parseWith(clientUpdateSchema, form.fields);
      const logo = checkLogo(form.files.logo);
      const changed = Object.keys(values).filter((key) => values[key as keyof typeof values] !== undefined);
      if (changed.length === 0 && !logo) throw badRequest(CLIENT_MESSAGES.nothingToUpdate);
      const before = await findClient(app.db, request.params.clientid);
      if (!before) throw notFound();
      throwIfConflicts(await clientConflicts(app.db, [values], () => '', before.client_id));
      const client = await withSavedLogo(dataDir, logo, async (path) => {
        const row = await updateClient(app.db, before.client_id, path ? { ...values, logo: path } : values);
        if (!row) throw notFound();
        return row;
      });
      if (logo && before.logo !== client.logo) await dropLogo(before.logo);
      const profileChanged = logo !== undefined || changed.some((key) => (CLIENT_PROFILE_FIELDS as string[]).includes(key));
      const message = profileChanged ? clientUpdated(client.ClientName) : CLIENT_MESSAGES.configurationUpdated;
      return { message, ...clientRecord(client) };
    },
  );

  app.delete(
    '/api/client/:clientid/',
    { onRequest: superAdmin, schema: { params: clientIdParams, tags: ['clients'] } },
    async (request) => {
      const client = await deleteClient(app.db, request.params.clientid);
      if (!client) throw notFound();
      await dropLogo(client.logo);
      return { message: clientDeleted(client.ClientName) };
    },
  );

  // Import of a JSON list of clients (as the list or an export gives them): all are added, or none.
  app.post(
    '/api/multiclient/',
    { onRequest: superAdmin, schema: { body: clientImportSchema, tags: ['clients'] } },
    async (request, reply) => {
      const rows = request.body.clients.map(({ logo, ...client }) => ({ ...client, logo: logo || null }));
      const ids = await app.db
        .transaction(async (tx) => {
          throwIfConflicts(await clientConflicts(tx, rows, (i) => `clients.${i}.`));
          const inserted = await tx.insert(clients).values(rows).returning({ client_id: clients.client_id });
          return inserted.map((r) => r.client_id);
        })
        .catch(asClientConflict);
      return reply.status(201).send({ message: CLIENT_MESSAGES.imported, client_ids: ids });
    },
  );
}
