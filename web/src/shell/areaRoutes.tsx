import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { Role } from '@prep/domain';
import { NotFoundPage } from '../errors/NotFoundPage';
import { LogoutPage, RequireRole } from '../session';
import type { AreaScreen } from './navigation';

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
 * the frame unless `framed: false`, behind the role guard unless `open`), and the 404 page for
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
      { element: shell, children: screens.filter((s) => s.open && s.framed !== false).map(toRoute) },
      { element: <RequireRole role={role}>{shell}</RequireRole>, children: screens.filter((s) => !s.open).map(toRoute) },
      { path: '*', element: <NotFoundPage /> },
    ],
  };
}
