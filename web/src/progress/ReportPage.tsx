import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { msg } from '@prep/domain';
import { Loading, LoadError } from '../forms';
import { useFormat } from '../i18n/format';
import { usePageTitle } from '../shell/usePageTitle';
import classes from './Report.module.css';
import { ScoresChart, WarmupScores } from './ScoresChart';
import { PracticeNext, SkillLevels } from './SkillLevels';
import { useProgressStudent } from './useProgressStudent';
import { useStudentAnalytics } from './useStudentAnalytics';

/**
 * The report for parents (/student/report, /client/student/7/report, /teacher/student/7/report): one A4
 * page of scores over time, skills and levels, and what to practise next. "Print" opens the browser's
 * print dialog, where "Save as PDF" makes the file; the print stylesheet hides the app's bars.
 */
export function ReportPage() {
  const { t } = useTranslation();
  const f = useFormat();
  usePageTitle(msg('Progress report'));
  const { studentId } = useProgressStudent();
  const { progress, skills } = useStudentAnalytics(studentId);
  return (
    <div className={classes.report} data-report>
      {progress.isPending || skills.isPending ? (
        <Loading />
      ) : progress.isError ? (
        <LoadError error={progress.error} onRetry={() => void progress.refetch()} />
      ) : skills.isError ? (
        <LoadError error={skills.error} onRetry={() => void skills.refetch()} />
      ) : (
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={1}>{t('Progress report')}</Title>
              <Text size="lg" fw={600} data-report-student>
                {progress.data.name}
              </Text>
              <Text size="sm" c="dimmed">
                {t('Released results up to {{date}}', { date: f.date(new Date()) })}
              </Text>
            </div>
            <Button className={classes.noPrint} onClick={() => window.print()}>
              {t('Print')}
            </Button>
          </Group>
          <section aria-labelledby="report-scores" data-section>
            <Title order={2} size="h3" id="report-scores">
              {t('Test scores over time')}
            </Title>
            <ScoresChart progress={progress.data} withTable />
          </section>
          <WarmupScores progress={progress.data} />
          <SkillLevels skills={skills.data} />
          <PracticeNext skills={skills.data} />
        </Stack>
      )}
    </div>
  );
}
