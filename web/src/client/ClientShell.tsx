import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { msg } from '@prep/domain';
import { useSession } from '../session';
import { AppFrame } from '../shell/AppFrame';
import { Brand } from '../shell/Brand';
import type { NavEntry } from '../shell/navigation';
import { DEFAULT_LOGO, useClientBranding } from '../shell/useClientBranding';
import type { ClientNavEntry } from './navLinks';

export interface ClientShellProps {
  /** The bar's entries whose screens exist. */
  links: readonly ClientNavEntry[];
  /** Overrides the client's assign_test_for_class switch (which comes from the client's branding). */
  showClassrooms?: boolean;
}

/** The client-admin frame, in the client's logo and colours (the platform's until they load). */
export function ClientShell({ links, showClassrooms }: ClientShellProps) {
  const { t } = useTranslation();
  const session = useSession();
  const branding = useClientBranding(session?.clientId ?? null);
  const classrooms = showClassrooms ?? branding.assignTestForClass;
  const shown: NavEntry[] = links.filter((entry) => classrooms || !entry.classroomsOnly);

  return (
    <AppFrame
      homeTo="/client/teachers"
      brand={<Brand logo={branding.logo} fallback={DEFAULT_LOGO} name={branding.name ?? t('Client Admin')} />}
      navLabel={msg('Client admin')}
      links={shown}
      colors={branding.colors}
    >
      <Outlet />
    </AppFrame>
  );
}
