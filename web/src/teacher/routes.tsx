import type { RouteObject } from 'react-router';
import { ACCOUNT_SCREEN, areaRoutes, PAPER_BOOKLET_SCREEN } from '../routing/areaRoutes';
import { screen } from '../routing/lazyPage';
import { type AreaScreen, visibleLinks } from '../shell/navigation';
import { TEACHER_NAV } from './navLinks';

const BASE = '/teacher';

/**
 * The teacher screens. A new screen is one entry here (path relative to /teacher, its code loaded when
 * first opened); its link in navLinks.ts then appears in the bar. The classes screens live in
 * web/src/classrooms. Pages reached before sign-in (forgot-password) take `open: true, framed: false`.
 */
export const teacherScreens: AreaScreen[] = [
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
  { path: 'classes', page: screen(() => import('../classrooms/TeacherClassesPage'), 'TeacherClassesPage') },
  // The deep-linking picker of an LMS (issue 29): reached from the LMS's "add content", inside its frame.
  { path: 'lms-pick/:id', page: screen(() => import('../lti/LmsPickerPage'), 'LmsPickerPage') },
  { path: 'fluency/class/:id', page: screen(() => import('../fluency/ClassFluencyPage'), 'ClassFluencyPage') },
  // A test's item analysis over the teacher's classes (issue 20), reached from a class's results.
  {
    path: 'test-analysis/:id',
    page: screen(() => import('../test-analysis/TestAnalysisPage'), 'TestAnalysisPage', {
      backPath: '/teacher/classes',
    }),
  },
  {
    path: 'forgot-password',
    page: screen(() => import('../password-reset/ForgotPasswordPage'), 'ForgotPasswordPage', { user: 'teacher' }),
    open: true,
    framed: false,
  },
  // The person's own account (issue 28): two-factor sign-in, sign-in history, sign out everywhere.
  ACCOUNT_SCREEN,
];

export const teacherRoutes: RouteObject = areaRoutes({
  base: BASE,
  role: 'teacher',
  login: screen(() => import('./TeacherLoginPage'), 'TeacherLoginPage'),
  shell: screen(() => import('./TeacherShell'), 'TeacherShell', {
    links: visibleLinks(TEACHER_NAV, BASE, teacherScreens),
  }),
  screens: teacherScreens,
});
