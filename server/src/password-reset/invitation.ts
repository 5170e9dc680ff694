// The invitation to sign in: a teacher or a student without a password gets the reset flow's set-password
// link, valid for a week and once (a newer invitation or reset link replaces it). The admin invites a
// teacher from their profile; a OneRoster import invites everyone it brings who has an email (issue 29).
import {
  DEFAULT_LANGUAGE,
  fill,
  INVITE_TOKEN_TTL_SECONDS,
  type Language,
  msg,
  plural,
  resetLinkPath,
  SIGN_IN_PAGES,
} from '@prep/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditEvent } from '../audit/record';
import type { Db } from '../db/client';
import { composeMail } from '../mail/compose';
import type { Mailer } from '../mail/mailer';
import { discardResetToken, issueResetToken } from './queries';

export interface InviteMail {
  db: Db;
  mailer: Mailer;
  /** The web app's address, which the link points into. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** Who is invited: their account, the words of their mail, and the event the invitation records. */
export interface Invitee {
  user: 'teacher' | 'student';
  id: number;
  first: string;
  email: string;
  /** Theirs, else their client's default (someone being invited has seldom chosen one yet). */
  language: Language | undefined;
  event: AuditEvent;
}

const WORDS = {
  teacher: {
    subject: msg('You are invited to sign in as a teacher'),
    why: msg('Your school has invited you to sign in as a teacher, to see your classes and their results.'),
  },
  student: {
    subject: msg('You are invited to sign in as a student'),
    why: msg('Your school has invited you to sign in as a student, to take your tests and see your results.'),
  },
} as const;

/**
 * Mails the invitation. The mail is sent before the caller answers: the admin must learn that it did not
 * go (its token is then discarded, and false answered). Written in the person's language; the name, the
 * addresses and the link as they are.
 */
export async function sendInvitation({ db, mailer, publicUrl, log }: InviteMail, invitee: Invitee): Promise<boolean> {
  const { user, id, email } = invitee;
  const token = await issueResetToken(db, user, id, INVITE_TOKEN_TTL_SECONDS, invitee.event);
  const days = INVITE_TOKEN_TTL_SECONDS / 86_400;
  try {
    await mailer.send(
      composeMail(invitee.language ?? DEFAULT_LANGUAGE, {
        to: email,
        subject: WORDS[user].subject,
        lines: [
          fill(msg('Hello {{name}},'), { name: invitee.first }),
          '',
          WORDS[user].why,
          fill(
            plural(
              'Open this link within {{count}} days to choose your password:',
              'Open this link within {{count}} day to choose your password:',
            ),
            { count: days },
          ),
          '',
          { asWritten: `${publicUrl}${resetLinkPath(token, user)}` },
          '',
          fill(msg('Then sign in at {{address}} with your email, {{email}}.'), {
            address: `${publicUrl}${SIGN_IN_PAGES[user]}`,
            email,
          }),
          msg('The link works once. If you did not expect it, ignore this email.'),
        ],
      }),
    );
    return true;
  } catch (error) {
    await discardResetToken(db, token);
    log.error({ err: error }, 'invitation mail failed');
    return false;
  }
}
