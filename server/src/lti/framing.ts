// The web app's pages a launch lands on inside the LMS's iframe (issue 29): /lms/ (it exchanges the
// launch's code and goes on to its target) and /lms/pick/{id} (the deep-linking picker). Only these may
// be framed, and only by the registered platforms; every other page keeps the app's headers (no frame).
// The picker also posts the signed response to its platform: its form may go to that one address.
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { ltiDeepLinks } from '../db/schema/index';
import { frameAncestors, originOf, platformOrigins, withDirective } from './pages';

/** The landing pages of a launch, by path (without its query). */
const LMS_PAGE = /^\/lms(\/|$)/;
const PICKER = /^\/lms\/pick\/([A-Za-z0-9_-]{1,100})\/?$/;

/**
 * Opens a landing page's headers (any other page is left as it is): framed by the platforms; the picker's
 * form to its platform.
 */
export async function lmsPageHeaders(db: Db, reply: FastifyReply, path: string): Promise<void> {
  if (!LMS_PAGE.test(path)) return;
  let csp = String(reply.getHeader('content-security-policy') ?? '');
  csp = withDirective(csp, 'frame-ancestors', frameAncestors(await platformOrigins(db)));
  const request = PICKER.exec(path)?.[1];
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
