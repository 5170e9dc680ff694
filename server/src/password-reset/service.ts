// Password reset by mailed link: asking for a link, and spending it on a new password.
import {
  asMessage,
  fill,
  type Language,
  msg,
  type PasswordResetInput,
  RESET_MESSAGES,
  type ResetUser,
  resetLinkPath,
} from '@prep/domain';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import type { Later } from '../mail/later';
import type { Mailer } from '../mail/mailer';
import { composeMail } from '../mail/compose';
import { badRequest } from '../plugins/errors';
import { accountByEmail, discardResetToken, issueResetToken, resetPassword } from './queries';

const ACCOUNT_LABEL: Record<ResetUser, string> = {
  clientadmin: msg('client administrator'),
  teacher: msg('teacher'),
  student: msg('student'),
};

export interface ResetMail {
  db: Db;
  mailer: Mailer;
  /** The web app's address, which the link points into. */
  publicUrl: string;
  log: FastifyBaseLogger;
  later: Later;
}

/**
 * Answers every well-formed email alike, and as fast: one lookup, then the answer. The token and the
 * mail, for a real account only, are made after the answer has gone, so neither the answer nor its
 * timing tells whether an account exists. A mail that fails is logged and its token discarded: the
 * person asks again (telling them would tell everyone).
 */
export async function requestReset(mail: ResetMail, user: ResetUser, email: string) {
  const account = await accountByEmail(mail.db, user, email);
  if (account) mail.later.run(() => mailLink(mail, user, email, account), mail.log);
  return { message: RESET_MESSAGES.sent };
}

async function mailLink(
  { db, mailer, publicUrl, log }: ResetMail,
  user: ResetUser,
  email: string,
  account: { id: number; name: string; language: Language },
) {
  const token = await issueResetToken(db, user, account.id);
  const link = `${publicUrl}${resetLinkPath(token, user)}`;
  // In the reader's language (accountByEmail chose it); the name and the link as they are.
  try {
    await mailer.send(
      composeMail(account.language, {
        to: email,
        subject: msg('Reset your password'),
        lines: [
          fill(msg('Hello {{name}},'), { name: account.name }),
          '',
          fill(msg('Someone, hopefully you, asked to reset the password of your {{account}} account.'), {
            account: asMessage(ACCOUNT_LABEL[user]),
          }),
          msg('Open this link within one hour to choose a new password:'),
          '',
          { asWritten: link },
          '',
          msg('The link works once. If you did not ask for it, ignore this email: your password stays as it is.'),
        ],
      }),
    );
  } catch (error) {
    await discardResetToken(db, token);
    log.error({ err: error }, 'reset mail failed');
  }
}

/** Spends the link's token on the new password (the account's sessions end); a bad link is refused. */
export async function setNewPassword(db: Db, { password, token, user }: Omit<PasswordResetInput, 'confirm_password'>) {
  const passwordHash = await hashPassword(password);
  if (!(await resetPassword(db, user, token, passwordHash))) {
    throw badRequest(RESET_MESSAGES.linkInvalid, { token: [RESET_MESSAGES.linkInvalid] });
  }
  return { message: RESET_MESSAGES.updated };
}
