// One path for every request: the route names its permission, this plugin checks the role before the
// body is read, and `request.authorize(facts)` checks the record before the handler reads or writes.
// A route that forgets to ask answers 500 rather than data: the check fails closed.
import type { AccessClaims } from '@prep/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { authenticate } from '../plugins/auth';
import { errorBody, forbidden, notFound } from '../plugins/errors';
import { allows, type Facts, needsNoRecord } from './authorize';
import { type Access, ENROLMENT_ONLY, isPermission, POLICY, PUBLIC, type Permission } from './policy';
import { type Scope, scopeOf } from './scope';
import { msg, TOTP_MESSAGES } from '@prep/domain';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's row of the access policy, or 'public'. Every API route must name one. */
    access?: Access;
  }
  interface FastifyRequest {
    /**
     * Checks the route's permission against a record's facts (or, for a list or a creation, the
     * client or student it targets) and returns the scope the queries get. No facts (undefined,
     * the record was not found): 404. Not allowed: 403.
     */
    authorize(facts: Facts | undefined | Promise<Facts | undefined>): Promise<Scope>;
    /**
     * The same check on a record read with its facts (the one statement of a busy route), handing
     * back the record authorised with the scope: the handler then uses that, never the unchecked read.
     */
    authorize<T extends object>(
      record: T | undefined | Promise<T | undefined>,
      factsOf: (record: T) => Facts,
    ): Promise<{ scope: Scope; record: T }>;
    /** Set once the request has been authorised. */
    scope: Scope | undefined;
  }
}

/** Paths served by the API (everything else is the web app and the API documentation). */
const API_PATH = /^\/(api|quiz|auth|media|lti)\/|^\/health$/;

const accessOf = (request: FastifyRequest): Access | undefined => request.routeOptions.config?.access;

function permissionOf(request: FastifyRequest): Permission {
  const access = accessOf(request);
  if (access === undefined || access === PUBLIC) throw new Error(`${request.url}: authorize() on a public route`);
  return access;
}

/** The OpenAPI document says, for each route, who may call it and how far each role reaches. */
function describe(access: Access) {
  return access === PUBLIC ? { permission: PUBLIC } : { permission: access, roles: POLICY[access] };
}

export default fp(async function access(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!API_PATH.test(route.url) || (route.schema as { hide?: boolean } | undefined)?.hide) return;
    const declared = route.config?.access;
    if (declared === undefined || (declared !== PUBLIC && !isPermission(declared))) {
      throw new Error(`${route.method} ${route.url} names no permission of the access policy (config.access)`);
    }
    route.schema = { ...route.schema, 'x-access': describe(declared) } as RouteOptions['schema'];
  });

  app.decorateRequest('scope', undefined);
  async function authorize(
    this: FastifyRequest,
    pending: object | undefined | Promise<object | undefined>,
    factsOf?: (record: object) => Facts,
  ) {
    const permission = permissionOf(this);
    const record = await pending;
    if (!record) throw notFound();
    const facts = factsOf ? factsOf(record) : (record as Facts);
    const principal = this.user as AccessClaims;
    if (!allows(principal, permission, facts)) throw forbidden();
    this.scope = scopeOf(principal, facts);
    return factsOf ? { scope: this.scope, record } : this.scope;
  }
  app.decorateRequest('authorize', authorize as FastifyRequest['authorize']);

  // Signed in, with a role that has this permission at all: decided before the body is read.
  app.addHook('onRequest', async (request) => {
    const declared = accessOf(request);
    if (declared === undefined || declared === PUBLIC) return;
    const principal = await authenticate(request);
    if (principal.enrol && !ENROLMENT_ONLY.has(declared)) throw forbidden(TOTP_MESSAGES.enrolFirst);
    if (!allows(principal, declared)) throw forbidden();
    if (needsNoRecord(principal, declared)) request.scope = scopeOf(principal, {});
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const declared = accessOf(request);
    if (declared === undefined || declared === PUBLIC || reply.statusCode >= 400 || request.scope) return payload;
    request.log.error({ url: request.url }, 'the route answered without asking the access policy');
    reply.removeHeader('content-disposition');
    reply.code(500).type('application/json; charset=utf-8');
    return JSON.stringify(errorBody(500, msg('Something Went Wrong')));
  });
});
