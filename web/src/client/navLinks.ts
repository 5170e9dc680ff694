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
  { label: 'Teacher Profile', to: '/client/teachers' },
  { label: 'Student Profile', to: '/client/students' },
  { label: 'Questionaire', to: '/client/questionaire' },
  { label: 'Admin DashBoard', to: '/client/assigntest' },
  { label: 'Assign to Classrooms', to: '/client/adminclassroom', classroomsOnly: true },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/client/contact' },
  { label: 'Logout', to: '/client/logout' },
];
