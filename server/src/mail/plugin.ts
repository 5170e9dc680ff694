import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAnswer, type Later } from './later';
import { createMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** Mail work done after the answer has gone (a reset link); the routes that start it drain it on close. */
    afterAnswer: Later;
  }
}

/** One mailer for the app, closed with it, and the mail work that follows answers. */
export default fp(async function mail(app: FastifyInstance) {
  const mailer = createMailer({
    smtpUrl: app.config.smtpUrl,
    from: app.config.mailFrom,
    outboxDir: join(app.config.dataDir, 'outbox'),
    log: app.log,
  });
  const later = afterAnswer();
  app.decorate('mailer', mailer);
  app.decorate('afterAnswer', later);
  app.addHook('onClose', async () => mailer.close());
});
