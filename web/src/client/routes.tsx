import type { RouteObject } from 'react-router';
import { areaRoutes } from '../shell/areaRoutes';
import { visibleLinks, type AreaScreen } from '../shell/navigation';
import { ClientLoginPage } from './ClientLoginPage';
import { ClientShell } from './ClientShell';
import { CLIENT_NAV } from './navLinks';
import { TeacherProfilePage } from './TeacherProfilePage';

const BASE = '/client';

/**
 * The client-admin screens. A new screen is one entry here (path relative to /client); its link in
 * navLinks.ts then appears in the bar. Pages reached before sign-in (forgot-password)
 * take `open: true, framed: false`.
 */
export const clientScreens: AreaScreen[] = [{ path: 'teachers', element: <TeacherProfilePage /> }];

export const clientRoutes: RouteObject = areaRoutes({
  base: BASE,
  role: 'clientadmin',
  login: <ClientLoginPage />,
  shell: <ClientShell links={visibleLinks(CLIENT_NAV, BASE, clientScreens)} />,
  screens: clientScreens,
});
