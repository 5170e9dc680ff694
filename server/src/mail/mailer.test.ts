import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp';
import { createMailer } from './mailer';

/** Collects what the mailer logs. */
function logSink() {
  const lines: Array<{ obj: Record<string, unknown>; msg: string }> = [];
  return { lines, info: (obj: object, msg: string) => lines.push({ obj: obj as Record<string, unknown>, msg }) };
}

describe('without SMTP_URL', () => {
  it('writes each message as an .eml file in the outbox and logs where', async () => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'prep-mail-')), 'outbox');
    const log = logSink();
    const mailer = createMailer({ from: 'Prep <no-reply@prep.test>', outboxDir, log });
    expect(mailer.kind).toBe('outbox');
    await mailer.send({
      to: 'reader@school.org',
      subject: 'Hello there',
      text: 'Open http://localhost:3000/conform-password/abc',
      replyTo: 'me@school.org',
    });
    mailer.close();
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(join(outboxDir, files[0]!), 'utf8');
    expect(eml).toContain('To: reader@school.org');
    expect(eml).toContain('From: Prep <no-reply@prep.test>');
    expect(eml).toContain('Reply-To: me@school.org');
    expect(eml).toContain('Subject: Hello there');
    expect(eml).toContain('http://localhost:3000/conform-password/abc');
    expect(log.lines).toHaveLength(1);
    expect(fileURLToPath(String(log.lines[0]!.obj.file))).toBe(join(outboxDir, files[0]!));
    expect(log.lines[0]!.obj.links).toEqual(['http://localhost:3000/conform-password/abc']);
  });
});

describe('with SMTP_URL', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  it('delivers through the SMTP server', async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'no-reply@prep.test',
      outboxDir: '/nonexistent',
      log: logSink(),
    });
    expect(mailer.kind).toBe('smtp');
    await mailer.send({
      to: 'reader@school.org',
      subject: 'Über',
      text: 'Ünïcode body and a long line '.repeat(5),
      replyTo: 'me@school.org',
    });
    mailer.close();
    const mail = await smtp.take('reader@school.org');
    expect(mail.from).toBe('no-reply@prep.test');
    expect(mail.headers['reply-to']).toBe('me@school.org');
    expect(mail.text).toContain('Ünïcode body and a long line Ünïcode body');
  });

  it('rejects when the server cannot be reached', async () => {
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'no-reply@prep.test',
      outboxDir: '/nonexistent',
      log: logSink(),
    });
    await expect(mailer.send({ to: 'reader@school.org', subject: 'x', text: 'y' })).rejects.toThrow();
    mailer.close();
  });
});
