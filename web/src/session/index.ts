export { decodeAccessClaims } from './claims';
export { AREA_HOME, clientAdminProfile, studentProfile, superAdminProfile, type SessionProfile } from './profile';
export {
  createSessionStore,
  sessionStore,
  SESSION_KEY,
  type Session,
  type SessionStore,
  type TokenStore,
} from './sessionStore';
export { signOut } from './signOut';
export { useSession } from './useSession';
export { RequireRole } from './RequireRole';
export { LogoutPage } from './LogoutPage';
