import { messageSchema, passwordResetSchema, RESET_USERS, resetRequestSchema } from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestReset, setNewPassword } from './service';

const tags = ['password-reset'];

/**
 * Password reset by mailed link. Every well-formed email gets the same answer at the same speed, so the
 * answer tells nobody whether an account exists (service.ts).
 */
export default async function passwordResetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const requestLimit = { limit: 'resetRequest' as const };
  // A plugin's onClose runs before its parents': the links still being mailed finish while the database is open.
  app.addHook('onClose', () => app.afterAnswer.drain());

  for (const user of RESET_USERS) {
    app.post(
      `/auth/${user}/reset-token/`,
      {
        config: {
          access: 'public',
          ...requestLimit,
          audit: { none: 'asks for a mailed link only; the password set with it is recorded' },
        },
        schema: { body: resetRequestSchema, tags, response: { 200: messageSchema } },
      },
      async (request) => {
        const mail = {
          db: app.db,
          mailer: app.mailer,
          publicUrl: app.config.publicUrl,
          log: request.log,
          later: app.afterAnswer,
        };
        return requestReset(mail, user, request.body.email);
      },
    );
  }

  app.post(
    '/auth/password-reset/',
    {
      config: { access: 'public', limit: 'passwordReset', audit: 'account.password_reset' },
      schema: { body: passwordResetSchema, tags, response: { 200: messageSchema } },
    },
    async (request) => setNewPassword(app.db, request.body),
  );
}
