import { Alert, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WARMUP_COURSE_TYPE } from '@prep/domain';
import type { WarmupResultSummary } from '../../../warmup/types';
import { type DashboardViewProps, fullName, type ViewBy } from '../common/viewBy';
import type { WarmupDashboard } from './useWarmupDashboard';
import { WarmupResults } from './WarmupResults';

/** What views 3 and 4 get from the page: the shared warm-up state, and the switch to view 4. */
export interface WarmupViewProps extends DashboardViewProps {
  warmups: WarmupDashboard;
  /** "Personalize" on a row: view 4, that sitting chosen. */
  onPersonalize: (result: WarmupResultSummary) => void;
}

/** A warm-up view's body: a student first, a word when not enrolled in Warmup, the assign panel, the rows. */
export function WarmupViewFrame({
  view,
  panel,
  student,
  program,
  programs,
  filter,
  onFilter,
  warmups,
  onPersonalize,
}: WarmupViewProps & { view: ViewBy; panel: ReactNode }) {
  const { t } = useTranslation();
  if (!student) return <Text>{t('Select a student to see and assign warm-ups.')}</Text>;
  return (
    <Stack gap="md">
      {program && !programs.includes(WARMUP_COURSE_TYPE) && (
        <Alert color="yellow" role="status">
          {t('{{name}} is not enrolled in the Warmup program.', { name: fullName(student) })}
        </Alert>
      )}
      {panel}
      <WarmupResults
        view={view}
        studentName={fullName(student)}
        filter={filter}
        onFilter={onFilter}
        warmups={warmups}
        onPersonalize={onPersonalize}
      />
    </Stack>
  );
}
