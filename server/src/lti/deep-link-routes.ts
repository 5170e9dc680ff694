// POST /api/lti/deep-link/ (issue 29): the picker's choice, answered with the page that posts the signed
// LtiDeepLinkingResponse to the platform. The picker lists the client's tests as the test browser does.
import { ltiDeepLinkBodySchema, LTI_LAUNCH_MESSAGES as M } from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../plugins/errors';
import { answerDeepLink, deepLinkRequest } from './deep-link';
import { autoPostPage, ltiPageHeaders, originOf, platformOrigins } from './pages';

const tags = ['lti'];

export default async function ltiDeepLinkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/lti/deep-link/',
    {
      config: { access: 'lti.deepLink', audit: 'lti.deep_linked' },
      schema: {
        body: ltiDeepLinkBodySchema,
        tags,
        description:
          "The deep-linking picker's choice: a test or warm-up set granted to the client. Answers an HTML page " +
          'that posts the signed LtiDeepLinkingResponse (`JWT`) to the platform’s deep_link_return_url. Once, by ' +
          'the teacher the request was made for, within 30 minutes.',
        response: { 200: z.string().describe('The HTML page posting the response to the platform.') },
      },
    },
    async (request, reply) => {
      const found = await deepLinkRequest(app, request.body.request);
      if (!found) throw badRequest(M.deepLinkGone, { request: [M.deepLinkGone] });
      await request.authorize({ teacher: found.link.teacher, client: found.client });
      const { jwt, returnUrl, language } = await answerDeepLink(app, found, request.body);
      const page = autoPostPage(language, returnUrl, { JWT: jwt });
      ltiPageHeaders(reply, await platformOrigins(app.db), { formAction: originOf(returnUrl), nonce: page.nonce });
      return reply.send(page.html);
    },
  );
}
