import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TimerSummary } from '../common/TimerSummary';
import { PauseChoice } from './PauseChoice';
import { fullName } from '../common/viewBy';
import type { RealTestViewProps } from './RealTestView';
import { SittingResults } from './SittingResults';
import type { RealTestDashboard } from './useRealTestDashboard';

/** Assign a preparation test: from a taken real test's wrong and unanswered questions, within the client's limit. */
function AssignPreparationPanel({ realTests }: { realTests: RealTestDashboard }) {
  const { t } = useTranslation();
  const { sources, source } = realTests;
  const status = source?.preparation ?? null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="assign-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="assign-title">
          {t('Assign a preparation test')}
        </Title>
        {sources.length === 0 ? (
          <Text size="sm">
            {t(
              'A preparation test is made from a taken real test’s wrong and unanswered questions; this student has none yet.',
            )}
          </Text>
        ) : (
          <>
            <NativeSelect
              label={t('Prepare from')}
              value={realTests.sourceId}
              onChange={(e) => realTests.setSourceId(e.currentTarget.value)}
              data={realTests.sourceOptions}
              maw={520}
            />
            {status && (
              <Text size="sm" data-preparation-count>
                {t('Preparation tests from this sitting: {{count}} of {{limit}}', status)}
              </Text>
            )}
            <TimerSummary
              choice={realTests.prepChoice}
              onChoice={realTests.setChoice}
              sectionDuration={realTests.prepDuration}
            />
            <PauseChoice value={realTests.pause} onChange={realTests.setPause} />
            {status && !status.enabled && status.reason && status.reason !== status.label && (
              <Alert color="orange" role="status" data-preparation-reason>
                {t(status.reason)}
              </Alert>
            )}
            {source && status && (
              <Group>
                <Button
                  onClick={() => realTests.prepare(source)}
                  loading={realTests.preparing}
                  disabled={!status.enabled}
                  data-preparation
                >
                  {t(status.label)}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** View By 2 Personalized Test: assign a preparation test from a taken sitting; the preparation tests. */
export function PersonalizedTestView({ student, filter, onFilter, realTests }: RealTestViewProps) {
  const { t } = useTranslation();
  if (!student) return <Text>{t('Select a student to see and assign preparation tests.')}</Text>;
  return (
    <Stack gap="md">
      <AssignPreparationPanel realTests={realTests} />
      <SittingResults
        view="2"
        studentName={fullName(student)}
        sittings={realTests.preparations}
        filter={filter}
        onFilter={onFilter}
        dashboard={realTests}
      />
    </Stack>
  );
}
