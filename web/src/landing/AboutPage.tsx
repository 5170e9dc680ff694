import { Text } from '@mantine/core';
import { msg } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../shell/PageSection';
import { PublicLayout } from '../shell/PublicLayout';

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <PageSection title={msg('About')}>
        <Text>
          {t(
            'Test Preparation helps schools and tutoring centres prepare their students for ACT, SAT, TOFEL, UG-NEET and PG-NEET, and keeps their arithmetic sharp with timed warm-ups.',
          )}
        </Text>
        <Text>
          {t(
            'Administrators manage teachers and students, assign real tests and warm-ups, analyse the results and release them. Students take their tests, review step-by-step solutions and videos, and receive personalized preparation tests built from the questions they missed.',
          )}
        </Text>
      </PageSection>
    </PublicLayout>
  );
}
