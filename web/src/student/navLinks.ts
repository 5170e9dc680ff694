import { msg } from '@prep/domain';
import type { NavEntry } from '../shell/navigation';

/** The student bar: a /student/… entry shows once its screen is registered in routes.tsx; Logout always. */
export const STUDENT_NAV: readonly NavEntry[] = [
  { label: msg('Contact'), to: '/student/contact' },
  { label: msg('My Account'), to: '/student/account' },
  { label: msg('Logout'), to: '/student/logout' },
];
