import { Anchor, Group, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getStudentSkills, progressKeys } from '../api/progress';
import { Loading, LoadError } from '../forms';
import { progressPath, reportPath } from './format';
import { PracticeNext, SkillLevels } from './SkillLevels';

/** The student dashboard's skills and what to practise next, with the ways to the progress chart and the report. */
export function MySkillsSection({ studentId }: { studentId: number }) {
  const { t } = useTranslation();
  const skills = useQuery({
    queryKey: progressKeys.skills(studentId),
    queryFn: () => getStudentSkills(studentId),
    enabled: Number.isInteger(studentId) && studentId > 0,
  });
  return (
    <>
      <Group justify="space-between" align="baseline">
        <Title order={2}>{t('My Skills')}</Title>
        <Group gap="md">
          <Anchor component={Link} to={progressPath('/student', null)}>
            {t('My progress')}
          </Anchor>
          <Anchor component={Link} to={reportPath('/student', null)}>
            {t('Report for parents')}
          </Anchor>
        </Group>
      </Group>
      {skills.isPending ? (
        <Loading />
      ) : skills.isError ? (
        <LoadError error={skills.error} onRetry={() => void skills.refetch()} />
      ) : (
        <>
          <SkillLevels skills={skills.data} />
          <PracticeNext skills={skills.data} />
        </>
      )}
    </>
  );
}
