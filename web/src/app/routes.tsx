import type { RouteObject } from 'react-router';
import { clientRoutes } from '../client/routes';
import { ErrorPage } from '../errors/ErrorPage';
import { NotFoundPage } from '../errors/NotFoundPage';
import { AboutPage } from '../landing/AboutPage';
import { ApiDemoPage } from '../landing/ApiDemoPage';
import { DemoPage } from '../landing/DemoPage';
import { LandingPage } from '../landing/LandingPage';
import { studentRoutes } from '../student/routes';
import { superAdminRoutes } from '../superadmin/routes';
import { teacherRoutes } from '../teacher/routes';
import { PartLoading, screen } from '../routing/lazyPage';

const setPasswordPage = screen(() => import('../password-reset/SetPasswordPage'), 'SetPasswordPage');
// Where an LMS launch lands inside the LMS's frame (issue 29): the only pages the LMS may frame.
const lmsLandingPage = screen(() => import('../lms/LmsLandingPage'), 'LmsLandingPage');
const lmsPickerPage = screen(() => import('../lms/LmsPickerPage'), 'LmsPickerPage');

/** Every route of the app. Each area's screens are registered in that area's own routes.tsx. */
export const appRoutes: RouteObject[] = [
  {
    // Any screen that throws while rendering shows the error page instead of a blank tab.
    errorElement: <ErrorPage />,
    // A page opened by its address (not prerendered) waits for its code: a spinner rather than a blank tab.
    hydrateFallbackElement: <PartLoading />,
    children: [
      { path: '/', element: <LandingPage clearSession /> },
      { path: '/home', element: <LandingPage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/demo', element: <DemoPage /> },
      { path: '/api-demo', element: <ApiDemoPage /> },
      { path: '/conform-password/:token', lazy: async () => ({ Component: await setPasswordPage() }) },
      { path: '/lms', lazy: async () => ({ Component: await lmsLandingPage() }) },
      { path: '/lms/pick/:id', lazy: async () => ({ Component: await lmsPickerPage() }) },
      superAdminRoutes,
      clientRoutes,
      teacherRoutes,
      studentRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
