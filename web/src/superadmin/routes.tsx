import type { RouteObject } from 'react-router';
import { areaRoutes } from '../shell/areaRoutes';
import { visibleLinks, type AreaScreen } from '../shell/navigation';
import { ContactPage } from '../contact/ContactPage';
import { ClientAdminProfilePage } from './ClientAdminProfilePage';
import { ClientConfigurationPage } from './ClientConfigurationPage';
import { ClientProfilePage } from './ClientProfilePage';
import { SubjectDetailPage } from './SubjectDetailPage';
import { DataToolPage } from './data-tool/DataToolPage';
import { GrantAccessPage } from './grants/GrantAccessPage';
import { WarmupWizardPage } from './warmups/WarmupWizardPage';
import { SUPERADMIN_NAV } from './navLinks';
import { SuperAdminLoginPage } from './SuperAdminLoginPage';
import { SuperAdminShell } from './SuperAdminShell';

const BASE = '/superadmin';

/**
 * The super-admin screens. A new screen is one entry here (path relative to /superadmin); its
 * link in navLinks.ts then appears in the bar. Mark `open: true` for screens without sign-in (contact).
 */
export const superAdminScreens: AreaScreen[] = [
  { path: 'clientsignup', element: <ClientProfilePage /> },
  { path: 'admin', element: <ClientAdminProfilePage /> },
  { path: 'pageconfiguration', element: <ClientConfigurationPage /> },
  { path: 'subjectdetail', element: <SubjectDetailPage /> },
  { path: 'import-warmup', element: <WarmupWizardPage /> },
  { path: 'data-tool', element: <DataToolPage /> },
  { path: 'assign-quiz', element: <GrantAccessPage /> },
  { path: 'contact', element: <ContactPage />, open: true },
];

export const superAdminRoutes: RouteObject = areaRoutes({
  base: BASE,
  role: 'superadmin',
  login: <SuperAdminLoginPage />,
  shell: <SuperAdminShell links={visibleLinks(SUPERADMIN_NAV, BASE, superAdminScreens)} />,
  screens: superAdminScreens,
});
