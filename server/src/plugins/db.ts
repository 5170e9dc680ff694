import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export default fp(async function database(app: FastifyInstance, opts: { db: Db }) {
  app.decorate('db', opts.db);
});
