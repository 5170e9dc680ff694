import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { msg } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '../shell/usePageTitle';

/** Unknown paths anywhere, inside an area's frame or on their own. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  usePageTitle(msg('Page not found'));
  const goBack = () => {
    // Opened directly (no earlier screen of this app), "back" would leave the app: go home instead.
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/home');
  };
  return (
    <Center component="main" mih="70vh" p="xl">
      <Stack align="center" gap="md" ta="center">
        <Text fz={72} fw={800} lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>{t('Page not found')}</Title>
        <Text>{t('The page you are looking for does not exist.')}</Text>
        <Button onClick={goBack}>{t('Go back')}</Button>
      </Stack>
    </Center>
  );
}
