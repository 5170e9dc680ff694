// Which request a change belongs to, for the audit event it writes (who, from where, which request),
// without handing the request down through every service: the rest of a request's life runs inside
// the AsyncLocalStorage entered here (as @fastify/request-context does), so `audit()` finds it.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const requests = new AsyncLocalStorage<FastifyRequest>();

/** The request being answered, or undefined in a job (the retention sweep, a time-up grading). */
export const currentRequest = (): FastifyRequest | undefined => requests.getStore();

export default fp(async function auditContext(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    requests.run(request, done);
  });
});
