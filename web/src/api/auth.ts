// Signing in (/auth/superadmin/, /auth/clientadmin/, /auth/teacher/, /auth/student/, /auth/api_token_auth/) and the
// second step of a two-factor sign-in (/auth/totp/), the password reset (/auth/{user}/reset-token/,
// /auth/password-reset/): called without a session.
import type {
  ClientAdminLogin,
  ClientAdminLoginResponse,
  MessageAnswer,
  PasswordResetInput,
  ResetRequestInput,
  ResetUser,
  SignInCodeResponse,
  StudentLogin,
  StudentLoginResponse,
  SuperAdminLogin,
  SuperAdminLoginResponse,
  TeacherLogin,
  TeacherLoginResponse,
  TotpRequired,
  TotpSignIn,
  TotpSignInAnswer,
} from '@prep/domain';
import { api } from './index';

const OPEN = { auth: false } as const;

export const signInSuperAdmin = (body: SuperAdminLogin) =>
  api.post<SuperAdminLoginResponse | TotpRequired>('/auth/superadmin/', body, OPEN);
export const signInClientAdmin = (body: ClientAdminLogin) =>
  api.post<ClientAdminLoginResponse | TotpRequired>('/auth/clientadmin/', body, OPEN);
export const signInTeacher = (body: TeacherLogin) =>
  api.post<TeacherLoginResponse | TotpRequired>('/auth/teacher/', body, OPEN);
export const signInStudent = (body: StudentLogin) => api.post<StudentLoginResponse>('/auth/student/', body, OPEN);
/** A student's sign-in by the API token their client issued. */
export const signInByToken = (token: string) =>
  api.post<StudentLoginResponse>('/auth/api_token_auth/', { token }, OPEN);

/**
 * Where each sign-in page's form goes when the browser sends it itself (Sign In pressed before the app's
 * script has loaded): the server signs in and redirects back with a one-time code.
 */
export const SIGN_IN_FORM_ACTION = {
  superadmin: '/auth/form/superadmin/',
  clientadmin: '/auth/form/clientadmin/',
  teacher: '/auth/form/teacher/',
  student: '/auth/form/student/',
} as const;

/** The second step of a two-factor sign-in (issue 28): the challenge with the app's code or a recovery code. */
export const signInWithSecondFactor = (body: TotpSignIn) => api.post<TotpSignInAnswer>('/auth/totp/', body, OPEN);

/** A one-time sign-in code (from a redirect) exchanged for the sign-in's answer; it works once. */
export const exchangeSignInCode = (code: string) => api.post<SignInCodeResponse>('/auth/code/', { code }, OPEN);

/** An LMS launch's one-time code (issue 29), exchanged the same way; it works once, within a minute. */
export const exchangeLtiCode = (code: string) => api.post<SignInCodeResponse>('/auth/lti/', { code }, OPEN);

/** Mails a reset link to the account of that email, if there is one (the answer does not say). */
export const requestPasswordReset = (user: ResetUser, body: ResetRequestInput) =>
  api.post<MessageAnswer>(`/auth/${user}/reset-token/`, body, OPEN);
export const resetPassword = (body: PasswordResetInput) => api.post<MessageAnswer>('/auth/password-reset/', body, OPEN);

/** Where the API describes itself (OpenAPI), named on the API demo page. */
export const API_DOCS_PATH = '/api/docs';
