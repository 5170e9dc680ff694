// An upload's ticket: what the server decided when the upload began (the key, the size and type declared, the
// question and owner), signed, so the later steps trust it without a table of uploads and a browser cannot
// point them at another file.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { VIDEO_MESSAGES } from '@prep/domain';
import { badRequest } from '../plugins/errors';

export interface Ticket {
  key: string;
  uploadId: string;
  size: number;
  partSize: number;
  question: number;
  /** Who began it (the JWT subject and role), so no one else can finish it. */
  by: string;
  /** Seconds since the epoch after which the upload can no longer go on. */
  expires: number;
}

/** A day: a 2 GB upload over a slow line, paused and resumed, still finishes. */
export const TICKET_SECONDS = 24 * 3600;

const mac = (secret: string, body: string) => createHmac('sha256', `upload:${secret}`).update(body).digest('base64url');

export function issueTicket(secret: string, ticket: Ticket): string {
  const body = Buffer.from(JSON.stringify(ticket)).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

/** The ticket's content when the server signed it for this caller and it has not expired; else a 400. */
export function readTicket(secret: string, text: string, by: string, now = Date.now()): Ticket {
  const [body, signature, extra] = text.split('.');
  const unknown = () => badRequest(VIDEO_MESSAGES.uploadUnknown, { ticket: [VIDEO_MESSAGES.uploadUnknown] });
  if (!body || !signature || extra !== undefined) throw unknown();
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw unknown();
  const ticket = JSON.parse(Buffer.from(body, 'base64url').toString()) as Ticket;
  if (ticket.by !== by || ticket.expires < now / 1000) throw unknown();
  return ticket;
}
