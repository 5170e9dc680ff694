export {
  AREA_HOME,
  clientAdminProfile,
  studentProfile,
  superAdminProfile,
  teacherProfile,
  type SessionProfile,
} from './profile';
export { sessionStore } from './sessionStore';
export { signOut } from './signOut';
export { useSession } from './useSession';
export { RequireRole } from './RequireRole';
export { LogoutPage } from './LogoutPage';
