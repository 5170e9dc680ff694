import { Text } from '@mantine/core';
import { FOOTER_VERSION, msg } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AppFrame } from '../shell/AppFrame';
import { Brand } from '../shell/Brand';
import { DEFAULT_COLORS } from '../shell/colors';
import type { NavEntry } from '../shell/navigation';
import { DEFAULT_LOGO } from '../shell/useClientBranding';

export function SuperAdminShell({ links }: { links: readonly NavEntry[] }) {
  const { t } = useTranslation();
  return (
    <AppFrame
      homeTo="/superadmin/clientsignup"
      brand={<Brand logo={DEFAULT_LOGO} name={t('Super Admin')} />}
      navLabel={msg('Super admin')}
      links={links}
      colors={DEFAULT_COLORS}
      footer={<Text size="sm">{t(FOOTER_VERSION)}</Text>}
    >
      <Outlet />
    </AppFrame>
  );
}
