import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { passwordResetSchema, RESET_MESSAGES, resetLinkPath, resetRequestSchema, type ResetUser } from '@prep/domain';
import { hashPassword } from '../auth/passwords';
import { badRequest, HttpError } from '../plugins/errors';
import { accountByEmail, discardResetToken, issueResetToken, resetPassword } from './queries';

const ACCOUNT_LABEL: Record<ResetUser, string> = { clientadmin: 'client administrator', student: 'student' };

/**
 * Password reset by mailed link. An unknown email is answered "Not a valid Email!", as the specification's
 * screens expect; that tells a caller whether an account exists, so the request routes are rate limited.
 */
export default async function passwordResetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const requestLimit = { rateLimit: { max: app.config.mailRateLimit, timeWindow: '10 minutes' } };

  for (const user of ['clientadmin', 'student'] as const) {
    app.post(
      `/auth/${user}/reset-token/`,
      { schema: { body: resetRequestSchema, tags: ['auth'] }, config: requestLimit },
      async (request) => {
        const account = await accountByEmail(app.db, user, request.body.email);
        if (!account) throw badRequest(RESET_MESSAGES.emailInvalid, { email: [RESET_MESSAGES.emailInvalid] });
        const token = await issueResetToken(app.db, user, account.id);
        const link = `${app.config.publicUrl}${resetLinkPath(token, user)}`;
        try {
          await app.mailer.send({
            to: request.body.email,
            subject: 'Reset your password',
            text: [
              `Hello ${account.name},`,
              '',
              `Someone, hopefully you, asked to reset the password of your ${ACCOUNT_LABEL[user]} account.`,
              'Open this link within one hour to choose a new password:',
              '',
              link,
              '',
              'The link works once. If you did not ask for it, ignore this email: your password stays as it is.',
            ].join('\n'),
          });
        } catch (error) {
          await discardResetToken(app.db, token);
          request.log.error({ err: error }, 'reset mail failed');
          throw new HttpError(503, RESET_MESSAGES.mailFailed);
        }
        return { message: RESET_MESSAGES.sent };
      },
    );
  }

  app.post(
    '/auth/password-reset/',
    {
      schema: { body: passwordResetSchema, tags: ['auth'] },
      config: { rateLimit: { max: app.config.loginRateLimit, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { password, token, user } = request.body;
      const passwordHash = await hashPassword(password);
      if (!(await resetPassword(app.db, user, token, passwordHash))) {
        throw badRequest(RESET_MESSAGES.linkInvalid, { token: [RESET_MESSAGES.linkInvalid] });
      }
      return { message: RESET_MESSAGES.updated };
    },
  );
}
