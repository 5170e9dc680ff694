import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { msg } from '@prep/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { CONTACT_EMAIL } from '../config/externalLinks';
import { usePageTitle } from '../shell/usePageTitle';
import { NotFoundPage } from './NotFoundPage';

export const ERROR_TEXT = msg('Oops! Something you are looking is not working');

/** The router's error element: a screen that failed to render. */
export function ErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const error = useRouteError();
  usePageTitle(msg('Error'));

  useEffect(() => {
    console.error(error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  return (
    <Center component="main" mih="70vh" p="xl">
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{t(ERROR_TEXT)}</Title>
        <Text>{t('Please go back and try again. If it keeps happening, let us know.')}</Text>
        <Group>
          <Button onClick={() => void navigate(-1)}>{t('Back')}</Button>
          <Button component="a" href={`mailto:${CONTACT_EMAIL}`} variant="outline">
            {t('Contact Us')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
