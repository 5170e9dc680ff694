import { Container, Stack, Text, Title } from '@mantine/core';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session';
import { landingTarget } from './landingTarget';

/**
 * `/lms/?to=…#lti=<code>`: where an LMS launch lands inside the LMS's frame (issue 29). The app has
 * exchanged the code before rendering (main.tsx); signed in, it goes on to the launch's page. A code that
 * did not work (spent, expired) says so: the launch is started again from the course.
 */
export function LmsLandingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const session = useSession();
  const target = landingTarget(params.get('to'));
  if (session && target) return <Navigate to={target} replace />;
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{t('Opening from your LMS')}</Title>
        <Text role="alert">{t('The sign-in from your LMS did not work: open the link again from your course.')}</Text>
      </Stack>
    </Container>
  );
}
