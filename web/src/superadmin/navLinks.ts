import { msg } from '@prep/domain';
import type { NavEntry } from '../shell/navigation';

/**
 * The super-admin bar, in the spec's order. An /superadmin/… entry shows only once its screen is
 * registered in routes.tsx; Home (the public home page) and Logout always show.
 */
export const SUPERADMIN_NAV: readonly NavEntry[] = [
  { label: msg('Home'), to: '/home' },
  { label: msg('Client Profile'), to: '/superadmin/clientsignup' },
  { label: msg('Client Admin Profile'), to: '/superadmin/admin' },
  { label: msg('Configuration'), to: '/superadmin/pageconfiguration' },
  { label: msg('Subject Detail'), to: '/superadmin/subjectdetail' },
  { label: msg('Conversion Tool'), to: '/superadmin/create-quiz' },
  { label: msg('Warmups'), to: '/superadmin/import-warmup' },
  { label: msg('Data Tool'), to: '/superadmin/data-tool' },
  { label: msg('Grant Test Access'), to: '/superadmin/assign-quiz' },
  { label: msg('Activity'), to: '/superadmin/activity' },
  { label: msg('My Account'), to: '/superadmin/account' },
  { label: msg('Logout'), to: '/superadmin/logout' },
];
