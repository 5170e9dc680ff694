// The taking and admin routes of every kind (warm-up results, real tests, preparation tests), registered
// from one place: server/src/routes.ts gives the list of kinds, each a descriptor of its administrator's
// routes (list, assign, read, update, delete) and its student's (open, pause, answer, submit, review).
// URLs, bodies and answers are each kind's own, as the spec states them.
import type { FastifyInstance } from 'fastify';
import type { KindName } from './events';

export interface KindRoutes {
  kind: KindName;
  admin: (app: FastifyInstance) => void;
  taking: (app: FastifyInstance) => void;
}

/**
 * Every kind's routes, in the order given, each kind in a context of its own: what a kind adds to its
 * context (a sitting's CSV body parser) stays its own.
 */
export default async function takingRoutes(app: FastifyInstance, { kinds }: { kinds: readonly KindRoutes[] }) {
  for (const kind of kinds)
    await app.register(async (own) => {
      kind.admin(own);
      kind.taking(own);
    });
}
