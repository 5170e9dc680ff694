// The end of a sign-in the server finished without the app (issue 26): a form sent before the app's
// script had loaded, and later an LMS launch. The server redirects to a page of the app with
// `#signin=<one-time code>`, which the app exchanges for the sign-in's answer before it renders; or with
// `#signin-error=<message key>`, which the sign-in page shows.
import {
  type ClientAdminLoginResponse,
  SIGN_IN_RETURN_MESSAGES,
  type SignInCodeResponse,
  type StudentLoginResponse,
  type SuperAdminLoginResponse,
  type TeacherLoginResponse,
} from '@prep/domain';
import { ApiError } from '../api';
import { exchangeSignInCode } from '../api/auth';
import {
  clientAdminProfile,
  type SessionProfile,
  sessionStore,
  studentProfile,
  superAdminProfile,
  teacherProfile,
} from '../session';
import { decodeAccessClaims } from '../session/claims';

const CODE = 'signin';
const ERROR = 'signin-error';

/** Replaces what follows `#` (nothing when `hash` is empty), without a new history entry. */
function setHash(hash: string) {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash ? `#${hash}` : ''}`);
}

/** The profile a sign-in's answer gives, by the role its access token names. */
function profileOf(answer: SignInCodeResponse): SessionProfile | null {
  switch (decodeAccessClaims(answer.access_token)?.role) {
    case 'superadmin':
      return superAdminProfile(answer as SuperAdminLoginResponse);
    case 'clientadmin': {
      const admin = answer as ClientAdminLoginResponse & { email: string };
      return clientAdminProfile(admin, admin.email);
    }
    case 'teacher':
      return teacherProfile(answer as TeacherLoginResponse);
    case 'student':
      return studentProfile(answer as StudentLoginResponse);
    default:
      return null;
  }
}

/**
 * Exchanges the address's one-time sign-in code, if it has one, and keeps the session as a sign-in does.
 * The code leaves the address at once (it is spent by its first use, and an address is kept in history
 * and shared). Resolves whether it signed in; a code that failed leaves the reason for the page instead.
 */
export async function redeemSignInCode(): Promise<boolean> {
  const code = new URLSearchParams(window.location.hash.slice(1)).get(CODE);
  if (!code) return false;
  setHash('');
  try {
    const answer = await exchangeSignInCode(code);
    const profile = profileOf(answer);
    if (!profile) throw new ApiError(401, SIGN_IN_RETURN_MESSAGES.failed);
    sessionStore.signIn({ access: answer.access_token, refresh: answer.refresh }, profile);
    return true;
  } catch (error) {
    setHash(new URLSearchParams({ [ERROR]: error instanceof ApiError ? error.message : '' }).toString());
    return false;
  }
}
