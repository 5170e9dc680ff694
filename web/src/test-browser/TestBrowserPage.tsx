import { Alert, Anchor, Grid, Group, Text } from '@mantine/core';
import { msg } from '@prep/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callFailureMessage, subjectChoices, useNestedTest, useTestsAndCourses } from '../authoring';
import { RecordList } from '../forms';
import { READABLE_TITLE } from '../shell/alertStyles';
import { PrintForPaperButton } from '../paper/PrintForPaperButton';
import { useSession } from '../session';
import { PageSection } from '../shell/PageSection';
import { QuestionTable } from './QuestionTable';
import { ALL_YEARS, browserTests, browserYears, byNumber } from './testBrowser';

interface Props {
  /** The page's title: 'Manage Test' for the super admin, 'Questionaire' for a client admin. */
  title?: string;
  /** The Data Tool of this area, linked for changing (or, for a client admin, reading part by part). */
  dataToolPath?: string;
  /** The area's item-analysis page; the chosen test's analysis is `${analysisPath}/${id}`. */
  analysisPath?: string;
}

/**
 * The Manage Test browser: a subject, a year (the current or one of the previous 3, or every year), one
 * of the tests they give, and its questions 10 a page with Details. A client admin sees only the tests
 * granted to its client: the server lists no others.
 */
export function TestBrowserPage({
  title = msg('Manage Test'),
  dataToolPath = '/superadmin/data-tool',
  analysisPath = '/superadmin/test-analysis',
}: Props) {
  const { t } = useTranslation();
  const data = useTestsAndCourses();
  const tests = data.data?.quiz ?? [];
  const subjects = subjectChoices(data.data?.course ?? []);
  const years = browserYears(new Date().getFullYear());

  const [subject, setSubject] = useState<string | null>(null);
  const [year, setYear] = useState<string>(ALL_YEARS);
  const [testId, setTestId] = useState<number | null>(null);
  const offered = browserTests(tests, subject, year);
  const chosen = offered.find((q) => q.master_qnsbank_id === testId) ?? null;
  const nested = useNestedTest(chosen?.master_qnsbank_id ?? null);
  // Print for paper is a client's (its classes sit the test); the super admin's browser has no client.
  const printForPaper = (useSession()?.clientId ?? null) !== null;
  const error = data.error ?? nested.error;

  return (
    <PageSection title={title} size="xl">
      {error && (
        <Alert color="red" styles={READABLE_TITLE} title={t('Oops!')} role="alert">
          {t(callFailureMessage(error))}
        </Alert>
      )}
      <Text size="sm">
        {t('Choose a subject, a year and a test to read its questions.')}{' '}
        <Anchor component={Link} to={dataToolPath}>
          {t('Open the Data Tool')}
        </Anchor>
      </Text>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <RecordList
            title={msg('Subjects')}
            items={subjects.map((s, i) => ({ id: i, label: s }))}
            selectedId={subject === null ? null : subjects.indexOf(subject)}
            onSelect={(i) => {
              setSubject(subjects[i] ?? null);
              setTestId(null);
            }}
            emptyText={data.isPending ? msg('Loading…') : msg('No subjects yet')}
            maxHeight={240}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <RecordList
            title={msg('Years')}
            items={years.map((y, i) => ({ id: i, label: y === ALL_YEARS ? t(ALL_YEARS) : y }))}
            selectedId={years.indexOf(year)}
            onSelect={(i) => {
              setYear(years[i] ?? ALL_YEARS);
              setTestId(null);
            }}
            maxHeight={240}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <RecordList
            title={msg('Tests')}
            items={offered.map((q) => ({ id: q.master_qnsbank_id, label: q.test_name }))}
            selectedId={chosen?.master_qnsbank_id ?? null}
            onSelect={setTestId}
            emptyText={subject ? msg('No tests for this subject and year') : msg('Choose a subject')}
            maxHeight={240}
          />
        </Grid.Col>
      </Grid>
      {chosen && (
        <Group gap="md">
          <Text size="sm">
            <Anchor component={Link} to={`${analysisPath}/${chosen.master_qnsbank_id}`}>
              {t('Item analysis of {{name}}', { name: chosen.test_name })}
            </Anchor>
          </Text>
          {printForPaper && (
            <PrintForPaperButton size="xs" test={{ id: chosen.master_qnsbank_id, name: chosen.test_name }} />
          )}
        </Group>
      )}
      {chosen && (
        <QuestionTable
          key={chosen.master_qnsbank_id}
          testName={chosen.test_name}
          questions={byNumber(nested.data?.question ?? [])}
          loading={nested.isPending}
        />
      )}
    </PageSection>
  );
}
