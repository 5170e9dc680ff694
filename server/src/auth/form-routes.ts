// Sign-in without the app's script (issue 26). The sign-in pages are prerendered, so Sign In can be pressed
// before the app has loaded: the browser then sends the form itself (application/x-www-form-urlencoded).
// Each form is the JSON sign-in run as it is (the same route, hooks and all: rate limits, lockouts, the
// service), its answer kept under a one-time code (sign-in-codes.ts), and a 303 to the sign-in page with
// the code after `#`, where the app exchanges it (POST /auth/code/). A refusal goes back to the page
// with its message's key, which the page shows in the visitor's language.
import {
  clientAdminLoginSchema,
  FILL_ALL_FIELDS,
  SIGN_IN_PAGES,
  SIGN_IN_RETURN_MESSAGES,
  type SignInCodeResponse,
  signInCodeResponseSchema,
  signInCodeSchema,
  signInReturnMessage,
  TOO_MANY_ATTEMPTS,
} from '@prep/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../plugins/errors';
import { bindToBrowser, browserSecret, createSignInCode, redeemSignInCode } from './sign-in-codes';

const tags = ['auth'];

/** Each sign-in page's form: where it is sent, the JSON sign-in it stands for, and the page it came from. */
const FORMS = [
  { path: '/auth/form/superadmin/', signIn: '/auth/superadmin/', page: SIGN_IN_PAGES.superadmin },
  { path: '/auth/form/clientadmin/', signIn: '/auth/clientadmin/', page: SIGN_IN_PAGES.clientadmin },
  { path: '/auth/form/teacher/', signIn: '/auth/teacher/', page: SIGN_IN_PAGES.teacher },
  { path: '/auth/form/student/', signIn: '/auth/student/', page: SIGN_IN_PAGES.student },
] as const;

/** Any form's fields: each page sends its own, and the JSON sign-in checks them. */
const formFields = z.object({
  email: z.string().optional(),
  password: z.string().optional(),
  license_key: z.string().optional(),
});

/** No body: the answer is its Location. */
const redirected = z
  .null()
  .describe(
    'See Other: to the sign-in page with `#signin=<one-time code>` (exchanged by POST /auth/code/), or with ' +
      '`#signin-error=<message key>` (and `&seconds=` when the sign-in is locked for a while).',
  );

/**
 * Where the form was sent from, when it is this app's own pages: its Origin (or, without one, its Referer) is the
 * app's address (PUBLIC_URL) or the address it was sent to. A form another site makes a visitor send is
 * refused, so no one is signed into an account they did not sign in to. (The browser says where a form
 * came from only when the page's referrer policy lets it: plugins/web.ts serves the sign-in pages so.)
 */
function sourceOf(request: FastifyRequest, publicUrl: string): URL | undefined {
  const source = request.headers.origin ?? request.headers.referer;
  if (typeof source !== 'string') return undefined;
  try {
    const origin = new URL(source);
    // A URL leaves out its scheme's default port; a Host header may spell it.
    const host = request.host.replace(/:(80|443)$/, '');
    return origin.origin === new URL(publicUrl).origin || origin.host === host ? origin : undefined;
  } catch {
    return undefined;
  }
}

/** The page again, saying why: only the keys a sign-in page shows (domain's signInReturnMessage). */
function back(reply: FastifyReply, page: string, message: string, seconds?: string) {
  const said = new URLSearchParams({ 'signin-error': signInReturnMessage(message) });
  if (seconds) said.set('seconds', seconds);
  return reply.header('cache-control', 'no-store').redirect(`${page}#${said}`, 303);
}

/** The JSON sign-in's answer read; an empty or unreadable one as nothing said. */
function bodyOf(text: string): { message?: unknown; fields?: Record<string, string[]> } {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null ? body : {};
  } catch {
    return {};
  }
}

/** The message of the JSON sign-in's refusal, as its key. */
function refusal(status: number, body: { message?: unknown; fields?: Record<string, string[]> }): string {
  if (status === 429) return TOO_MANY_ATTEMPTS;
  if (status === 400) return Object.values(body.fields ?? {})[0]?.[0] ?? FILL_ALL_FIELDS;
  return typeof body.message === 'string' ? body.message : SIGN_IN_RETURN_MESSAGES.failed;
}

export default async function signInFormRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Only these routes read a form sent by the browser; the rest of the API stays JSON.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  for (const form of FORMS) {
    app.post(
      form.path,
      {
        config: { access: 'public', audit: { none: 'a sign-in: kept in the sign-in history' } },
        schema: {
          consumes: ['application/x-www-form-urlencoded'],
          body: formFields,
          tags,
          description: `The ${form.page} page's form sent without the app's script: ${form.signIn} by a redirect.`,
          response: { 303: redirected },
        },
      },
      async (request, reply) => {
        const source = sourceOf(request, app.config.publicUrl);
        if (!source) {
          return back(reply, form.page, SIGN_IN_RETURN_MESSAGES.foreignForm);
        }
        const sent = Object.fromEntries(Object.entries(request.body).filter(([, value]) => value !== undefined));
        // From the visitor's own address, so its failures count where theirs do.
        const answer = await app.inject({ method: 'POST', url: form.signIn, payload: sent, remoteAddress: request.ip });
        if (answer.statusCode !== 200) {
          return back(
            reply,
            form.page,
            refusal(answer.statusCode, bodyOf(answer.body)),
            answer.headers['retry-after'] as string,
          );
        }
        const signedIn = answer.json() as Record<string, unknown>;
        const kept =
          form.page === SIGN_IN_PAGES.clientadmin
            ? { ...signedIn, email: clientAdminLoginSchema.parse(sent).email }
            : signedIn;
        const code = await createSignInCode(app.db, kept, bindToBrowser(reply, source.protocol === 'https:'));
        return reply.header('cache-control', 'no-store').redirect(`${form.page}#signin=${code}`, 303);
      },
    );
  }

  app.post(
    '/auth/code/',
    {
      config: { access: 'public', audit: { none: 'a sign-in: kept in the sign-in history' } },
      schema: { body: signInCodeSchema, tags, response: { 200: signInCodeResponseSchema } },
    },
    async (request, reply) => {
      const answer = await redeemSignInCode(app.db, request.body.code, browserSecret(request)).catch(() => undefined);
      if (!answer) throw new HttpError(401, SIGN_IN_RETURN_MESSAGES.codeSpent, { code: 'code_not_valid' });
      reply.header('cache-control', 'no-store');
      return answer as SignInCodeResponse;
    },
  );
}
