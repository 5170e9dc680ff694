import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FluencyReport } from './FluencyReport';

/** The student dashboard's section (its code fetched after the dashboard's): their own facts' grid. */
export function MyFluency({ studentId }: { studentId: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-fact-fluency">
      <Title order={2} id="my-fact-fluency">
        {t('My fact fluency')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('How you answered each warm-up fact: the share you got right and your median time.')}
      </Text>
      <FluencyReport kind="student" id={studentId} headingOrder={3} />
    </Stack>
  );
}
