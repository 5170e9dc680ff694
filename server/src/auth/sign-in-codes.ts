// One-time sign-in codes (issue 26): how the server hands a sign-in to the web app through a redirect. A
// form sent without the app's script (and an LMS launch, issue 29) cannot give the page its tokens: the
// app keeps them in the browser's storage, which only its script writes. So the server keeps the
// sign-in's answer under a random code for a minute and redirects to the app with the code; the app
// exchanges it once (POST /auth/code/) for that answer.
//
// The code is stored hashed and the answer encrypted with a key derived from the code, so the table alone
// signs no one in. A code may be bound to the browser that asked for it, by a cookie that only that
// browser holds: a code sent to someone else (a link made to sign a victim into the sender's account)
// does not work for them.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signInCodes } from '../db/schema/index';
import { sha256 } from '../plugins/auth';
import { keyFor, seal, unseal } from './sealed';

/** How long a code can be exchanged: the redirect and the app's start, on a slow phone. */
export const SIGN_IN_CODE_TTL_MS = 60_000;
/** The cookie that binds a code to its browser; sent only to the exchange (and the LMS's, under /auth/). */
const BROWSER_COOKIE = 'prep_sign_in';

const keyOf = (code: string) => keyFor('sign-in-code', code);

const open = (code: string, stored: string): unknown => {
  const text = unseal(keyOf(code), stored);
  return text === undefined ? undefined : JSON.parse(text);
};

/**
 * Keeps `answer` (a sign-in's answer) under a new code, for SIGN_IN_CODE_TTL_MS; `browser` (a secret the
 * browser holds, see bindToBrowser) when only that browser may exchange it. Expired codes go at the same time.
 */
export async function createSignInCode(db: Db, answer: object, browser?: string): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db.delete(signInCodes).where(lt(signInCodes.expiresAt, new Date(now)));
  await db.insert(signInCodes).values({
    codeHash: sha256(code),
    answer: seal(keyOf(code), JSON.stringify(answer)),
    browserHash: browser === undefined ? null : sha256(browser),
    expiresAt: new Date(now + SIGN_IN_CODE_TTL_MS),
  });
  return code;
}

/**
 * The answer kept under `code`, which is spent by this call (one statement: of two exchanges at once, one
 * gets it); undefined when there is none, it has expired, or it is bound to another browser.
 */
export async function redeemSignInCode(db: Db, code: string, browser: string | undefined): Promise<unknown> {
  const [row] = await db
    .delete(signInCodes)
    .where(
      and(
        eq(signInCodes.codeHash, sha256(code)),
        gt(signInCodes.expiresAt, new Date()),
        or(
          isNull(signInCodes.browserHash),
          browser === undefined ? undefined : eq(signInCodes.browserHash, sha256(browser)),
        ),
      ),
    )
    .returning({ answer: signInCodes.answer });
  return row && open(code, row.answer);
}

/**
 * A new secret for this browser, set as a cookie sent back only to the exchange: pass it to createSignInCode.
 * `https`: the browser's page is on https (its Origin says so, whatever a proxy before us spoke).
 */
export function bindToBrowser(reply: FastifyReply, https: boolean): string {
  const secret = randomBytes(24).toString('base64url');
  const secure = https ? '; Secure' : '';
  const age = Math.ceil((2 * SIGN_IN_CODE_TTL_MS) / 1000);
  reply.header(
    'set-cookie',
    `${BROWSER_COOKIE}=${secret}; Path=/auth/; Max-Age=${age}; HttpOnly; SameSite=Lax${secure}`,
  );
  return secret;
}

/** The browser's secret from its cookie, when it sent one. */
export function browserSecret(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === BROWSER_COOKIE && value) return value;
  }
  return undefined;
}
