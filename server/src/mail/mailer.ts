import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same lines as HTML (mail/compose.ts writes both). */
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  /** Sends one message; rejects when the SMTP server refuses it or cannot be reached. */
  send(message: MailMessage): Promise<void>;
  close(): void;
  readonly kind: 'smtp' | 'outbox';
}

interface Logger {
  info(obj: object, msg: string): void;
}

/**
 * SMTP when `smtpUrl` is set. Without it each message is written as an .eml file under `outboxDir` and
 * its location and links logged, so mail-driven flows (password reset) work on a fresh machine with no
 * mail server.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; log: Logger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl, { from: opts.from });
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail(message);
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: 'unix' },
    { from: opts.from },
  );
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail(message);
      await mkdir(opts.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(opts.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      // The links too, so a reset link can be followed straight from the console on a machine with no mail server.
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      opts.log.info(
        { to: message.to, subject: message.subject, file: pathToFileURL(file).href, links },
        'mail written to the outbox (SMTP_URL is not set)',
      );
    },
    close: () => transport.close(),
  };
}
