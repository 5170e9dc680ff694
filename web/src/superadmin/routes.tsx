import type { RouteObject } from 'react-router';
import { areaRoutes } from '../shell/areaRoutes';
import { visibleLinks, type AreaScreen } from '../shell/navigation';
import { ClientProfilePage } from './ClientProfilePage';
import { SUPERADMIN_NAV } from './navLinks';
import { SuperAdminLoginPage } from './SuperAdminLoginPage';
import { SuperAdminShell } from './SuperAdminShell';

const BASE = '/superadmin';

/**
 * The super-admin screens. A new screen is one entry here (path relative to /superadmin); its
 * link in navLinks.ts then appears in the bar. Mark `open: true` for screens without sign-in (contact).
 */
export const superAdminScreens: AreaScreen[] = [{ path: 'clientsignup', element: <ClientProfilePage /> }];

export const superAdminRoutes: RouteObject = areaRoutes({
  base: BASE,
  role: 'superadmin',
  login: <SuperAdminLoginPage />,
  shell: <SuperAdminShell links={visibleLinks(SUPERADMIN_NAV, BASE, superAdminScreens)} />,
  screens: superAdminScreens,
});
