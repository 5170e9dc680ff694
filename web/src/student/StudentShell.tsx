import { msg } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useSession } from '../session';
import { AppFrame } from '../shell/AppFrame';
import { Brand } from '../shell/Brand';
import type { NavEntry } from '../shell/navigation';
import { useClientBranding } from '../shell/useClientBranding';

/** The student frame, in the student's client's logo and colours. */
export function StudentShell({ links }: { links: readonly NavEntry[] }) {
  const { t } = useTranslation();
  const session = useSession();
  const branding = useClientBranding(session?.clientId ?? null);
  return (
    <AppFrame
      homeTo="/student/dashboard"
      brand={<Brand logo={branding.logo} name={branding.name ?? t('Student')} />}
      navLabel={msg('Student')}
      links={links}
      colors={branding.colors}
    >
      <Outlet />
    </AppFrame>
  );
}
