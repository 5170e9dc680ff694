import type { FastifyInstance } from 'fastify';
import authRoutes from './auth/routes';
import clientRoutes from './clients/routes';
import courseRoutes from './courses/routes';
import healthRoutes from './health/routes';

/** Every feature's routes, one plugin a feature folder. */
export default async function routes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(courseRoutes);
  await app.register(clientRoutes);
}
