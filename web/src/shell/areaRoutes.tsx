import type { ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import type { Role } from '@prep/domain';
import { NotFoundPage } from '../errors/NotFoundPage';
import { LogoutPage, RequireRole, useSession } from '../session';
import type { AreaScreen } from './navigation';
import { PublicLayout } from './PublicLayout';

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

export interface AreaDefinition {
  /** `/superadmin`, `/client`, `/student`. */
  base: string;
  role: Role;
  /** The area's index route: its login page. */
  login: ReactNode;
  /** The area's frame; renders an <Outlet /> for the screen. */
  shell: ReactNode;
  screens: readonly AreaScreen[];
}

/**
 * The routes of one area: the login page at its root, an open logout, the registered screens (inside
 * the frame unless `framed: false`, behind the role guard unless `open`; an open screen shows the
 * area's frame only to someone signed in to the area, the public one otherwise), and the 404 page for
 * anything else under it.
 */
export function areaRoutes({ base, role, login, shell, screens }: AreaDefinition): RouteObject {
  const toRoute = (screen: AreaScreen): RouteObject => ({ path: screen.path, element: screen.element });
  return {
    path: base,
    children: [
      { index: true, element: login },
      { path: 'logout', element: <LogoutPage /> },
      ...screens.filter((s) => s.open && s.framed === false).map(toRoute),
      { element: <OpenFrame role={role} shell={shell} />, children: screens.filter((s) => s.open && s.framed !== false).map(toRoute) },
      { element: <RequireRole role={role}>{shell}</RequireRole>, children: screens.filter((s) => !s.open).map(toRoute) },
      { path: '*', element: <NotFoundPage /> },
    ],
  };
}
