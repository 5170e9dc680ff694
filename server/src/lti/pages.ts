// The HTML pages LTI answers (issue 29), and their security headers. The app's own headers forbid any
// frame and any form sent to another site; these pages are shown inside the LMS's iframe, so each opens
// exactly what it needs: frame-ancestors the registered platforms' origins (never any site), form-action
// the one address its form posts to, and its one inline script by a nonce made for this answer.
import { randomBytes } from 'node:crypto';
import { type Language, LTI_LAUNCH_MESSAGES as M, type Text } from '@prep/domain';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { ltiPlatforms } from '../db/schema/index';
import { sayIn } from '../i18n/translate';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The origin of an address, or undefined when it is not an http(s) address. */
export function originOf(address: string): string | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The origins allowed to frame LTI's pages: those of every registered platform's issuer and login URL,
 * and those its signed launches named as its own pages (a Canvas school's domain): the LMS's pages that
 * hold the tool's iframe. One statement; none registered frames nothing.
 */
export async function platformOrigins(db: Db): Promise<string[]> {
  const rows = await db
    .select({ issuer: ltiPlatforms.issuer, login: ltiPlatforms.auth_login_url, learnt: ltiPlatforms.frame_origins })
    .from(ltiPlatforms);
  const origins = rows.flatMap((r) => [originOf(r.issuer), originOf(r.login), ...r.learnt.map(originOf)]);
  return [...new Set(origins.filter((o): o is string => o !== undefined))].sort();
}

/** frame-ancestors of these origins (and the app itself), or 'self' alone. */
export const frameAncestors = (origins: readonly string[]) => ["'self'", ...origins].join(' ');

/** Sets the headers of an LTI page: framed by `origins`, forms to `formAction`, scripts by `nonce`. */
export function ltiPageHeaders(
  reply: FastifyReply,
  origins: readonly string[],
  opts: { formAction?: string; nonce?: string } = {},
) {
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `script-src ${opts.nonce ? `'nonce-${opts.nonce}'` : "'none'"}`,
    `form-action 'self'${opts.formAction ? ` ${opts.formAction}` : ''}`,
    `frame-ancestors ${frameAncestors(origins)}`,
    "base-uri 'none'",
  ].join('; ');
  reply.removeHeader('x-frame-options');
  reply
    .header('content-security-policy', csp)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8');
}

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5}button{font-size:1rem;padding:.5rem 1rem}';

function page(language: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

/** A refused launch: why, in the client's language (English when it is not known). */
export function refusalPage(language: Language, why: Text): string {
  const title = sayIn(language, M.refusedTitle);
  return page(language, title, `<h1>${escapeHtml(title)}</h1><p id="why">${escapeHtml(sayIn(language, why))}</p>`);
}

/**
 * The launch again in a new window, where the tool's cookie is first-party: the same token and state,
 * sent by a press of the button (the browser blocked the cookie inside the LMS's frame).
 */
export function newWindowPage(language: Language, fields: Record<string, string>): string {
  const title = sayIn(language, M.newWindowTitle);
  return page(
    language,
    title,
    `<p>${escapeHtml(sayIn(language, M.newWindowText))}</p><form method="post" action="/lti/launch" target="_blank">${hidden(
      { ...fields, window: '1' },
    )}<button type="submit">${escapeHtml(title)}</button></form>`,
  );
}

/** A page that posts `fields` to `action` as it loads (a button without script). Answers it and its nonce. */
export function autoPostPage(
  language: Language,
  action: string,
  fields: Record<string, string>,
): { html: string; nonce: string } {
  const nonce = randomBytes(16).toString('base64');
  const title = sayIn(language, M.sendingTitle);
  const html = page(
    language,
    title,
    `<p>${escapeHtml(title)}</p><form id="post" method="post" action="${escapeHtml(action)}">${hidden(
      fields,
    )}<button type="submit">${escapeHtml(sayIn(language, M.continue))}</button></form><script nonce="${nonce}">document.getElementById('post').submit()</script>`,
  );
  return { html, nonce };
}

/** A Content-Security-Policy with one directive set (replaced, or added when it had none). */
export function withDirective(csp: string, name: string, value: string): string {
  const directives = csp
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
  const at = directives.findIndex((d) => d.split(/\s+/)[0] === name);
  if (at >= 0) directives[at] = `${name} ${value}`;
  else directives.push(`${name} ${value}`);
  return directives.join(';');
}
