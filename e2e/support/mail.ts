import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The plain-text body, transfer encoding undone. */
  text: string;
  /** The HTML alternative, when the mail has one. */
  html?: string;
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable': {
      const joined = body.replace(/=\r?\n/g, '');
      const bytes: number[] = [];
      for (let i = 0; i < joined.length; i++) {
        const hex = joined.slice(i + 1, i + 3);
        if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
          bytes.push(parseInt(hex, 16));
          i += 2;
        } else bytes.push(joined.charCodeAt(i));
      }
      return Buffer.from(bytes).toString('utf8');
    }
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** A message's or a part's headers and decoded body; a multipart one's text/plain and text/html parts. */
function parsePart(raw: string): { header: (name: string) => string; text: string; html?: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const type = header('Content-Type');
  if (!type.toLowerCase().startsWith('multipart/'))
    return { header, text: decodeBody(body, header('Content-Transfer-Encoding')) };
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1] ?? '';
  const parts = body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .map((part) => parsePart(part.replace(/^\r?\n/, '')));
  const typed = (kind: string) => parts.find((part) => part.header('Content-Type').toLowerCase().startsWith(kind));
  return { header, text: typed('text/plain')?.text ?? '', html: typed('text/html')?.text };
}

/** Reads one .eml file the server wrote: its text, and its HTML alternative (server/src/mail/compose.ts). */
export function parseEml(file: string): OutboxMail {
  const { header, text, html } = parsePart(readFileSync(file, 'utf8'));
  return { file, to: header('To'), subject: header('Subject'), text, ...(html === undefined ? {} : { html }) };
}

/** The server's outbox (DATA_DIR/outbox): where mail goes when the e2e server has no SMTP_URL. */
export const outboxDir = () => join(inject('dataDir'), 'outbox');

/**
 * Waits for a mail to `to` that was not in the outbox before (pass the files seen earlier as `seen`),
 * and returns it.
 */
export async function waitForMail(
  to: string,
  seen: ReadonlySet<string> = new Set(),
  timeoutMs = 10_000,
): Promise<OutboxMail> {
  const dir = outboxDir();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.endsWith('.eml'))
          .sort()
      : [];
    for (const name of files) {
      const file = join(dir, name);
      if (seen.has(file)) continue;
      const mail = parseEml(file);
      if (mail.to.toLowerCase().includes(to.toLowerCase())) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} arrived in ${dir} within ${timeoutMs} ms`);
}

/** The .eml files in the outbox now, to tell later mail from earlier. */
export function outboxFiles(): Set<string> {
  const dir = outboxDir();
  return new Set(existsSync(dir) ? readdirSync(dir).map((name) => join(dir, name)) : []);
}
