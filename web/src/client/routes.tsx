import type { RouteObject } from 'react-router';
import { msg } from '@prep/domain';
import { ACCOUNT_SCREEN, ACTIVITY_SCREEN, areaRoutes, PAPER_BOOKLET_SCREEN } from '../routing/areaRoutes';
import { screen } from '../routing/lazyPage';
import { type AreaScreen, visibleLinks } from '../shell/navigation';

import { CLIENT_NAV } from './navLinks';

const BASE = '/client';

/**
 * The client-admin screens. A new screen is one entry here (path relative to /client, its code loaded
 * when first opened); its link in navLinks.ts then appears in the bar. Pages reached before sign-in
 * (forgot-password) take `open: true, framed: false`.
 */
export const clientScreens: AreaScreen[] = [
  { path: 'teachers', page: screen(() => import('./TeacherProfilePage'), 'TeacherProfilePage') },
  { path: 'students', page: screen(() => import('./StudentProfilePage'), 'StudentProfilePage') },
  // A student's progress and report for parents (issue 20), opened from Student Profile and the class results.
  {
    path: 'student/:studentId/progress',
    page: screen(() => import('../progress/ProgressPage'), 'ProgressPage'),
  },
  { path: 'student/:studentId/report', page: screen(() => import('../progress/ReportPage'), 'ReportPage') },
  {
    path: 'student/:studentId/fluency',
    page: screen(() => import('../fluency/StudentFluencyPage'), 'StudentFluencyPage'),
  },
  // The booklet of a paper print (issue 30), opened from Print for paper.
  PAPER_BOOKLET_SCREEN,
  { path: 'assigntest', page: screen(() => import('./dashboard/AdminDashboardPage'), 'AdminDashboardPage') },
  // Assign to Classrooms: the bar shows its link only with the client's assign_test_for_class on; opened
  // with it off, the screen shows the server's refusal.
  { path: 'adminclassroom', page: screen(() => import('../classrooms/ClassroomsPage'), 'ClassroomsPage') },
  { path: 'fluency/class/:id', page: screen(() => import('../fluency/ClassFluencyPage'), 'ClassFluencyPage') },
  // Questionaire (the bar's link; the spec shows no content): the Manage Test browser of the client's
  // granted tests, leading to the read-only Data Tool, which the bar does not list.
  {
    path: 'questionaire',
    page: screen(() => import('../test-browser/TestBrowserPage'), 'TestBrowserPage', {
      title: msg('Questionaire'),
      dataToolPath: '/client/data-tool',
      analysisPath: '/client/test-analysis',
    }),
  },
  // A test's item analysis (issue 20), reached from the Questionaire browser and the Admin Dashboard.
  {
    path: 'test-analysis/:id',
    page: screen(() => import('../test-analysis/TestAnalysisPage'), 'TestAnalysisPage', {
      backPath: '/client/questionaire',
    }),
  },
  {
    path: 'data-tool',
    page: screen(() => import('../superadmin/data-tool/DataToolPage'), 'DataToolPage', {
      readOnly: true,
      browserPath: '/client/questionaire',
    }),
  },
  {
    path: 'forgot-password',
    page: screen(() => import('../password-reset/ForgotPasswordPage'), 'ForgotPasswordPage', { user: 'clientadmin' }),
    open: true,
    framed: false,
  },
  { path: 'contact', page: screen(() => import('../contact/ContactPage'), 'ContactPage'), open: true },
  // LMS connections (issue 29): the LMSs the client connects over LTI 1.3.
  { path: 'lms', page: screen(() => import('../lti/LmsConnectionsPage'), 'LmsConnectionsPage') },
  // The person's own account (issue 28): two-factor sign-in, sign-in history, sign out everywhere.
  ACCOUNT_SCREEN,
  // Who did what with the client's data (issue 28).
  ACTIVITY_SCREEN,
];

export const clientRoutes: RouteObject = areaRoutes({
  base: BASE,
  role: 'clientadmin',
  login: screen(() => import('./ClientLoginPage'), 'ClientLoginPage'),
  shell: screen(() => import('./ClientShell'), 'ClientShell', { links: visibleLinks(CLIENT_NAV, BASE, clientScreens) }),
  screens: clientScreens,
});
