import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageSection } from './PageSection';

/** Stands in for a screen that is still to be built, so sign-in has somewhere to land. `greeting` comes translated. */
export function PlaceholderScreen({ title, greeting }: { title: string; greeting?: string }) {
  const { t } = useTranslation();
  return (
    <PageSection title={title}>
      <Text size="lg">{greeting ?? t('Welcome!')}</Text>
    </PageSection>
  );
}
