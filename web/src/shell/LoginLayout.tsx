import { Box, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COLORS } from './colors';
import { PublicLayout } from './PublicLayout';
import { usePageTitle } from './usePageTitle';

/** The three sign-in pages: the spec's blue background with the form on a card. */
export function LoginLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <PublicLayout>
      <Box bg={DEFAULT_COLORS.header} mih="calc(100dvh - var(--app-shell-header-offset, 60px))" px="md" py={48}>
        <Paper maw={440} mx="auto" p="xl" radius="md" shadow="md">
          <Stack gap="lg">
            <Title order={1} ta="center" size="h2">
              {t(title)}
            </Title>
            {children}
          </Stack>
        </Paper>
      </Box>
    </PublicLayout>
  );
}
