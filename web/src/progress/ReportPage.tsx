import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { msg } from '@prep/domain';
import { Loading, LoadError } from '../forms';
import { useFormat } from '../i18n/format';
import { useSession } from '../session';
import { Brand } from '../shell/Brand';
import { DEFAULT_LOGO, useClientBranding } from '../shell/useClientBranding';
import { usePageTitle } from '../shell/usePageTitle';
import classes from './Report.module.css';
import { ScoresChart, WarmupScores } from './ScoresChart';
import { PracticeNext, SkillLevels } from './SkillLevels';
import { useProgressStudent } from './useProgressStudent';
import { useStudentAnalytics } from './useStudentAnalytics';

const CLASS_LINE = { one: msg('Class: {{names}}'), many: msg('Classes: {{names}}') };
const TEACHER_LINE = { one: msg('Teacher: {{names}}'), many: msg('Teachers: {{names}}') };
const namesLine = (line: { one: string; many: string }, names: readonly string[]) =>
  names.length > 1 ? line.many : line.one;

/**
 * The report for parents (/student/report, /client/student/7/report, /teacher/student/7/report): one A4
 * page of scores over time, skills and levels, and what to practise next. "Print" opens the browser's
 * print dialog, where "Save as PDF" makes the file; the print stylesheet hides the app's bars, so the page
 * carries its own heading: the school's logo and name, the student's classes and teachers.
 */
export function ReportPage() {
  const { t } = useTranslation();
  const f = useFormat();
  usePageTitle(msg('Progress report'));
  const { studentId } = useProgressStudent();
  const { progress, skills } = useStudentAnalytics(studentId);
  const session = useSession();
  const school = useClientBranding(session?.clientId ?? null);
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
              {school.name && (
                <Group gap="sm" wrap="nowrap" mb="xs" data-report-school>
                  <Brand logo={school.logo} fallback={DEFAULT_LOGO} name={school.name} />
                </Group>
              )}
              <Title order={1}>{t('Progress report')}</Title>
              <Text size="lg" fw={600} data-report-student>
                {progress.data.name}
              </Text>
              {progress.data.classes.length > 0 && (
                <Text size="sm" data-report-class>
                  {t(namesLine(CLASS_LINE, progress.data.classes), { names: progress.data.classes.join(', ') })}
                </Text>
              )}
              {progress.data.teachers.length > 0 && (
                <Text size="sm" data-report-teacher>
                  {t(namesLine(TEACHER_LINE, progress.data.teachers), { names: progress.data.teachers.join(', ') })}
                </Text>
              )}
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
