import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the test SMTP server received it: envelope, headers (lower-case names) and decoded text body. */
export interface ReceivedMail {
  from: string;
  to: string[];
  headers: Record<string, string>;
  text: string;
  /** The HTML alternative, when the mail has one (mail/compose.ts writes both). */
  html?: string;
}

/** A header's RFC 2047 encoded words (=?UTF-8?B?…?= or ?Q?), as a Tamil subject arrives, as the text they stand for. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([\w-]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

type Parsed = { headers: Record<string, string>; text: string; html?: string };

/** A multipart/alternative body (what the platform sends: plain text and HTML) as its text and HTML parts. */
function parseAlternatives(headers: Record<string, string>, body: string): Parsed {
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1] ?? '';
  const parts = body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .map((part) => parseMessage(part.replace(/^\n/, '')));
  const typed = (type: string) => parts.find((part) => (part.headers['content-type'] ?? '').startsWith(type));
  return { headers, text: typed('text/plain')?.text ?? '', html: typed('text/html')?.text };
}

/** Decodes the body of a message: 7bit, quoted-printable or base64, or each part of a multipart one. */
function parseMessage(raw: string): Parsed {
  const normalised = raw.replace(/\r\n/g, '\n');
  const split = normalised.indexOf('\n\n');
  const head = split === -1 ? normalised : normalised.slice(0, split);
  const body = split === -1 ? '' : normalised.slice(split + 2);
  const headers: Record<string, string> = {};
  // Folded header lines continue with white space.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  if ((headers['content-type'] ?? '').startsWith('multipart/')) return parseAlternatives(headers, body);
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  let text = body;
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    text = Buffer.from(bytes, 'latin1').toString('utf8');
  } else if (encoding === 'base64') {
    text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return { headers, text };
}

/** A real SMTP server on loopback for tests: no TLS, no authentication, keeps every message. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  // How long the server holds each message before accepting it: a slow mail provider.
  let acceptDelayMs = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { headers, text, html } = parseMessage(Buffer.concat(chunks).toString('latin1'));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          headers,
          text,
          ...(html === undefined ? {} : { html }),
        });
        for (const wake of waiters.splice(0)) wake();
        setTimeout(callback, acceptDelayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Takes (removes and returns) the oldest message to `to`, waiting for one if none has arrived yet. */
    async take(to: string, timeoutMs = 5000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = received.findIndex((m) => m.to.includes(to));
        if (index !== -1) return received.splice(index, 1)[0]!;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    /** Makes every later message wait this long before the server accepts it. */
    setAcceptDelay(ms: number) {
      acceptDelayMs = ms;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
