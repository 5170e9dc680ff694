import { Anchor, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { msg } from '@prep/domain';
import { Loading, LoadError } from '../forms';
import { PageSection } from '../shell/PageSection';
import { reportPath, studentFluencyPath } from './format';
import { ScoresChart, WarmupScores } from './ScoresChart';
import { PracticeNext, SkillLevels } from './SkillLevels';
import { useProgressStudent } from './useProgressStudent';
import { useStudentAnalytics } from './useStudentAnalytics';

/**
 * "My progress" (/student/progress), or a student's "Progress" for their admins and teachers
 * (/client/student/7/progress, /teacher/student/7/progress): scores over time, skills and what to practise.
 */
export function ProgressPage() {
  const { t } = useTranslation();
  const { studentId, own, area } = useProgressStudent();
  const { progress, skills } = useStudentAnalytics(studentId);
  const title = own ? msg('My progress') : msg('Progress');
  return (
    <PageSection title={title} size="lg">
      {progress.isPending || skills.isPending ? (
        <Loading />
      ) : progress.isError ? (
        <LoadError error={progress.error} onRetry={() => void progress.refetch()} />
      ) : skills.isError ? (
        <LoadError error={skills.error} onRetry={() => void skills.refetch()} />
      ) : (
        <>
          <Group justify="space-between" align="baseline">
            {!own && <Title order={2}>{progress.data.name}</Title>}
            <Anchor component={Link} to={reportPath(area, own ? null : studentId)}>
              {t('Report for parents')}
            </Anchor>
            {!own && (
              <Anchor component={Link} to={studentFluencyPath(area, studentId)}>
                {t('Fact fluency')}
              </Anchor>
            )}
          </Group>
          <Title order={2}>{t('Test scores')}</Title>
          <ScoresChart progress={progress.data} />
          <WarmupScores progress={progress.data} />
          <SkillLevels skills={skills.data} />
          <PracticeNext skills={skills.data} />
        </>
      )}
    </PageSection>
  );
}
