import { msg } from '@prep/domain';
import type { NavEntry } from '../shell/navigation';

export interface ClientNavEntry extends NavEntry {
  /** Shown only when the client has classroom assignment switched on (assign_test_for_class). */
  classroomsOnly?: boolean;
}

/**
 * The client-admin bar, in the spec's order. A /client/… entry shows only once its screen is
 * registered in routes.tsx; About (a public page) and Logout always show.
 */
export const CLIENT_NAV: readonly ClientNavEntry[] = [
  { label: msg('Teacher Profile'), to: '/client/teachers' },
  { label: msg('Student Profile'), to: '/client/students' },
  { label: msg('Questionaire'), to: '/client/questionaire' },
  { label: msg('Admin DashBoard'), to: '/client/assigntest' },
  { label: msg('Assign to Classrooms'), to: '/client/adminclassroom', classroomsOnly: true },
  { label: msg('LMS connections'), to: '/client/lms' },
  { label: msg('About'), to: '/about' },
  { label: msg('Activity'), to: '/client/activity' },
  { label: msg('Contact'), to: '/client/contact' },
  { label: msg('My Account'), to: '/client/account' },
  { label: msg('Logout'), to: '/client/logout' },
];
