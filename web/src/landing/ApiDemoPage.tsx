import { Code, Text, Title } from '@mantine/core';
import { msg } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../shell/PageSection';
import { PublicLayout } from '../shell/PublicLayout';
import { API_DOCS_PATH } from '../api/auth';

/** Explains how a partner site sends its students straight in with a token. */
export function ApiDemoPage() {
  const { t } = useTranslation();
  const origin = window.location.origin;
  const token = t("<the student's API token>");
  return (
    <PublicLayout>
      <PageSection title={msg('API Demo')}>
        <Text>
          {t(
            "A school's own website can sign its students in without a password. The school's administrator gives each student an API token; the website then links the student to:",
          )}
        </Text>
        <Code block>{`${origin}/student?token=${token}`}</Code>
        <Text>
          {/* The two messages quoted as the student's page shows them, in the same language. */}
          {t(
            'The page shows "{{authenticating}}" while it checks the token, then opens the student dashboard. A token that is not valid shows "{{invalid}}".',
            { authenticating: t('Authenticating'), invalid: t('Invalid token') },
          )}
        </Text>
        <Title order={2} size="h3">
          {t('Calling the API')}
        </Title>
        <Text>{t('Programs can sign in the same way and call the API with the access token they receive:')}</Text>
        <Code block>{`POST ${origin}/auth/api_token_auth/\n{ "token": "${token}" }`}</Code>
        <Text>
          {/* A whole sentence with the address inside it: Tamil puts the address before the verb. (Not <Trans>:
              its code would weigh on every first load, the landing page's chunk holding this page.) */}
          {t('The API is described at {{address}}.', { address: API_DOCS_PATH })}
        </Text>
      </PageSection>
    </PublicLayout>
  );
}
