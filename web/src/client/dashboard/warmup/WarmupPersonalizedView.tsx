import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateText } from '../common/dateText';
import { TimerSummary } from '../common/TimerSummary';
import { LIMIT_REACHED, type WarmupDashboard } from './useWarmupDashboard';
import { type WarmupViewProps, WarmupViewFrame } from './WarmupViewFrame';
import { sourceLabel } from './warmupRows';

/** Assign a personalized warm-up: from a taken sitting with wrong answers, within the client's limit. */
function AssignPersonalizedPanel({ warmups }: { warmups: WarmupDashboard }) {
  const { t } = useTranslation();
  const dateText = useDateText();
  const { sources, used, limit } = warmups;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="assign-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="assign-title">
          {t('Assign a personalized warm-up')}
        </Title>
        {sources.length === 0 ? (
          <Text size="sm">
            {t('A personalized warm-up is made from a taken warm-up with wrong answers; this student has none yet.')}
          </Text>
        ) : (
          <>
            <NativeSelect
              label={t('Personalize from')}
              value={warmups.sourceId}
              onChange={(e) => warmups.setSourceId(e.currentTarget.value)}
              data={sources.map((r) => ({
                value: String(r.result_id),
                label: sourceLabel(t, r, dateText(r.Warmup_date)),
              }))}
              maw={520}
            />
            {warmups.client.data && (
              <Text size="sm" data-personalized-count>
                {t('Personalized warm-ups from this sitting: {{used}} of {{limit}}', { used, limit })}
              </Text>
            )}
            <TimerSummary
              choice={warmups.personalizedChoice}
              onChoice={warmups.setChoice}
              sectionDuration={warmups.sourceSet?.section_duration}
            />
            {used >= limit ? (
              <Alert color="orange" role="status">
                {t(LIMIT_REACHED)}
              </Alert>
            ) : (
              <Group>
                <Button onClick={warmups.assignPersonalized} loading={warmups.assigning}>
                  {t('Assign Personalized Warmup')}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** View By 4 Warmup Personalized: assign one from a taken sitting; the personalized warm-ups. */
export function WarmupPersonalizedView(props: WarmupViewProps) {
  return <WarmupViewFrame {...props} view="4" panel={<AssignPersonalizedPanel warmups={props.warmups} />} />;
}
