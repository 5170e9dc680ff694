import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AccessClaims, CONTACT_MESSAGES, contactSchema } from '@prep/domain';
import { clients } from '../db/schema/index';
import { readForm } from '../media/form';
import { authenticate } from '../plugins/auth';
import { HttpError } from '../plugins/errors';
import { parseWith } from '../plugins/validate';

/**
 * Contact Us. Open to anyone, as the contact pages are (a token, when sent, must be valid). The form
 * names a recipient, but the server decides who may receive: the platform's contact address always; the
 * caller's own organisation's contact email for its admins and students; any address for the super
 * admin. Anything else is refused, so the form can never relay mail to strangers.
 */
export default async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  async function callerOf(request: FastifyRequest): Promise<AccessClaims | undefined> {
    return request.headers.authorization ? authenticate(request) : undefined;
  }

  async function allowedRecipient(user: AccessClaims | undefined, to: string): Promise<boolean> {
    if (to === app.config.contactEmail || user?.role === 'superadmin') return true;
    if (!user?.client_id) return false;
    const [client] = await app.db.select({ contact: clients.contact_url }).from(clients).where(eq(clients.client_id, user.client_id));
    return client !== undefined && client.contact === to;
  }

  app.post(
    '/api/email/',
    {
      schema: { tags: ['contact'], description: 'Body: JSON or multipart with email, subject, message and optionally to_email.' },
      config: { rateLimit: { max: app.config.mailRateLimit, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const user = await callerOf(request);
      const form = await readForm(request);
      const { email, subject, message, to_email } = parseWith(contactSchema, form.fields);
      const to = to_email ?? app.config.contactEmail;
      if (!(await allowedRecipient(user, to))) throw new HttpError(403, CONTACT_MESSAGES.recipient, { fields: { to_email: [CONTACT_MESSAGES.recipient] } });
      try {
        await app.mailer.send({
          to,
          replyTo: email,
          subject: `Contact Us: ${subject}`,
          text: `${message}\n\n--\nSent from the Contact Us form by ${email}${user ? ` (signed in as ${user.role})` : ''}.`,
        });
      } catch (error) {
        request.log.error({ err: error }, 'contact mail failed');
        throw new HttpError(503, CONTACT_MESSAGES.notSent);
      }
      return { message: CONTACT_MESSAGES.sent };
    },
  );
}
