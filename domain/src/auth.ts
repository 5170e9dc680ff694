import { z } from 'zod';
import { msg } from './i18n';
import { plural } from './message';
import { languageSchema } from './language-schema';
import { CHECK_EMAIL_AND_PASSWORD, FILL_ALL_FIELDS } from './messages';

/** A trimmed, non-empty string; the message is the one the screen shows for an empty field. */
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

const loginEmail = (message: string) => requiredText(message).transform((email) => email.toLowerCase());

export const superAdminLoginSchema = z.object({
  email: loginEmail(msg('Please Check Your Email')),
  password: requiredText(msg('Please Check Your Password')),
});
export type SuperAdminLogin = z.input<typeof superAdminLoginSchema>;

export const clientAdminLoginSchema = z.object({
  email: loginEmail(FILL_ALL_FIELDS),
  password: requiredText(FILL_ALL_FIELDS),
  license_key: requiredText(FILL_ALL_FIELDS),
});
export type ClientAdminLogin = z.input<typeof clientAdminLoginSchema>;

export const studentLoginSchema = z.object({
  email: loginEmail(FILL_ALL_FIELDS),
  password: requiredText(FILL_ALL_FIELDS),
});
export type StudentLogin = z.input<typeof studentLoginSchema>;

/** POST /auth/teacher/: a teacher who set a password through the invitation's link. */
export const teacherLoginSchema = z.object({
  email: loginEmail(FILL_ALL_FIELDS),
  password: requiredText(FILL_ALL_FIELDS),
});
export type TeacherLogin = z.input<typeof teacherLoginSchema>;

export const tokenLoginSchema = z.object({ token: requiredText(msg('Invalid token')) });
export const refreshSchema = z.object({ refresh: requiredText(msg('This field is required.')) });

/** The one answer to a wrong sign-in: it never says which of the fields was wrong. */
/**
 * A person a roster took out (OneRoster `tobedeleted`, issue 29): their password, dashboard token and sessions
 * no longer sign them in. Said only once the credentials were right: a wrong one still answers as any other.
 */
export const SIGN_IN_DISABLED = msg(
  'Your school has closed this account. Ask your school if you think this is a mistake.',
);

export const WRONG_LOGIN = {
  superadmin: msg('Please Check Your Email and Password'),
  clientadmin: msg('Please check your email, password and license key'),
  teacher: CHECK_EMAIL_AND_PASSWORD,
  student: CHECK_EMAIL_AND_PASSWORD,
} as const;

export const tokenPairSchema = z.object({ access_token: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const superAdminLoginResponseSchema = tokenPairSchema.extend({ superadmin_id: z.number(), email: z.string() });
export type SuperAdminLoginResponse = z.infer<typeof superAdminLoginResponseSchema>;

/**
 * Beside a client admin's, teacher's or student's sign-in: the language the account chose (null until it
 * chooses) and its client's default language, which a student who has not chosen is shown.
 */
const accountLanguageFields = { language: languageSchema.nullable(), default_language: languageSchema };

/** PUT /api/account/language/: the signed-in client admin, teacher or student keeps a language. */
export const accountLanguageSchema = z.object({ language: languageSchema });
export type AccountLanguage = z.infer<typeof accountLanguageSchema>;

export const clientAdminLoginResponseSchema = tokenPairSchema.extend({
  ...accountLanguageFields,
  client_id: z.number(),
  client_admin_id: z.number(),
});
export type ClientAdminLoginResponse = z.infer<typeof clientAdminLoginResponseSchema>;

/** POST /auth/student/ and /auth/api_token_auth/ */
export const studentLoginResponseSchema = tokenPairSchema.extend({
  ...accountLanguageFields,
  student_id: z.number(),
  client: z.number(),
  first_name: z.string(),
  teacher_name: z.string(),
  email: z.string(),
  /** JSON text of a list of course types, as the legacy API sent it. */
  enroll_program: z.string(),
});
export type StudentLoginResponse = z.infer<typeof studentLoginResponseSchema>;

/** POST /auth/teacher/ */
export const teacherLoginResponseSchema = tokenPairSchema.extend({
  ...accountLanguageFields,
  teacher_id: z.number(),
  client: z.number(),
  first_name: z.string(),
  email: z.string(),
});
export type TeacherLoginResponse = z.infer<typeof teacherLoginResponseSchema>;

export const refreshResponseSchema = z.object({ access: z.string(), refresh: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

/** Claims carried by every access token. */
export interface AccessClaims {
  sub: string;
  role: 'superadmin' | 'clientadmin' | 'teacher' | 'student';
  client_id: number | null;
  /** When the token was issued, in ms (a sign out everywhere voids the tokens issued before it, issue 28). */
  at?: number;
  /** Set while a client requires two-factor sign-in and the person has not set it up: the token only enrols. */
  enrol?: true;
}

/** Each role's sign-in page, where its form is (and where a form sent without the app comes back to). */
export const SIGN_IN_PAGES = {
  superadmin: '/superadmin',
  clientadmin: '/client',
  teacher: '/teacher',
  student: '/student',
} as const;

/**
 * A sign-in refused for too many tries, with the seconds to wait (`fill` gives the number as `count`): counted
 * (i18next plurals), the English says "1 second"; other counts are worded as they always were.
 */
export const TOO_MANY_ATTEMPTS = plural(
  'Too many attempts. Please try again in {{count}} seconds.',
  'Too many attempts. Please try again in {{count}} second.',
);

/**
 * A sign-in form sent without the app's script (issue 26) is answered by a redirect: to the app with a
 * one-time sign-in code, or back to the sign-in page with one of these messages (by its key, in the
 * address after `#`). The page shows only these: an address cannot make it say anything else.
 */
export const SIGN_IN_RETURN_MESSAGES = {
  /** The form came from another site (or said nothing of where it came from): nothing was done. */
  foreignForm: msg('For your safety, please sign in on this page.'),
  /** The one-time code was used already, or came too late. */
  codeSpent: msg('This sign-in has expired. Please sign in again.'),
  failed: msg('Something Went Wrong'),
} as const;

const RETURNABLE = new Set<string>([
  ...Object.values(WRONG_LOGIN),
  ...Object.values(SIGN_IN_RETURN_MESSAGES),
  FILL_ALL_FIELDS,
  TOO_MANY_ATTEMPTS,
  SIGN_IN_DISABLED,
  msg('Please Check Your Email'),
  msg('Please Check Your Password'),
  msg('The service is temporarily unavailable. Please try again shortly.'),
]);

/** The message a sign-in page shows for the key it was sent back with: that key when it is one of them. */
export const signInReturnMessage = (key: string): string =>
  RETURNABLE.has(key) ? key : SIGN_IN_RETURN_MESSAGES.failed;

/** A right password of a person with two-factor sign-in on: no tokens yet, a challenge for the code (issue 28). */
export const totpRequiredSchema = z.object({ totp_required: z.literal(true), challenge: z.string() });
export type TotpRequired = z.infer<typeof totpRequiredSchema>;

export const isTotpRequired = (answer: object): answer is TotpRequired =>
  (answer as Partial<TotpRequired>).totp_required === true;

/** Beside a staff sign-in's tokens when their client requires two-factor sign-in and they have none yet. */
export const totpEnrolmentFlag = { totp_enrolment_required: z.literal(true).optional() };

/** POST /auth/code/: a one-time sign-in code for the sign-in's own answer. */
export const signInCodeSchema = z.object({ code: requiredText(msg('Invalid token')) });

/**
 * The answer a code is exchanged for: the sign-in's own answer. A client admin's also carries their email:
 * the JSON sign-in's caller typed it, the code's holder did not.
 */
export const signInCodeResponseSchema = z.union([
  // A person with two-factor sign-in on: the page then asks for the code (issue 28).
  totpRequiredSchema,
  superAdminLoginResponseSchema,
  clientAdminLoginResponseSchema.extend({ email: z.string(), ...totpEnrolmentFlag }),
  teacherLoginResponseSchema.extend(totpEnrolmentFlag),
  studentLoginResponseSchema,
]);
export type SignInCodeResponse = z.infer<typeof signInCodeResponseSchema>;
