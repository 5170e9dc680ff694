// The LTI 1.3 launch's routes (issue 29): GET and POST /lti/login (the OpenID Connect login initiation),
// POST /lti/launch (the platform's form post of the id token), and POST /auth/lti/ (the web app's exchange
// of the launch's one-time code). The platform's posts are forms (application/x-www-form-urlencoded),
// read only on these routes. Every refusal is an HTML page saying why, inside the LMS's frame.
import {
  LTI_LAUNCH_MESSAGES as M,
  SIGN_IN_RETURN_MESSAGES,
  type SignInCodeResponse,
  signInCodeResponseSchema,
  signInCodeSchema,
} from '@prep/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { redeemSignInCode } from '../auth/sign-in-codes';
import { seenOf } from '../auth/sign-in-history';
import { nothingChanged } from '../audit/plugin';
import { HttpError } from '../plugins/errors';
import { LaunchRefused } from './claims';
import { completeLaunch } from './launch';
import { type LoginParams, platformOfState, STATE_TTL_MS, startLogin, stateCookieName } from './login';
import { ltiPageHeaders, newWindowPage, platformOrigins, refusalPage } from './pages';
import { platformById } from './launch';

const tags = ['lti'];
const html = z.string().describe('An HTML page: the refusal, in words an LMS administrator can act on.');

const loginFields = z.object({
  iss: z.string().optional(),
  login_hint: z.string().optional(),
  target_link_uri: z.string().optional(),
  lti_message_hint: z.string().optional(),
  client_id: z.string().optional(),
  lti_deployment_id: z.string().optional(),
});

const launchFields = z.object({
  id_token: z
    .string()
    .max(64 * 1024)
    .optional(),
  state: z.string().max(200).optional(),
  /** Set by the new-window page of the cookie fallback. */
  window: z.string().max(1).optional(),
});

/** The cookies the browser sent, by name. */
function cookiesOf(request: FastifyRequest): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) found.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return found;
}

/** Answers a refusal's page, framed by the platforms, in the client's language. */
async function refuse(app: FastifyInstance, reply: FastifyReply, refused: LaunchRefused) {
  ltiPageHeaders(reply, await platformOrigins(app.db));
  return reply.code(refused.status).send(refusalPage(refused.language, refused.text));
}

/** Whether a form came from the app's own page (the new-window page of the fallback). */
function fromOwnPage(app: FastifyInstance, request: FastifyRequest): boolean {
  return request.headers.origin === new URL(app.config.publicUrl).origin;
}

export default async function ltiLaunchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 128 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const login = async (reply: FastifyReply, params: LoginParams) => {
    try {
      const { location, state } = await startLogin(app.db, params, `${app.config.publicUrl}/lti/launch`);
      // SameSite=None: the launch comes back as a cross-site form post inside the LMS's frame.
      const age = Math.ceil(STATE_TTL_MS / 1000);
      reply.header(
        'set-cookie',
        `${stateCookieName(state)}=${state}; Path=/lti/; Max-Age=${age}; HttpOnly; Secure; SameSite=None`,
      );
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    } catch (error) {
      if (error instanceof LaunchRefused) return refuse(app, reply, error);
      throw error;
    }
  };
  const loginConfig = {
    access: 'public',
    audit: { none: 'the login step keeps a state for minutes: no one’s data' },
  } as const;
  // A form that fails its schema (not a form, a field too long) is refused with the page an LMS admin reads,
  // not the API's JSON error: the browser shows whatever comes back inside the course.
  const unreadable = (reply: FastifyReply) => refuse(app, reply, new LaunchRefused(M.unreadable));
  // The same for what fails before the schema: a body that is not JSON or holds a NUL, an unknown type.
  const errorHandler = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    if ((error.statusCode ?? 500) >= 500) throw error;
    return unreadable(reply);
  };
  app.get(
    '/lti/login',
    {
      attachValidation: true,
      errorHandler,
      config: loginConfig,
      schema: { querystring: loginFields, tags, response: { 302: z.null(), 400: html } },
    },
    async (request, reply) => (request.validationError ? unreadable(reply) : login(reply, request.query)),
  );
  app.post(
    '/lti/login',
    {
      attachValidation: true,
      errorHandler,
      config: loginConfig,
      schema: {
        consumes: ['application/x-www-form-urlencoded'],
        body: loginFields,
        tags,
        response: { 302: z.null(), 400: html },
      },
    },
    async (request, reply) => (request.validationError ? unreadable(reply) : login(reply, request.body)),
  );

  app.post(
    '/lti/launch',
    {
      attachValidation: true,
      errorHandler,
      config: {
        access: 'public',
        audit: [
          'student.created',
          'teacher.created',
          'class.created',
          'class.student_added',
          'class.updated',
          'class.assigned',
        ],
      },
      schema: {
        consumes: ['application/x-www-form-urlencoded'],
        body: launchFields,
        tags,
        description: 'The platform posts the id token here; a 303 to the web app with a one-time sign-in code.',
        response: { 200: html, 303: z.null(), 400: html, 401: html },
      },
    },
    async (request, reply) => {
      if (request.validationError) return unreadable(reply);
      const { id_token, state, window } = request.body;
      try {
        if (!id_token || !state) throw new LaunchRefused(M.launchIncomplete);
        const cookie = cookiesOf(request).get(stateCookieName(state));
        if (cookie !== state && !(window === '1' && fromOwnPage(app, request))) {
          // No cookie inside the LMS's frame (a browser that blocks third-party cookies): the same launch in a
          // new window, by a press, where this app's page is first-party. The state is not spent here.
          const framed = request.headers['sec-fetch-dest'] !== 'document';
          const platform = framed ? await platformOfState(app.db, state) : undefined;
          if (platform === undefined) throw new LaunchRefused(M.expired, 401);
          const found = await platformById(app, platform);
          nothingChanged();
          ltiPageHeaders(reply, await platformOrigins(app.db));
          return reply.code(200).send(newWindowPage(found?.platform.language ?? 'en', { id_token, state }));
        }
        const location = await completeLaunch(app, { id_token, state }, seenOf(request));
        reply.header(
          'set-cookie',
          `${stateCookieName(state)}=; Path=/lti/; Max-Age=0; HttpOnly; Secure; SameSite=None`,
        );
        return reply.header('cache-control', 'no-store').redirect(location, 303);
      } catch (error) {
        if (error instanceof LaunchRefused) return refuse(app, reply, error);
        throw error;
      }
    },
  );

  app.post(
    '/auth/lti/',
    {
      config: { access: 'public', audit: { none: 'a sign-in: kept in the sign-in history' } },
      schema: {
        body: signInCodeSchema,
        tags: ['auth'],
        description: "An LMS launch's one-time code (a minute, once) for the sign-in's answer.",
        response: { 200: signInCodeResponseSchema },
      },
    },
    async (request, reply) => {
      // A launch's code is bound to no browser: the LMS's frame may not keep this app's cookies.
      const answer = await redeemSignInCode(app.db, request.body.code, undefined).catch(() => undefined);
      if (!answer) throw new HttpError(401, SIGN_IN_RETURN_MESSAGES.codeSpent, { code: 'code_not_valid' });
      reply.header('cache-control', 'no-store');
      return answer as SignInCodeResponse;
    },
  );
}
