// The invitation to sign in: the admin sends a teacher the reset flow's set-password link.
import { INVITE_MESSAGES, INVITE_TOKEN_TTL_SECONDS, resetLinkPath } from '@prep/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Scope } from '../access/scope';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { discardResetToken, issueResetToken } from '../password-reset/queries';
import { HttpError } from '../plugins/errors';
import { teacherOf } from './service';

export interface InviteMail {
  db: Db;
  mailer: Mailer;
  /** The web app's address, which the link points into. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Mails the teacher a link to choose a password, valid for a week and once; a newer invitation or reset
 * link replaces it. Unlike a reset request the mail is sent before the answer: the admin already knows the
 * teacher exists, and must learn that the mail did not go (its token is then discarded).
 */
export async function inviteTeacher({ db, mailer, publicUrl, log }: InviteMail, scope: Scope, id: number) {
  const teacher = await teacherOf(db, scope, id);
  const token = await issueResetToken(db, 'teacher', teacher.id, INVITE_TOKEN_TTL_SECONDS);
  const days = INVITE_TOKEN_TTL_SECONDS / 86_400;
  try {
    await mailer.send({
      to: teacher.Email,
      subject: 'You are invited to sign in as a teacher',
      text: [
        `Hello ${teacher.First_Name},`,
        '',
        'Your school has invited you to sign in as a teacher, to see your classes and their results.',
        `Open this link within ${days} days to choose your password:`,
        '',
        `${publicUrl}${resetLinkPath(token, 'teacher')}`,
        '',
        `Then sign in at ${publicUrl}/teacher with your email, ${teacher.Email}.`,
        'The link works once. If you did not expect it, ignore this email.',
      ].join('\n'),
    });
  } catch (error) {
    await discardResetToken(db, token);
    log.error({ err: error }, 'invitation mail failed');
    throw new HttpError(503, INVITE_MESSAGES.notSent);
  }
  return { message: INVITE_MESSAGES.sent(teacher.Email) };
}
