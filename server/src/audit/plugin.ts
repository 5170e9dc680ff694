// The audit log's place in the app: the request context events read (context.ts), each write route's
// declaration of what it records (`config.audit`, shown in the OpenAPI document as `x-audit`, walked by
// every-write.test.ts; exports of people declare theirs on a GET), and, where the configuration asks (the
// tests), a check after each successful write that it wrote its event: every API test of a write is then
// also a test of its audit.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { auditEvents } from '../db/schema/index';
import auditContext, { currentRequest } from './context';

const UNCHANGED = Symbol('audit.unchanged');

/**
 * Says that the current request, though its route records changes, changed nothing this time (a reload
 * of a test already running, a class with no newcomers): no event is due, so the check below lets it be.
 */
export function nothingChanged(): void {
  const request = currentRequest() as (FastifyRequest & { [UNCHANGED]?: boolean }) | undefined;
  if (request) request[UNCHANGED] = true;
}

/**
 * What a write route records: the actions it writes (`area.verb`), or `{ none }` with the reason it
 * changes no one's data (a sign-in, a preview): the reason is read by whoever reviews the route. A read
 * that is an export in one of its forms only (`GET /api/audit/?format=csv`) names that form in `when`:
 * the event is due when the query parameter has that value, and the page on screen records nothing.
 */
export type AuditDeclaration =
  | string
  | readonly string[]
  | { none: string }
  | { actions: readonly string[]; when: { query: string; is: string } };

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: AuditDeclaration;
  }
}

const API_PATH = /^\/(api|quiz|auth|media|lti)\//;

const describe = (declared: AuditDeclaration) =>
  typeof declared === 'string'
    ? { actions: [declared] }
    : 'none' in declared || 'when' in declared
      ? declared
      : { actions: [...declared] };

/** Whether this request owes an event: a conditional declaration only in the form it names. */
function owes(declared: AuditDeclaration, query: unknown): boolean {
  if (typeof declared !== 'object' || !('when' in declared)) return true;
  return (query as Record<string, unknown> | undefined)?.[declared.when.query] === declared.when.is;
}

export default fp(async function auditLog(app: FastifyInstance) {
  await app.register(auditContext);
  app.addHook('onRoute', (route: RouteOptions) => {
    const declared = route.config?.audit;
    if (!declared || !API_PATH.test(route.url)) return;
    route.schema = { ...route.schema, 'x-audit': describe(declared) } as RouteOptions['schema'];
  });

  if (!app.config.auditCheck) return;
  app.addHook('onSend', async (request, reply, payload) => {
    const declared = request.routeOptions.config?.audit;
    // Declared on a read too: an export of personal data is an event.
    if (!declared || reply.statusCode >= 300 || (typeof declared === 'object' && 'none' in declared)) return payload;
    if ((request as FastifyRequest & { [UNCHANGED]?: boolean })[UNCHANGED]) return payload;
    if (!owes(declared, request.query)) return payload;
    const written = await app.db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(eq(auditEvents.requestId, String(request.id)))
      .limit(1);
    if (written.length === 0) {
      throw new Error(
        `${request.method} ${request.routeOptions.url} answered ${reply.statusCode} without an audit event`,
      );
    }
    return payload;
  });
});
