import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { testLanguageText } from '../common/testLanguage';
import { TimerSummary } from '../common/TimerSummary';
import type { WarmupDashboard } from './useWarmupDashboard';
import { type WarmupViewProps, WarmupViewFrame } from './WarmupViewFrame';

/** Assign a warm-up: the set chosen under Available Test, with the timer chosen. */
function AssignWarmupPanel({ warmups }: { warmups: WarmupDashboard }) {
  const { t } = useTranslation();
  const { chosenSet } = warmups;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="assign-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="assign-title">
          {t('Assign a warm-up')}
        </Title>
        <Text size="sm">
          {chosenSet
            ? t('{{name}}: section duration {{duration}}', {
                name: chosenSet.test_name,
                duration: chosenSet.section_duration,
              })
            : t('Choose the warm-up set under Available Test.')}
        </Text>
        {chosenSet?.test_lang_type && (
          <Text size="sm" data-test-language>
            {t('Language: {{language}}', { language: testLanguageText(chosenSet.test_lang_type, t) })}
          </Text>
        )}
        <TimerSummary
          choice={warmups.choice}
          onChoice={warmups.setChoice}
          sectionDuration={chosenSet?.section_duration}
        />
        <Group>
          <Button onClick={warmups.assignSet} loading={warmups.assigning} disabled={!chosenSet}>
            {t('Assign Warmup')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** View By 3 Warmup Test: assign a set; the warm-ups as assigned, reassign, release, personalize. */
export function WarmupTestView(props: WarmupViewProps) {
  return <WarmupViewFrame {...props} view="3" panel={<AssignWarmupPanel warmups={props.warmups} />} />;
}
