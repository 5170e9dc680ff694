// The web app's pages a launch lands on inside the LMS's iframe (issue 29): /lms/ (the app exchanges the
// launch's code there and goes on to its page before it renders) and /teacher/lms-pick/{id} (the deep-linking
// picker). Only these may be framed, and only by the registered platforms; every other page keeps the
// app's headers (no frame). A page the app goes on to after /lms/ is not loaded again: it needs none.
// The picker also posts the signed response to its platform: its form may go to that one address.
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { ltiDeepLinks } from '../db/schema/index';
import { frameAncestors, originOf, platformOrigins, withDirective } from './pages';

/** The landing pages of a launch, by path (without its query). */
const PICKER = /^\/teacher\/lms-pick\/([A-Za-z0-9_-]{1,100})\/?$/;
const LANDING = /^\/lms\/?$/;
const LMS_PAGE = /^\/lms(\/|$)|^\/teacher\/lms-pick\//;

/**
 * Opens a landing page's headers (any other page is left as it is): framed by the platforms; the picker's
 * form to its platform. `address` is the request's path and query: /lms/ goes on to the page its `to`
 * names without loading another document, so a picker named there gets the picker's form-action.
 */
export async function lmsPageHeaders(db: Db, reply: FastifyReply, address: string): Promise<void> {
  const url = new URL(address, 'http://app.invalid');
  if (!LMS_PAGE.test(url.pathname)) return;
  let csp = String(reply.getHeader('content-security-policy') ?? '');
  csp = withDirective(csp, 'frame-ancestors', frameAncestors(await platformOrigins(db)));
  const page = LANDING.test(url.pathname) ? (url.searchParams.get('to') ?? '').replace(/[?#].*$/, '') : url.pathname;
  const request = PICKER.exec(page)?.[1];
  if (request) {
    const [row] = await db
      .select({ returnUrl: ltiDeepLinks.return_url })
      .from(ltiDeepLinks)
      .where(eq(ltiDeepLinks.id, request));
    const origin = row && originOf(row.returnUrl);
    if (origin) csp = withDirective(csp, 'form-action', `'self' ${origin}`);
  }
  reply.removeHeader('x-frame-options');
  reply.header('content-security-policy', csp);
}
