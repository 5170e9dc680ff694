import { msg } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AREA_HOME, useSession } from '../session';
import { AppFrame } from '../shell/AppFrame';
import { Brand } from '../shell/Brand';
import type { NavEntry } from '../shell/navigation';
import { DEFAULT_LOGO, useClientBranding } from '../shell/useClientBranding';

/** The teacher frame, in the teacher's client's logo and colours (the platform's until they load). */
export function TeacherShell({ links }: { links: readonly NavEntry[] }) {
  const { t } = useTranslation();
  const session = useSession();
  const branding = useClientBranding(session?.clientId ?? null);
  return (
    <AppFrame
      homeTo={AREA_HOME.teacher}
      brand={<Brand logo={branding.logo} fallback={DEFAULT_LOGO} name={branding.name ?? t('Teacher')} />}
      navLabel={msg('Teacher')}
      links={links}
      colors={branding.colors}
    >
      <Outlet />
    </AppFrame>
  );
}
