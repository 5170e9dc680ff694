import { Anchor, Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { msg } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signOut } from '../session';
import { PublicLayout } from '../shell/PublicLayout';
import { usePageTitle } from '../shell/usePageTitle';
import { HOMEWORK_SOLVER_URL, TUTOR_SIGNUP_URL } from '../config/externalLinks';
import { ProductSwitch, type Product } from './ProductSwitch';

export const SLOGAN = msg('Helping Students in their Test Preparation');
export const SLOGAN_STEPS = [
  msg('Take your test'),
  msg('Review the results'),
  msg('Analyze the mistakes'),
  msg('Improve your skills and tests'),
  msg('Take a new test'),
] as const;

const ENTRY_BUTTONS = [
  { label: msg('ADMIN'), to: '/superadmin' },
  { label: msg('CLIENT'), to: '/client' },
  { label: msg('TEACHER'), to: '/teacher' },
  { label: msg('STUDENT'), to: '/student' },
  { label: msg('API DEMO'), to: '/api-demo' },
] as const;

const PRODUCT_TEXT: Record<Product, string> = {
  train: msg(
    'Practice real ACT, SAT, TOFEL and NEET tests, see step-by-step solutions and videos, and get personalized preparation tests built from your mistakes.',
  ),
  warmups: msg(
    'Timed arithmetic warm-ups in short sets: answer each equation, see what you got right, and get personalized warm-ups for the ones you missed.',
  ),
};

/**
 * `/` and `/home`. `/` is also the login entry every sign-out returns to, so it forgets the session
 * (the spec: it clears stored data and the access token on load).
 */
export function LandingPage({ clearSession = false }: { clearSession?: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [product, setProduct] = useState<Product>('train');
  usePageTitle(msg('Home'));

  useEffect(() => {
    if (clearSession) signOut(queryClient);
  }, [clearSession, queryClient]);

  return (
    <PublicLayout extra={<ProductSwitch value={product} onChange={setProduct} />}>
      <Container size="lg" py="xl">
        <Stack gap="xl">
          <Stack gap="md" align="center" ta="center">
            <Title order={1}>{t(SLOGAN)}</Title>
            <Text size="lg" maw={720}>
              {t(PRODUCT_TEXT[product])}
            </Text>
          </Stack>

          <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="steps-heading">
            <Title order={2} size="h3" id="steps-heading" mb="md">
              {t('How it works')}
            </Title>
            <SimpleGrid
              component="ol"
              cols={{ base: 1, xs: 2, md: 5 }}
              spacing="sm"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {SLOGAN_STEPS.map((step, i) => (
                <Group component="li" key={step} gap="sm" wrap="nowrap">
                  <ThemeIcon radius="xl" size="lg" aria-hidden>
                    {i + 1}
                  </ThemeIcon>
                  <Text fw={600}>{t(step)}</Text>
                </Group>
              ))}
            </SimpleGrid>
          </Paper>

          <nav aria-label={t('Sign in')}>
            <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="md">
              {ENTRY_BUTTONS.map((entry) => (
                // Little side padding and a smaller type than size lg's: the buttons fill narrow columns, and a
                // long Tamil word (செயல்விளக்கம்) must fit one; one that still does not breaks rather than being cut.
                <Button
                  key={entry.to}
                  component={Link}
                  to={entry.to}
                  size="lg"
                  px="xs"
                  fz="md"
                  fullWidth
                  styles={{ label: { overflowWrap: 'anywhere' } }}
                >
                  {t(entry.label)}
                </Button>
              ))}
            </SimpleGrid>
          </nav>

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="section" aria-label={t('Free help')}>
            <Paper withBorder p="lg" radius="md">
              <Title order={2} size="h4" mb="xs">
                {t('Free AI homework and interview question solver')}
              </Title>
              <Text mb="sm">{t('Stuck on a problem? Get a worked answer in seconds, free.')}</Text>
              <Anchor href={HOMEWORK_SOLVER_URL} target="_blank" rel="noopener noreferrer" fw={600}>
                {t('Try the free solver')}
              </Anchor>
            </Paper>
            <Paper withBorder p="lg" radius="md">
              <Title order={2} size="h4" mb="xs">
                {t('Become a tutor')}
              </Title>
              <Text mb="sm">{t('Help students online and get paid for what you know.')}</Text>
              <Anchor href={TUTOR_SIGNUP_URL} target="_blank" rel="noopener noreferrer" fw={600}>
                {t('Sign up as a tutor')}
              </Anchor>
            </Paper>
          </SimpleGrid>

          <Group justify="center" gap="lg">
            <Anchor component={Link} to="/demo">
              {t('Demo')}
            </Anchor>
            <Anchor component={Link} to="/about">
              {t('About')}
            </Anchor>
          </Group>
        </Stack>
      </Container>
    </PublicLayout>
  );
}
