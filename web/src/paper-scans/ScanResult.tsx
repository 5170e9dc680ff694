import { Anchor, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loading, LoadError } from '../forms';
import { useScan } from './queries';
import { gradedStudents, readingPercent, stateCounts } from './scanReview';
import { ScanPages } from './ScanPages';

export interface ScanPaths {
  /** The area's student pages: `${students}/${id}/progress`. */
  students: string;
  /** The class's results, when the scan was uploaded from a class. */
  classResults: string | null;
}

/** A scan: while it is read, how far; then its pages, those to review first in line, and where the results are. */
export function ScanResult({ scan, paths }: { scan: number; paths: ScanPaths }) {
  const { t } = useTranslation();
  const query = useScan(scan);
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  const percent = readingPercent(data.progress);
  const counts = stateCounts(data.pages);
  const reading = data.status === 'reading';
  const open = counts.needs_review + counts.unreadable;
  const students = gradedStudents(data.pages);

  return (
    <Stack gap="md" component="section" aria-labelledby="scan-title" data-scan={scan} data-scan-status={data.status}>
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h4" id="scan-title">
          {t('Scan {{scan}}', { scan })}
        </Title>
        <Button variant="default" size="xs" onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('Refresh')}
        </Button>
      </Group>
      <Stack gap={4} role="status" aria-live="polite" data-reading>
        {reading ? (
          <>
            <Text size="sm">
              {data.progress.pages_total === null
                ? t('Reading the pages… {{read}} read so far', { read: data.progress.pages_read })
                : t('Reading the pages… {{read}} of {{total}} read', {
                    read: data.progress.pages_read,
                    total: data.progress.pages_total,
                  })}
            </Text>
            <Progress value={percent ?? 0} animated={percent === null} striped aria-label={t('Reading progress')} />
          </>
        ) : (
          <Text size="sm" data-scan-summary>
            {t('Read: {{graded}} graded, {{review}} to review, {{unreadable}} unreadable, {{duplicate}} duplicate', {
              graded: counts.graded,
              review: counts.needs_review,
              unreadable: counts.unreadable,
              duplicate: counts.duplicate,
            })}
          </Text>
        )}
      </Stack>
      <ScanPages scan={scan} pages={data.pages} candidates={data.candidates} />
      {!reading && (
        <Paper withBorder p="md" radius="md" data-scan-results>
          <Stack gap="xs">
            <Text fw={600}>
              {open === 0 ? t('Every page is settled.') : t('Review the pages above to grade every test.')}
            </Text>
            {paths.classResults && (
              <Anchor component={Link} to={paths.classResults}>
                {t('See the class’s results')}
              </Anchor>
            )}
            {students.length > 0 && (
              <Group gap="sm" aria-label={t('Results of the students graded')} role="group">
                {students.map((s) => (
                  <Anchor key={s.student} component={Link} to={`${paths.students}/${s.student}/progress`} size="sm">
                    {t('Results of {{name}}', { name: s.name })}
                  </Anchor>
                ))}
              </Group>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
