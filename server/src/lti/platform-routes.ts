// LTI registration (issue 29): the LMSs a client connects, by its admins ("LMS connections"); a super
// admin names the client (`?client=` on the list, `client` in a new platform's body).
import { idParams, ltiPlatformBodySchema, ltiPlatformSchema, messageSchema } from '@prep/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientTarget } from '../access/facts';
import { clientQuery } from '../imports/import';
import { findPlatform, listPlatforms } from './platform-queries';
import { addPlatform, changePlatform, platformAnswer, removePlatform } from './platform-service';

const tags = ['lti'];
const params = idParams('id');

export default async function ltiPlatformRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { publicUrl, ltiAllowLocalPlatforms } = app.config;
  // Plain http and local addresses only where the setting allows them (tests, local trials).
  const body = ltiPlatformBodySchema({ allowLocal: ltiAllowLocalPlatforms });

  /** The platform named in the path, checked against the policy on its client. */
  const authorised = async (request: FastifyRequest, id: number) =>
    (await request.authorize(findPlatform(app.db, id), (p) => ({ client: p.client }))).record;

  app.get(
    '/api/lti/platform/',
    {
      config: { access: 'lti.manage' },
      schema: { querystring: clientQuery, tags, response: { 200: z.array(ltiPlatformSchema) } },
    },
    async (request) => {
      const scope = await request.authorize(clientTarget(request.query.client));
      return (await listPlatforms(app.db, scope)).map((row) => platformAnswer(row, publicUrl));
    },
  );

  app.post(
    '/api/lti/platform/',
    {
      config: { access: 'lti.manage', audit: 'lti_platform.created' },
      schema: { body, tags, response: { 201: ltiPlatformSchema } },
    },
    async (request, reply) => {
      const scope = await request.authorize(clientTarget(request.body.client));
      return reply.status(201).send(await addPlatform(app.db, scope, request.body, publicUrl));
    },
  );

  app.get(
    '/api/lti/platform/:id/',
    { config: { access: 'lti.manage' }, schema: { params, tags, response: { 200: ltiPlatformSchema } } },
    async (request) => platformAnswer(await authorised(request, request.params.id), publicUrl),
  );

  app.put(
    '/api/lti/platform/:id/',
    {
      config: { access: 'lti.manage', audit: 'lti_platform.updated' },
      schema: { params, body, tags, response: { 200: ltiPlatformSchema } },
    },
    async (request) => {
      const record = await authorised(request, request.params.id);
      return changePlatform(app.db, record, request.body, publicUrl);
    },
  );

  app.delete(
    '/api/lti/platform/:id/',
    {
      config: { access: 'lti.manage', audit: 'lti_platform.deleted' },
      schema: { params, tags, response: { 200: messageSchema } },
    },
    async (request) => removePlatform(app.db, await authorised(request, request.params.id)),
  );
}
