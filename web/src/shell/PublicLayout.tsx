import { Text } from '@mantine/core';
import { msg } from '@prep/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_EMAIL } from '../config/externalLinks';
import { AppFrame } from './AppFrame';
import { DEFAULT_COLORS } from './colors';
import type { NavEntry } from './navigation';

export const PUBLIC_LINKS: NavEntry[] = [
  { label: msg('HOME'), to: '/home' },
  { label: msg('ABOUT'), to: '/about' },
  { label: msg('DEMO'), to: '/demo' },
  { label: msg('CONTACT'), to: `mailto:${CONTACT_EMAIL}` },
];

/** The frame of the pages before sign-in: landing, about, demos and the three login pages. */
export function PublicLayout({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <AppFrame
      homeTo="/home"
      brand={
        <Text span fw={700} fz="lg">
          {t('Test Preparation')}
        </Text>
      }
      navLabel={msg('Main')}
      links={PUBLIC_LINKS}
      colors={DEFAULT_COLORS}
      extra={extra}
    >
      {children}
    </AppFrame>
  );
}
