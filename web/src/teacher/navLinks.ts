import { msg } from '@prep/domain';
import type { NavEntry } from '../shell/navigation';

/**
 * The teacher bar. A /teacher/… entry shows only once its screen is registered in routes.tsx; About (a
 * public page) and Logout always show.
 */
export const TEACHER_NAV: readonly NavEntry[] = [
  { label: msg('My Classes'), to: '/teacher/classes' },
  { label: msg('About'), to: '/about' },
  { label: msg('My Account'), to: '/teacher/account' },
  { label: msg('Logout'), to: '/teacher/logout' },
];
