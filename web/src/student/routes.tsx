import type { RouteObject } from 'react-router';
import { ACCOUNT_SCREEN, areaRoutes } from '../routing/areaRoutes';
import { screen } from '../routing/lazyPage';
import { type AreaScreen, visibleLinks } from '../shell/navigation';
import { STUDENT_NAV } from './navLinks';

const BASE = '/student';

/**
 * The student screens. A new screen is one entry here (path relative to /student, its code loaded when
 * first opened); its link in navLinks.ts then appears in the bar. Pages reached before sign-in
 * (forgot-password) take `open: true, framed: false`.
 */
export const studentScreens: AreaScreen[] = [
  { path: 'dashboard', page: screen(() => import('./StudentDashboardPage'), 'StudentDashboardPage') },
  { path: 'warmup/:resultId', page: screen(() => import('./warmup/WarmupTestPage'), 'WarmupTestPage') },
  { path: 'test/:kind/:id', page: screen(() => import('./real-test/RealTestPage'), 'RealTestPage') },
  { path: 'progress', page: screen(() => import('../progress/ProgressPage'), 'ProgressPage') },
  { path: 'report', page: screen(() => import('../progress/ReportPage'), 'ReportPage') },
  { path: 'test/:kind/:id/review', page: screen(() => import('./real-test/ReviewPage'), 'ReviewPage') },
  {
    path: 'forgot-password',
    page: screen(() => import('../password-reset/ForgotPasswordPage'), 'ForgotPasswordPage', { user: 'student' }),
    open: true,
    framed: false,
  },
  { path: 'contact', page: screen(() => import('../contact/ContactPage'), 'ContactPage'), open: true },
  // The person's own account (issue 28): two-factor sign-in, sign-in history, sign out everywhere.
  ACCOUNT_SCREEN,
];

export const studentRoutes: RouteObject = areaRoutes({
  base: BASE,
  role: 'student',
  login: screen(() => import('./StudentLoginPage'), 'StudentLoginPage'),
  shell: screen(() => import('./StudentShell'), 'StudentShell', {
    links: visibleLinks(STUDENT_NAV, BASE, studentScreens),
  }),
  screens: studentScreens,
});
