import type { RouteObject } from 'react-router';
import { ContactPage } from '../contact/ContactPage';
import { areaRoutes } from '../shell/areaRoutes';
import { visibleLinks, type AreaScreen } from '../shell/navigation';
import { ClientLoginPage } from './ClientLoginPage';
import { ClientShell } from './ClientShell';
import { AdminDashboardPage } from './dashboard/AdminDashboardPage';
import { CLIENT_NAV } from './navLinks';
import { ForgotPasswordPage } from '../password-reset/ForgotPasswordPage';
import { StudentProfilePage } from './StudentProfilePage';
import { TeacherProfilePage } from './TeacherProfilePage';

const BASE = '/client';

/**
 * The client-admin screens. A new screen is one entry here (path relative to /client); its link in
 * navLinks.ts then appears in the bar. Pages reached before sign-in (forgot-password)
 * take `open: true, framed: false`.
 */
export const clientScreens: AreaScreen[] = [
  { path: 'teachers', element: <TeacherProfilePage /> },
  { path: 'students', element: <StudentProfilePage /> },
  { path: 'assigntest', element: <AdminDashboardPage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage user="clientadmin" />, open: true, framed: false },
  { path: 'contact', element: <ContactPage />, open: true },
];

export const clientRoutes: RouteObject = areaRoutes({
  base: BASE,
  role: 'clientadmin',
  login: <ClientLoginPage />,
  shell: <ClientShell links={visibleLinks(CLIENT_NAV, BASE, clientScreens)} />,
  screens: clientScreens,
});
