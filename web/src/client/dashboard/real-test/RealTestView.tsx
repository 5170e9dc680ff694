import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WARMUP_COURSE_TYPE, plural } from '@prep/domain';
import { testLanguageText } from '../common/testLanguage';
import { TimerSummary } from '../common/TimerSummary';
import { PrintForPaperButton } from '../../../paper/PrintForPaperButton';
import { type DashboardViewProps, fullName } from '../common/viewBy';
import { PauseChoice } from './PauseChoice';
import { SittingResults } from './SittingResults';
import type { RealTestDashboard } from './useRealTestDashboard';

export interface RealTestViewProps extends DashboardViewProps {
  realTests: RealTestDashboard;
}

/** Assign a real test: the test chosen under Available Test, timed or not. */
function AssignTestPanel({
  realTests,
  student,
}: {
  realTests: RealTestDashboard;
  student: { id: number; name: string };
}) {
  const { t } = useTranslation();
  const { chosenTest } = realTests;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="assign-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="assign-title">
          {t('Assign a real test')}
        </Title>
        <Text size="sm">
          {chosenTest
            ? t(
                plural(
                  '{{name}}: {{count}} questions, section duration {{duration}}',
                  '{{name}}: {{count}} question, section duration {{duration}}',
                ),
                {
                  name: chosenTest.test_name,
                  count: chosenTest.question_count,
                  duration: chosenTest.section_duration,
                },
              )
            : t('Choose the test under Available Test.')}
        </Text>
        {chosenTest?.test_lang_type && (
          <Text size="sm" data-test-language>
            {t('Language: {{language}}', { language: testLanguageText(chosenTest.test_lang_type, t) })}
          </Text>
        )}
        <TimerSummary
          choice={realTests.choice}
          onChoice={realTests.setChoice}
          sectionDuration={chosenTest?.section_duration}
        />
        <PauseChoice value={realTests.pause} onChange={realTests.setPause} />
        <Group>
          <Button onClick={realTests.assignTest} loading={realTests.assigning} disabled={!chosenTest}>
            {t('Assign Test')}
          </Button>
          <PrintForPaperButton
            disabled={!chosenTest}
            test={chosenTest ? { id: chosenTest.master_qnsbank_id, name: chosenTest.test_name } : null}
            student={student}
          />
          {chosenTest && (
            <Anchor component={Link} to={`/client/test-analysis/${chosenTest.master_qnsbank_id}`}>
              {t('Item analysis of {{name}}', { name: chosenTest.test_name })}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** View By 1 Real Test: assign a granted test of the program; the real tests, their results and actions. */
export function RealTestView({ student, program, filter, onFilter, realTests }: RealTestViewProps) {
  const { t } = useTranslation();
  if (!student) return <Text>{t('Select a student to see and assign tests.')}</Text>;
  return (
    <Stack gap="md">
      {program === WARMUP_COURSE_TYPE && (
        <Alert color="yellow" role="status">
          {t('Warm-ups are assigned under 3 Warmup Test. Choose another program to assign a real test.')}
        </Alert>
      )}
      <AssignTestPanel realTests={realTests} student={{ id: student.student_id, name: fullName(student) }} />
      <SittingResults
        view="1"
        studentName={fullName(student)}
        sittings={realTests.masters}
        filter={filter}
        onFilter={onFilter}
        dashboard={realTests}
      />
    </Stack>
  );
}
