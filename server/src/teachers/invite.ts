// The invitation to sign in: the admin sends a teacher the reset flow's set-password link.
import { INVITE_MESSAGES, said } from '@prep/domain';
import type { Scope } from '../access/scope';
import { teacherEvent } from '../audit/people';
import { type InviteMail, sendInvitation } from '../password-reset/invitation';
import { HttpError } from '../plugins/errors';
import { teacherLanguage } from './queries';
import { teacherOf } from './service';

/** Mails the teacher the invitation (password-reset/invitation.ts); a mail that did not go answers 503. */
export async function inviteTeacher(mail: InviteMail, scope: Scope, id: number) {
  const teacher = await teacherOf(mail.db, scope, id);
  const sent = await sendInvitation(mail, {
    user: 'teacher',
    id: teacher.id,
    first: teacher.First_Name,
    email: teacher.Email,
    language: await teacherLanguage(mail.db, teacher.id),
    event: teacherEvent('teacher.invited', teacher),
  });
  if (!sent) throw new HttpError(503, INVITE_MESSAGES.notSent);
  return said(INVITE_MESSAGES.sent(teacher.Email));
}
