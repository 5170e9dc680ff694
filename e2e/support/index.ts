export { checkA11y } from './a11y';
export { DESKTOP, useBrowser } from './browser';
export { DEMO, demoStudent } from './demo';
export { appStarted, heading, pathOf, settled, visit, waitForPath } from './navigation';
export { outboxFiles, waitForMail } from './mail';
export {
  AREA_HOME,
  clickSignIn,
  fill,
  signInAsClientAdmin,
  signInAsStudent,
  signInAsSuperAdmin,
  signInAsTeacher,
  signInViaApi,
} from './signIn';
