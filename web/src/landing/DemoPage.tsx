import { Anchor, List, Text } from '@mantine/core';
import { msg } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSection } from '../shell/PageSection';
import { PublicLayout } from '../shell/PublicLayout';

const TOURS = [
  { to: '/superadmin', text: msg('ADMIN: set up clients, their administrators, subjects and tests.') },
  { to: '/client', text: msg('CLIENT: manage teachers and students, assign tests and warm-ups, analyse results.') },
  { to: '/student', text: msg('STUDENT: take tests and warm-ups and review the solutions.') },
] as const;

export function DemoPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <PageSection title={msg('Demo')}>
        <Text>{t('Each entry point has its own sign-in. Ask your administrator for demo credentials.')}</Text>
        <List spacing="sm">
          {TOURS.map((tour) => (
            <List.Item key={tour.to}>
              <Anchor component={Link} to={tour.to}>
                {t(tour.text)}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </PageSection>
    </PublicLayout>
  );
}
