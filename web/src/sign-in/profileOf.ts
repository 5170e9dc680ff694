// The session a sign-in's answer opens, whichever page asked: a one-time code's exchange (signInCode.ts)
// and the second step of a two-factor sign-in (SecondFactorStep.tsx) answer any role's sign-in.
import type {
  ClientAdminLoginResponse,
  StudentLoginResponse,
  SuperAdminLoginResponse,
  TeacherLoginResponse,
  TokenPair,
} from '@prep/domain';
import {
  clientAdminProfile,
  type SessionProfile,
  sessionStore,
  studentProfile,
  superAdminProfile,
  teacherProfile,
} from '../session';
import { decodeAccessClaims } from '../session/claims';

/** The profile a sign-in's answer gives, by the role its access token names. */
function profileOf(answer: TokenPair): SessionProfile | null {
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

/** Keeps the session of a sign-in's answer; false when the answer names no role the app knows. */
export function keepSignIn(answer: TokenPair): boolean {
  const profile = profileOf(answer);
  if (!profile) return false;
  sessionStore.signIn({ access: answer.access_token, refresh: answer.refresh }, profile);
  return true;
}
