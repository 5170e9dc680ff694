import type { ComponentType } from 'react';

/** One entry of a navigation bar. `to` is an app path, or an external address (http:, mailto:). */
export interface NavEntry {
  label: string;
  to: string;
}

/** One screen of an area, registered in that area's routes file. */
export interface AreaScreen {
  /** Relative to the area: `clientsignup` is /superadmin/clientsignup. */
  path: string;
  /** Loads the screen's code when it is first opened (`screen(() => import('./X'), 'X')` in routing/lazyPage). */
  page: () => Promise<ComponentType>;
  /** Reachable without signing in (the super admin's contact page, forgot-password). @default false */
  open?: boolean;
  /** Inside the area's frame and bar; false for pages that bring their own (forgot-password). @default true */
  framed?: boolean;
}

export const isExternal = (to: string) => /^(https?:|mailto:|tel:)/.test(to);

/**
 * The bar shows a link only when its screen exists: an area path must be a registered screen;
 * paths outside the area (the public pages, logout) are always shown.
 */
export function visibleLinks(
  entries: readonly NavEntry[],
  areaBase: string,
  screens: readonly AreaScreen[],
): NavEntry[] {
  const registered = new Set(screens.map((screen) => `${areaBase}/${screen.path}`));
  return entries.filter((entry) => {
    if (isExternal(entry.to) || entry.to === `${areaBase}/logout`) return true;
    if (!entry.to.startsWith(`${areaBase}/`)) return true;
    return registered.has(entry.to);
  });
}
