import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import type { Role } from '@prep/domain';
import { NotFoundPage } from '../errors/NotFoundPage';
import { LogoutPage, RequireRole, useSession } from '../session';
import type { AreaScreen } from '../shell/navigation';
import { screen } from './lazyPage';
import { PublicLayout } from '../shell/PublicLayout';

/**
 * The frame of an open screen (contact): the area's own bar for someone signed in to that area, the
 * public bar for anyone else (an area bar would offer links they cannot follow).
 */
function OpenFrame({ role, shell }: { role: Role; shell: ReactNode }) {
  const session = useSession();
  if (session?.role === role) return shell;
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}

// The person's own account (issue 28): one loader for its screen in each area and for the enrolment page
// (one dynamic import, so the first load carries its list of files once).
const loadAccount = () => import('../account/AccountPage');

/** My Account, registered by each area at `account`: two-factor sign-in, sign-in history, sign out everywhere. */
export const ACCOUNT_SCREEN: AreaScreen = { path: 'account', page: screen(loadAccount, 'AccountPage') };

/** Activity (issue 28), registered by the client admin's and the super admin's areas at `activity`. */
export const ACTIVITY_SCREEN: AreaScreen = {
  path: 'activity',
  page: screen(() => import('../activity/ActivityPage'), 'ActivityPage'),
};

/**
 * The booklet of a paper print (issue 30), registered by the client admin's and the teacher's areas at
 * `paper/:batch/booklet`: one entry for both, so the first load carries its loader once.
 */
export const PAPER_BOOKLET_SCREEN: AreaScreen = {
  path: 'paper/:batch/booklet',
  page: screen(() => import('../paper/BookletPage'), 'BookletPage'),
};

// Loaded only by a session that must set up two-factor sign-in first.
const EnrolmentRequiredPage = lazy(() => loadAccount().then((module) => ({ default: module.EnrolmentRequiredPage })));

/**
 * The area's screens, or for a session that may only enrol (its client requires two-factor sign-in, issue
 * 28) the set-up in their place: the server refuses such a session everything else anyway.
 */
function EnrolledOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session?.claims.enrol) return children;
  return (
    <Suspense fallback={null}>
      <EnrolmentRequiredPage />
    </Suspense>
  );
}

export interface AreaDefinition {
  /** `/superadmin`, `/client`, `/student`. */
  base: string;
  role: Role;
  /** Loads the area's index route: its login page. */
  login: () => Promise<ComponentType>;
  /** Loads the area's frame, which renders an <Outlet /> for the screen; with its first screen. */
  shell: () => Promise<ComponentType>;
  screens: readonly AreaScreen[];
}

/**
 * The routes of one area: the login page at its root, an open logout, the registered screens (inside
 * the frame unless `framed: false`, behind the role guard unless `open`; an open screen shows the
 * area's frame only to someone signed in to the area, the public one otherwise), and the 404 page for
 * anything else under it.
 */
export function areaRoutes({ base, role, login, shell, screens }: AreaDefinition): RouteObject {
  // The router loads a screen's code (and the frame's, the first time) before it changes the page.
  const toRoute = (screen: AreaScreen): RouteObject => ({
    path: screen.path,
    lazy: async () => ({ Component: await screen.page() }),
  });
  return {
    path: base,
    children: [
      { index: true, lazy: async () => ({ Component: await login() }) },
      { path: 'logout', element: <LogoutPage /> },
      ...screens.filter((s) => s.open && s.framed === false).map(toRoute),
      {
        lazy: async () => {
          const Shell = await shell();
          return { element: <OpenFrame role={role} shell={<Shell />} /> };
        },
        children: screens.filter((s) => s.open && s.framed !== false).map(toRoute),
      },
      {
        lazy: async () => {
          const Shell = await shell();
          return {
            element: (
              <RequireRole role={role}>
                <EnrolledOnly>
                  <Shell />
                </EnrolledOnly>
              </RequireRole>
            ),
          };
        },
        children: screens.filter((s) => !s.open).map(toRoute),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  };
}
