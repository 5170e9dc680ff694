import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from './usePageTitle';

/** A screen's body: its one h1 (also the tab title) and its content. */
export function PageSection({ title, children, size = 'md' }: { title: string; children: ReactNode; size?: string }) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <Container size={size} py="xl">
      <Stack gap="md">
        <Title order={1}>{t(title)}</Title>
        {children}
      </Stack>
    </Container>
  );
}
