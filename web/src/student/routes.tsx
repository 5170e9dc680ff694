import type { RouteObject } from 'react-router';
import { ContactPage } from '../contact/ContactPage';
import { ForgotPasswordPage } from '../password-reset/ForgotPasswordPage';
import { areaRoutes } from '../shell/areaRoutes';
import { visibleLinks, type AreaScreen } from '../shell/navigation';
import { STUDENT_NAV } from './navLinks';
import { StudentDashboardPage } from './StudentDashboardPage';
import { StudentLoginPage } from './StudentLoginPage';
import { StudentShell } from './StudentShell';
import { WarmupTestPage } from './warmup/WarmupTestPage';

const BASE = '/student';

/**
 * The student screens. A new screen is one entry here (path relative to /student); its link in
 * navLinks.ts then appears in the bar. Pages reached before sign-in (forgot-password)
 * take `open: true, framed: false`.
 */
export const studentScreens: AreaScreen[] = [
  { path: 'dashboard', element: <StudentDashboardPage /> },
  { path: 'warmup/:resultId', element: <WarmupTestPage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage user="student" />, open: true, framed: false },
  { path: 'contact', element: <ContactPage />, open: true },
];

export const studentRoutes: RouteObject = areaRoutes({
  base: BASE,
  role: 'student',
  login: <StudentLoginPage />,
  shell: <StudentShell links={visibleLinks(STUDENT_NAV, BASE, studentScreens)} />,
  screens: studentScreens,
});
