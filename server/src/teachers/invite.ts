// The invitation to sign in: the admin sends a teacher the reset flow's set-password link.
import {
  DEFAULT_LANGUAGE,
  fill,
  INVITE_MESSAGES,
  INVITE_TOKEN_TTL_SECONDS,
  msg,
  plural,
  resetLinkPath,
  said,
} from '@prep/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Scope } from '../access/scope';
import type { Db } from '../db/client';
import { composeMail } from '../mail/compose';
import type { Mailer } from '../mail/mailer';
import { discardResetToken, issueResetToken } from '../password-reset/queries';
import { HttpError } from '../plugins/errors';
import { teacherLanguage } from './queries';
import { teacherEvent } from '../audit/people';
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
 * teacher exists, and must learn that the mail did not go (its token is then discarded). Written in the
 * teacher's language, else their client's default (a teacher being invited has seldom chosen one yet);
 * the name, the addresses and the link as they are.
 */
export async function inviteTeacher({ db, mailer, publicUrl, log }: InviteMail, scope: Scope, id: number) {
  const teacher = await teacherOf(db, scope, id);
  const token = await issueResetToken(
    db,
    'teacher',
    teacher.id,
    INVITE_TOKEN_TTL_SECONDS,
    teacherEvent('teacher.invited', teacher),
  );
  const days = INVITE_TOKEN_TTL_SECONDS / 86_400;
  const language = (await teacherLanguage(db, teacher.id)) ?? DEFAULT_LANGUAGE;
  try {
    await mailer.send(
      composeMail(language, {
        to: teacher.Email,
        subject: msg('You are invited to sign in as a teacher'),
        lines: [
          fill(msg('Hello {{name}},'), { name: teacher.First_Name }),
          '',
          msg('Your school has invited you to sign in as a teacher, to see your classes and their results.'),
          fill(
            plural(
              'Open this link within {{count}} days to choose your password:',
              'Open this link within {{count}} day to choose your password:',
            ),
            { count: days },
          ),
          '',
          { asWritten: `${publicUrl}${resetLinkPath(token, 'teacher')}` },
          '',
          fill(msg('Then sign in at {{address}} with your email, {{email}}.'), {
            address: `${publicUrl}/teacher`,
            email: teacher.Email,
          }),
          msg('The link works once. If you did not expect it, ignore this email.'),
        ],
      }),
    );
  } catch (error) {
    await discardResetToken(db, token);
    log.error({ err: error }, 'invitation mail failed');
    throw new HttpError(503, INVITE_MESSAGES.notSent);
  }
  return said(INVITE_MESSAGES.sent(teacher.Email));
}
