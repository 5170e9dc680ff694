import '@mantine/charts/styles.css';
import { Alert, Anchor, Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { type AnalysisFilter, analyticsKeys, getTestAnalysis, getTestAnalysisCsv } from '../api/analytics';
import { useNestedTest } from '../authoring';
import { msg, plural } from '@prep/domain';
import { useClassrooms } from '../classrooms/queries';
import { downloadFile, errorMessage, Loading, LoadError, notifyFailure } from '../forms';
import { useFormat } from '../i18n/format';
import { useSession } from '../session';
import { PageSection } from '../shell/PageSection';
import { figure } from './analysisView';
import { ItemDetail } from './ItemDetail';
import { ItemsTable } from './ItemsTable';
import { ScoreHistogram } from './ScoreHistogram';

interface Props {
  /** Where the area's test list is, for the way back (the test browser; the teacher's classes). */
  backPath: string;
}

/**
 * `/…/test-analysis/:id`: the item analysis of a test over the sittings the viewer reaches (the server
 * scopes them), narrowed to a class where the viewer has classes; the histogram, the items, one item
 * opened with its options and its question, and the CSV of the items table.
 */
export function TestAnalysisPage({ backPath }: Props) {
  const { t } = useTranslation();
  const { language, number } = useFormat();
  const testId = Number(useParams().id);
  const session = useSession();
  const staffWithClasses = session?.role === 'clientadmin' || session?.role === 'teacher';
  const classes = useClassrooms(staffWithClasses ? (session?.clientId ?? null) : -1);
  const classList = staffWithClasses ? (classes.data ?? []) : [];
  // A class's results link here with ?classroom=: the analysis opens narrowed to that class.
  const fromClass = Number(useSearchParams()[0].get('classroom'));
  const [filter, setFilter] = useState<AnalysisFilter>({
    classroom: Number.isSafeInteger(fromClass) && fromClass > 0 ? fromClass : null,
  });
  const analysis = useQuery({
    queryKey: analyticsKeys.test(testId, filter),
    queryFn: () => getTestAnalysis(testId, filter),
    enabled: Number.isSafeInteger(testId) && testId > 0,
    retry: false,
  });
  const test = useNestedTest(testId > 0 ? testId : null);
  const [openId, setOpenId] = useState<number | null>(null);
  const csv = useMutation({
    mutationFn: () => getTestAnalysisCsv(testId, filter),
    onSuccess: (text) =>
      downloadFile(`item-analysis-${testId}.csv`, typeof text === 'string' ? text : '', 'text/csv;charset=utf-8'),
    onError: (error) => notifyFailure(errorMessage(error)),
  });

  const data = analysis.data;
  const opened = data?.items.find((i) => i.questionid === openId) ?? null;
  const question = test.data?.question.find((q) => q.questionid === openId) ?? null;
  // Each figure: its name in English (what the end-to-end tests find as data-figure), shown, and its value.
  const figures: Array<{ name: string; label: string; value: string }> = data
    ? [
        { name: 'Sittings', label: t('Sittings'), value: number(data.n) },
        { name: 'Mean', label: t('Mean'), value: figure(language, data.mean) },
        { name: 'Median', label: t('Median'), value: figure(language, data.median) },
        { name: 'Standard deviation', label: t('Standard deviation'), value: figure(language, data.sd) },
        // The coefficient's name (Kuder–Richardson formula 20) in either language.
        { name: 'KR-20', label: 'KR-20', value: figure(language, data.kr20) },
        {
          name: 'Standard error of measurement',
          label: t('Standard error of measurement'),
          value: figure(language, data.sem),
        },
      ]
    : [];

  return (
    <PageSection title={msg('Item analysis')} size="xl">
      <Text>
        {test.data
          ? t(plural('{{name}}: {{count, number}} questions', '{{name}}: {{count, number}} question'), {
              name: test.data.test_name,
              count: test.data.question.length,
            })
          : ''}{' '}
        <Anchor component={Link} to={backPath}>
          {t('Back to the tests')}
        </Anchor>
      </Text>
      <Group align="flex-end">
        {classList.length > 0 && (
          <Select
            label={t('Class')}
            placeholder={t('All my students')}
            clearable
            data={classList.map((c) => ({ value: String(c.id), label: c.class_name }))}
            value={filter.classroom === null ? null : String(filter.classroom)}
            onChange={(value) => setFilter({ classroom: value === null ? null : Number(value) })}
            w={260}
          />
        )}
        <Button variant="light" onClick={() => csv.mutate()} loading={csv.isPending} disabled={!data}>
          {t('Download CSV')}
        </Button>
      </Group>
      {analysis.error && <LoadError error={analysis.error} onRetry={() => void analysis.refetch()} />}
      {analysis.isPending && !analysis.error && <Loading />}
      {data && (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
            {figures.map(({ name, label, value }) => (
              <Paper key={name} withBorder p="sm" radius="md">
                <Text size="xs" c="gray.8">
                  {label}
                </Text>
                <Text fw={700} size="lg" data-figure={name}>
                  {value}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          {data.n === 0 ? (
            <Alert color="blue" role="status">
              {t('No submitted sitting of this test yet.')}
            </Alert>
          ) : (
            <ScoreHistogram histogram={data.histogram} />
          )}
          <ItemsTable items={data.items} openId={openId} onOpen={setOpenId} />
          {opened && <ItemDetail item={opened} question={question} answerType={test.data?.answer_type} />}
        </Stack>
      )}
    </PageSection>
  );
}
