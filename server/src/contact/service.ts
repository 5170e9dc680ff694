// Contact Us: the form names a recipient, but the server decides who may receive: the platform's contact
// address always; the caller's own organisation's contact email for its admins and students; any address
// for the super admin. Anything else is refused, so the form can never relay mail to strangers.
import { type AccessClaims, CONTACT_MESSAGES, contactSchema } from '@prep/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { Form } from '../media/form';
import { HttpError } from '../plugins/errors';
import { parseWith } from '../plugins/validate';
import { clientContact } from './queries';

export interface ContactMail {
  db: Db;
  mailer: Mailer;
  /** The platform's contact address: the default recipient, open to anyone. */
  contactEmail: string;
  log: FastifyBaseLogger;
}

async function allowedRecipient(db: Db, contactEmail: string, caller: AccessClaims | undefined, to: string) {
  if (to === contactEmail || caller?.role === 'superadmin') return true;
  if (!caller?.client_id) return false;
  return (await clientContact(db, caller.client_id)) === to;
}

/** Sends the form's message; `caller` is the signed-in sender, when a token came with it. */
export async function sendContact(mail: ContactMail, caller: AccessClaims | undefined, form: Form) {
  const { email, subject, message, to_email } = parseWith(contactSchema, form.fields);
  const to = to_email ?? mail.contactEmail;
  if (!(await allowedRecipient(mail.db, mail.contactEmail, caller, to)))
    throw new HttpError(403, CONTACT_MESSAGES.recipient, { fields: { to_email: [CONTACT_MESSAGES.recipient] } });
  try {
    await mail.mailer.send({
      to,
      replyTo: email,
      subject: `Contact Us: ${subject}`,
      text: `${message}\n\n--\nSent from the Contact Us form by ${email}${caller ? ` (signed in as ${caller.role})` : ''}.`,
    });
  } catch (error) {
    mail.log.error({ err: error }, 'contact mail failed');
    throw new HttpError(503, CONTACT_MESSAGES.notSent);
  }
  return { message: CONTACT_MESSAGES.sent };
}
