import { Code, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../shell/PageSection';
import { PublicLayout } from '../shell/PublicLayout';

/** Explains how a partner site sends its students straight in with a token. */
export function ApiDemoPage() {
  const { t } = useTranslation();
  const origin = window.location.origin;
  return (
    <PublicLayout>
      <PageSection title="API Demo">
        <Text>
          {t(
            "A school's own website can sign its students in without a password. The school's administrator gives each student an API token; the website then links the student to:",
          )}
        </Text>
        <Code block>{`${origin}/student?token=<the student's API token>`}</Code>
        <Text>
          {t(
            'The page shows "Authenticating" while it checks the token, then opens the student dashboard. A token that is not valid shows "Invalid token".',
          )}
        </Text>
        <Title order={2} size="h3">
          {t('Calling the API')}
        </Title>
        <Text>{t('Programs can sign in the same way and call the API with the access token they receive:')}</Text>
        <Code block>{`POST ${origin}/auth/api_token_auth/\n{ "token": "<the student's API token>" }`}</Code>
        <Text>
          {t('The API is described at')} <Code>/api/docs</Code>.
        </Text>
      </PageSection>
    </PublicLayout>
  );
}
