// Contact Us: the form names a recipient, but the server decides who may receive: the platform's contact
// address always; the caller's own organisation's contact email for its admins and students; any address
// for the super admin. Anything else is refused, so the form can never relay mail to strangers.
import {
  type AccessClaims,
  asMessage,
  CONTACT_MESSAGES,
  contactSchema,
  DEFAULT_LANGUAGE,
  fill,
  msg,
} from '@prep/domain';
import type { FastifyBaseLogger } from 'fastify';
import { isSuperAdmin } from '../access/principal';
import type { Db } from '../db/client';
import { composeMail } from '../mail/compose';
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

// The same words as the reset mail's account labels (password-reset/service.ts).
const ROLE_LABEL: Record<AccessClaims['role'], string> = {
  superadmin: msg('super admin'),
  clientadmin: msg('client administrator'),
  teacher: msg('teacher'),
  student: msg('student'),
};

async function allowedRecipient(db: Db, contactEmail: string, caller: AccessClaims | undefined, to: string) {
  if (to === contactEmail || isSuperAdmin(caller)) return true;
  if (!caller?.client_id) return false;
  return (await clientContact(db, caller.client_id)) === to;
}

/** Sends the form's message; `caller` is the signed-in sender, when a token came with it. */
export async function sendContact(mail: ContactMail, caller: AccessClaims | undefined, form: Form) {
  const { email, subject, message, to_email, language } = parseWith(contactSchema, form.fields);
  const to = to_email ?? mail.contactEmail;
  if (!(await allowedRecipient(mail.db, mail.contactEmail, caller, to)))
    throw new HttpError(403, CONTACT_MESSAGES.recipient, { fields: { to_email: [CONTACT_MESSAGES.recipient] } });
  // The mail's own words in the page's language; the sender's subject and message as they wrote them.
  const sentBy = caller
    ? fill(msg('Sent from the Contact Us form by {{email}} (signed in as {{role}}).'), {
        email,
        role: asMessage(ROLE_LABEL[caller.role]),
      })
    : fill(msg('Sent from the Contact Us form by {{email}}.'), { email });
  try {
    await mail.mailer.send(
      composeMail(language ?? DEFAULT_LANGUAGE, {
        to,
        replyTo: email,
        subject: fill(msg('Contact Us: {{subject}}'), { subject }),
        lines: [{ asWritten: message }, '', { asWritten: '--' }, sentBy],
      }),
    );
  } catch (error) {
    mail.log.error({ err: error }, 'contact mail failed');
    throw new HttpError(503, CONTACT_MESSAGES.notSent);
  }
  return { message: CONTACT_MESSAGES.sent };
}
