import type { NavEntry } from '../shell/navigation';

/**
 * The super-admin bar, in the spec's order. An /superadmin/… entry shows only once its screen is
 * registered in routes.tsx; Home (the public home page) and Logout always show.
 */
export const SUPERADMIN_NAV: readonly NavEntry[] = [
  { label: 'Home', to: '/home' },
  { label: 'Client Profile', to: '/superadmin/clientsignup' },
  { label: 'Client Admin Profile', to: '/superadmin/admin' },
  { label: 'Configuration', to: '/superadmin/pageconfiguration' },
  { label: 'Subject Detail', to: '/superadmin/subjectdetail' },
  { label: 'Conversion Tool', to: '/superadmin/create-quiz' },
  { label: 'Warmups', to: '/superadmin/import-warmup' },
  { label: 'Data Tool', to: '/superadmin/data-tool' },
  { label: 'Grant Test Access', to: '/superadmin/assign-quiz' },
  { label: 'Logout', to: '/superadmin/logout' },
];
