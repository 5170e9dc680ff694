import { accountLanguageSchema } from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountRoleOf, studentIdOf } from '../access/principal';
import { forbidden, notFound } from '../plugins/errors';
import { saveAccountLanguage } from './queries';

const tags = ['account'];

/** The signed-in person's own account (issue 21): the language their screens are shown in. */
export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/api/account/language/',
    {
      config: { access: 'account.language', audit: 'account.language_changed' },
      schema: {
        body: accountLanguageSchema,
        tags,
        description: 'Keeps the language on the signed-in client admin’s, teacher’s or student’s own account.',
        response: { 200: accountLanguageSchema },
      },
    },
    async (request) => {
      const user = request.user;
      // The super admin is refused at the door (no row); this narrows the role. An API key acts for its client and has no account of its own to keep a language on.
      if (accountRoleOf(user) === undefined) throw forbidden();
      const scope = await request.authorize({ client: user.client_id, student: studentIdOf(user) });
      const { language } = request.body;
      if (!(await saveAccountLanguage(app.db, scope, language))) throw notFound();
      return { language };
    },
  );
}
