export { checkA11y } from './a11y';
export { DESKTOP, launchBrowser, useBrowser, type BrowserHarness } from './browser';
export { DEMO, demoStudent, type Credentials } from './demo';
export { heading, pathOf, settled, visit, waitForPath } from './navigation';
export { outboxDir, outboxFiles, parseEml, waitForMail, type OutboxMail } from './mail';
export {
  AREA_HOME,
  clickSignIn,
  fill,
  signInAsClientAdmin,
  signInAsStudent,
  signInAsSuperAdmin,
  signInViaApi,
  type Role,
} from './signIn';
