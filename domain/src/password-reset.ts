import { z } from 'zod';
import { requiredText } from './auth';
import { evenWithFieldErrors, unlessEmpty } from './fields';
import { isEmail, isStrongPassword } from './patterns';
import { msg } from './i18n';
import { fill } from './message';

// Password reset (client-student-warmups.md: password-reset pages, §4, §5, §7, §8).

export const RESET_MESSAGES = {
  emailMissing: msg('Insert Your Email First!'),
  emailInvalid: msg('Not a valid Email!'),
  passwordMissing: msg('Insert Your New Password!'),
  mismatch: msg('Password Miss matched!'),
  weak: msg('Looks like Weak Password!'),
  linkInvalid: msg('This reset link is invalid or has expired. Please ask for a new one.'),
  user: msg('Unknown user type'),
  sent: msg('Check Your Email for the Reset Link!'),
  updated: msg('Password Updated Successfully!'),
} as const;

/** Who is resetting: the request page stores it, the set-password page sends it back. */
export const RESET_USERS = ['clientadmin', 'teacher', 'student'] as const;
export type ResetUser = (typeof RESET_USERS)[number];

/** A reset link is valid for one hour and for one use. */
export const RESET_TOKEN_TTL_SECONDS = 3600;

/**
 * A teacher's invitation is a reset link that lives a week: the teacher may not read the mail the hour it
 * is sent, and only the admin can send another. Still one use, and a newer link replaces it.
 */
export const INVITE_TOKEN_TTL_SECONDS = 7 * 24 * 3600;

/** POST /api/teacher/{id}/invite/ */
export const INVITE_MESSAGES = {
  sent: (email: string) => fill(msg('Invitation sent to {{email}}'), { email }),
  notSent: msg('The invitation could not be sent. Please try again later.'),
} as const;

/**
 * The web page a reset mail links to (the path keeps the legacy spelling). The user type rides along in
 * the query, so the link also works on a device other than the one the request page stored it on.
 */
export const resetLinkPath = (token: string, user?: ResetUser) =>
  `/conform-password/${encodeURIComponent(token)}${user ? `?user=${user}` : ''}`;

/** POST /auth/{clientadmin,teacher,student}/reset-token/ */
export const resetRequestSchema = z.object({
  email: requiredText(RESET_MESSAGES.emailMissing)
    .refine(unlessEmpty(isEmail), { error: RESET_MESSAGES.emailInvalid })
    .transform((email) => email.toLowerCase()),
});
export type ResetRequestInput = z.input<typeof resetRequestSchema>;

/** POST /auth/password-reset/ */
export const passwordResetSchema = z
  .object({
    password: requiredText(RESET_MESSAGES.passwordMissing).refine(unlessEmpty(isStrongPassword), {
      error: RESET_MESSAGES.weak,
    }),
    confirm_password: z.string({ error: RESET_MESSAGES.mismatch }).trim(),
    token: requiredText(RESET_MESSAGES.linkInvalid),
    user: z.enum(RESET_USERS, { error: RESET_MESSAGES.user }),
  })
  .superRefine((value, ctx) => {
    const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
    if (text(value.confirm_password) !== text(value.password)) {
      ctx.addIssue({ code: 'custom', message: RESET_MESSAGES.mismatch, path: ['confirm_password'] });
    }
  }, evenWithFieldErrors);
export type PasswordResetInput = z.input<typeof passwordResetSchema>;
