import { Navigate, type RouteObject } from 'react-router';
import { ACCOUNT_SCREEN, ACTIVITY_SCREEN, areaRoutes } from '../routing/areaRoutes';
import { screen } from '../routing/lazyPage';
import { type AreaScreen, visibleLinks } from '../shell/navigation';
import { SUPERADMIN_NAV } from './navLinks';

const BASE = '/superadmin';

/**
 * A route the spec names without a screen of its own: it opens the screen that does its job, at the
 * step given (the Conversion Tool reads `step` from the location's state).
 */
const opens = (path: string, step?: number) => async () =>
  function Opens() {
    return <Navigate to={`${BASE}/${path}`} replace state={step === undefined ? undefined : { step }} />;
  };

/**
 * The super-admin screens. A new screen is one entry here (path relative to /superadmin, its code loaded
 * when first opened); its link in navLinks.ts then appears in the bar. Mark `open: true` for screens
 * without sign-in (contact).
 */
export const superAdminScreens: AreaScreen[] = [
  { path: 'clientsignup', page: screen(() => import('./ClientProfilePage'), 'ClientProfilePage') },
  { path: 'admin', page: screen(() => import('./ClientAdminProfilePage'), 'ClientAdminProfilePage') },
  { path: 'pageconfiguration', page: screen(() => import('./ClientConfigurationPage'), 'ClientConfigurationPage') },
  { path: 'subjectdetail', page: screen(() => import('./SubjectDetailPage'), 'SubjectDetailPage') },
  { path: 'create-quiz', page: screen(() => import('./conversion/ConversionPage'), 'ConversionPage') },
  { path: 'import-warmup', page: screen(() => import('./warmups/WarmupWizardPage'), 'WarmupWizardPage') },
  { path: 'data-tool', page: screen(() => import('./data-tool/DataToolPage'), 'DataToolPage') },
  // The Manage Test browser, reached from the Data Tool's SUMMARY (the spec names no route for it).
  { path: 'test-browser', page: screen(() => import('../test-browser/TestBrowserPage'), 'TestBrowserPage') },
  // A test's item analysis (issue 20), reached from the test browser.
  {
    path: 'test-analysis/:id',
    page: screen(() => import('../test-analysis/TestAnalysisPage'), 'TestAnalysisPage', {
      backPath: '/superadmin/test-browser',
    }),
  },
  { path: 'assign-quiz', page: screen(() => import('./grants/GrantAccessPage'), 'GrantAccessPage') },
  { path: 'contact', page: screen(() => import('../contact/ContactPage'), 'ContactPage'), open: true },
  // The route table's names (admin-and-authoring §2): Convert PDF to Doc, Import Doc to Table, Grant Test Access, the tests.
  { path: 'convert', page: opens('create-quiz', 1) },
  { path: 'import', page: opens('create-quiz', 2) },
  { path: 'assigntest', page: opens('assign-quiz') },
  { path: 'questionaire', page: opens('test-browser') },
  // The person's own account (issue 28): two-factor sign-in, sign-in history, sign out everywhere.
  ACCOUNT_SCREEN,
  // Who did what with every client's data (issue 28).
  ACTIVITY_SCREEN,
];

export const superAdminRoutes: RouteObject = areaRoutes({
  base: BASE,
  role: 'superadmin',
  login: screen(() => import('./SuperAdminLoginPage'), 'SuperAdminLoginPage'),
  shell: screen(() => import('./SuperAdminShell'), 'SuperAdminShell', {
    links: visibleLinks(SUPERADMIN_NAV, BASE, superAdminScreens),
  }),
  screens: superAdminScreens,
});
