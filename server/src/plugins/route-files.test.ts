import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import routeFiles from './route-files';

/** Registers its routes from this file, through a plugin, as a feature's routes.ts does. */
async function featureRoutes(app: FastifyInstance) {
  app.get('/api/thing/:id/', async () => ({}));
  app.route({ method: ['PUT', 'DELETE'], url: '/api/thing/:id/*', handler: async () => ({}) });
}

describe('the route files plugin', () => {
  it('records, for each method and path, the file whose code registered the route', async () => {
    const app = Fastify();
    await app.register(routeFiles);
    await app.register(featureRoutes);
    await app.ready();
    const here = 'server/src/plugins/route-files.test.ts';
    expect(app.routeFiles.get('GET /api/thing/{id}/')).toBe(here);
    expect(app.routeFiles.get('PUT /api/thing/{id}/{*}')).toBe(here);
    expect(app.routeFiles.get('DELETE /api/thing/{id}/{*}')).toBe(here);
    await app.close();
  });
});
