import { messageSchema } from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readForm } from '../media/form';
import { authenticate } from '../plugins/auth';
import { sendContact } from './service';

/** Contact Us. Open to anyone, as the contact pages are (a token, when sent, must be valid). */
export default async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/email/',
    {
      config: { access: 'public', limit: 'contact', audit: { none: 'sends a mail to the school; stores nothing' } },
      schema: {
        tags: ['contact'],
        description: 'Body: JSON or multipart with email, subject, message and optionally to_email.',
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const caller = request.headers.authorization ? await authenticate(request) : undefined;
      const form = await readForm(request);
      const mail = { db: app.db, mailer: app.mailer, contactEmail: app.config.contactEmail, log: request.log };
      return sendContact(mail, caller, form);
    },
  );
}
