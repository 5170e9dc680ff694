// Every mail the server sends is written here from a descriptor (docs/decisions/0107-messages-as-data.md):
// its subject and lines are messages as data, the same { key, values } the API answers with, turned into the
// reader's language through the catalogue; links, addresses and what a person wrote stay as they are.
import type { Language, Text } from '@prep/domain';
import { sayIn } from '../i18n/translate';
import type { MailMessage } from './mailer';

/** A line of a mail: a message (translated), or a line kept as written (a link, the sender's own words). */
export type MailLine = Text | { readonly asWritten: string };

/** A mail as data, before its language is known. `''` is a blank line between paragraphs. */
export interface MailDescriptor {
  readonly to: string;
  readonly replyTo?: string;
  readonly subject: Text;
  readonly lines: readonly MailLine[];
}

const lineIn = (language: Language, line: MailLine): string =>
  typeof line === 'object' && 'asWritten' in line ? line.asWritten : sayIn(language, line);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A line as HTML: escaped, its web addresses as links. */
const htmlLine = (line: string) =>
  escapeHtml(line).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);

/** Paragraphs (lines between blank lines) as <p>, their lines joined by <br>. */
function htmlOf(language: Language, lines: readonly string[]): string {
  const paragraphs = lines
    .join('\n')
    .split(/\n{2,}/)
    .filter((p) => p.trim() !== '');
  const body = paragraphs.map((p) => `<p>${p.split('\n').map(htmlLine).join('<br>\n')}</p>`).join('\n');
  return `<!doctype html>\n<html lang="${language}"><body>\n${body}\n</body></html>\n`;
}

/** The mail in the reader's language: subject, plain text and HTML, from the same lines. */
export function composeMail(language: Language, mail: MailDescriptor): MailMessage {
  const lines = mail.lines.map((line) => lineIn(language, line));
  return {
    to: mail.to,
    ...(mail.replyTo === undefined ? {} : { replyTo: mail.replyTo }),
    subject: sayIn(language, mail.subject),
    text: lines.join('\n'),
    html: htmlOf(language, lines),
  };
}
