// Staff accounts (issue 28): two-factor sign-in, the sign-in history, sign out everywhere.
import { z } from 'zod';
import {
  clientAdminLoginResponseSchema,
  requiredText,
  superAdminLoginResponseSchema,
  teacherLoginResponseSchema,
  tokenPairSchema,
  totpEnrolmentFlag,
  totpRequiredSchema,
} from './auth';
import { msg } from './i18n';

/** Said of a code or a challenge that does not sign in: what to do next, never which part was wrong. */
export const TOTP_MESSAGES = {
  wrongCode: msg('This code is not right. Enter the code your authenticator app shows now.'),
  usedCode: msg('This code has been used already. Wait for the next one and enter it.'),
  wrongRecoveryCode: msg('This recovery code is not right, or has been used already.'),
  challengeSpent: msg('This sign-in has expired. Please sign in again.'),
  alreadyOn: msg('Two-factor sign-in is already on. Turn it off first to set it up again.'),
  notOn: msg('Two-factor sign-in is not on.'),
  notStarted: msg('Start setting up two-factor sign-in first.'),
  enrolFirst: msg('Set up two-factor sign-in first: your school requires it.'),
  codeOrRecovery: msg('Enter the six-digit code or a recovery code.'),
} as const;

const sixDigits = z
  .string({ error: TOTP_MESSAGES.wrongCode })
  .trim()
  .regex(/^\d{6}$/, { error: TOTP_MESSAGES.wrongCode });

/** POST /api/account/totp/confirm/ and DELETE /api/account/totp/: the code the app shows now. */
export const totpCodeSchema = z.object({ code: sixDigits });
export type TotpCodeInput = z.input<typeof totpCodeSchema>;

/** GET /api/account/totp/: whether two-factor sign-in is on. */
export const totpStatusSchema = z.object({ enabled: z.boolean() });
export type TotpStatus = z.infer<typeof totpStatusSchema>;

/** POST /api/account/totp/: the secret (shown once, as text and as a QR code) and ten recovery codes. */
export const totpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  recovery_codes: z.array(z.string()),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** The confirmation: two-factor sign-in is on, and a full session replaces one that could only enrol. */
export const totpConfirmedSchema = tokenPairSchema.extend({ message: z.string() });
export type TotpConfirmed = z.infer<typeof totpConfirmedSchema>;

/** POST /auth/totp/: the challenge with the app's code or one of the recovery codes. */
export const totpSignInSchema = z
  .object({
    challenge: requiredText(TOTP_MESSAGES.challengeSpent).max(512, { error: TOTP_MESSAGES.challengeSpent }),
    code: sixDigits.optional(),
    recovery_code: z.string().trim().min(1, { error: TOTP_MESSAGES.wrongRecoveryCode }).max(64).optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recovery_code === undefined), {
    error: TOTP_MESSAGES.codeOrRecovery,
    path: ['code'],
  });
export type TotpSignIn = z.input<typeof totpSignInSchema>;

/** What each staff sign-in answers: its tokens (with the enrolment flag), or the challenge. */
export const superAdminSignInAnswerSchema = z.union([superAdminLoginResponseSchema, totpRequiredSchema]);
export const clientAdminSignInAnswerSchema = z.union([
  clientAdminLoginResponseSchema.extend(totpEnrolmentFlag),
  totpRequiredSchema,
]);
export const teacherSignInAnswerSchema = z.union([
  teacherLoginResponseSchema.extend(totpEnrolmentFlag),
  totpRequiredSchema,
]);
/** POST /auth/totp/: the answer the password alone would have given. */
export const totpSignInAnswerSchema = z.union([
  superAdminLoginResponseSchema,
  // With the email the first step was sent with: the app keeps it in the admin's profile.
  clientAdminLoginResponseSchema.extend({ email: z.string() }),
  teacherLoginResponseSchema,
]);
export type TotpSignInAnswer = z.infer<typeof totpSignInAnswerSchema>;

export const SIGN_IN_METHODS = ['password', 'token', 'code', 'lti'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** One sign-in of the history: when, from where, with what, and whether it was right. */
export const signInEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  address: z.string(),
  user_agent: z.string(),
  ok: z.boolean(),
  method: z.enum(SIGN_IN_METHODS),
});
export type SignInEntry = z.infer<typeof signInEntrySchema>;
export const signInHistorySchema = z.array(signInEntrySchema);

/** How many of a person's last sign-ins are shown. */
export const SIGN_IN_HISTORY_LENGTH = 100;

export const SIGN_IN_METHOD_LABELS: Record<SignInMethod, string> = {
  password: msg('Password'),
  token: msg('Token'),
  code: msg('Two-factor code'),
  lti: msg('LMS'),
};
