import { Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { msg, shownTestName } from '@prep/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getStudentWarmupResults, warmupKeys } from '../api/warmups';
import { useFormat } from '../i18n/format';
import { useSession } from '../session';
import { PageSection } from '../shell/PageSection';
import { formatDate, RIGHT_COLOR } from '../warmup/format';
import type { WarmupResultSummary } from '../warmup/types';
import { lazyPart, PartLoading } from '../routing/lazyPage';
import { StackedCell, StackedTable } from '../sitting';
import { ownLanguageFirst } from './real-test/testLanguage';
import { TestLanguage, TestsSection } from './real-test/TestsSection';
import { studentWarmupState, type StudentWarmupState } from './warmup/studentState';
import { Loading, LoadError } from '../forms';
import { AssignedCell, MissedBadge, windowOf, WindowNote } from './window/WindowNote';

// Opened only to see a released score: its code (a dialog, the review grid) comes then.
const ScoresDialog = lazyPart(() => import('./warmup/ScoresDialog'), 'ScoresDialog');
// The skills come after the tests, so their code (and the size budget) stays out of the dashboard's first load.
const MySkillsSection = lazyPart(() => import('../progress/MySkillsSection'), 'MySkillsSection');
// Below the lists, and heavier: its code comes after the dashboard's.
const MyFluency = lazyPart(() => import('../fluency/MyFluency'), 'MyFluency');

const STATE_TEXT: Record<StudentWarmupState, string> = {
  new: msg('Not taken'),
  in_progress: msg('In progress'),
  awaiting: msg('Awaiting results'),
  released: msg('Results released'),
};
const STATE_COLOR: Record<StudentWarmupState, string> = {
  new: 'blue',
  in_progress: 'violet',
  awaiting: 'gray',
  released: 'green',
};

/**
 * `/student/dashboard`: the student's real and preparation tests, then their warm-ups, each with its
 * language, those in the language shown first: start or resume, wait for the results, see the scores.
 */
export function StudentDashboardPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const session = useSession();
  const profile = session?.profile?.role === 'student' ? session.profile : null;
  const studentId = profile?.student_id ?? Number(session?.claims.sub);
  const [scoresOf, setScoresOf] = useState<WarmupResultSummary | null>(null);

  const results = useQuery({
    queryKey: warmupKeys.results(studentId),
    queryFn: () => getStudentWarmupResults(studentId),
    enabled: Number.isInteger(studentId) && studentId > 0,
    // Personalized and recommended warm-ups appear as the server creates them.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
  // Newest first (what was just assigned or created is on top), the warm-ups in the language shown before the others.
  const list = ownLanguageFirst([...(results.data ?? [])].reverse(), f.language);

  return (
    <PageSection title={msg('Student Dashboard')} size="lg">
      {profile?.first_name && <Text size="lg">{t('Welcome, {{name}}!', { name: profile.first_name })}</Text>}
      <TestsSection studentId={studentId} />
      <Suspense fallback={<PartLoading />}>
        <MySkillsSection studentId={studentId} />
      </Suspense>
      <Title order={2}>{t('My Warm-ups')}</Title>
      {results.isPending ? (
        <Loading />
      ) : results.isError ? (
        <LoadError error={results.error} onRetry={() => void results.refetch()} />
      ) : list.length === 0 ? (
        <Text>{t('No warm-ups are assigned to you yet.')}</Text>
      ) : (
        <StackedTable minWidth={720} striped highlightOnHover withTableBorder verticalSpacing="sm">
          <Table.Caption>{t('Your assigned warm-ups, newest first')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('Date')}</Table.Th>
              <Table.Th scope="col">{t('Test name')}</Table.Th>
              <Table.Th scope="col">{t('Language')}</Table.Th>
              <Table.Th scope="col">{t('Questions')}</Table.Th>
              <Table.Th scope="col">{t('Time')}</Table.Th>
              <Table.Th scope="col">{t('Status')}</Table.Th>
              <Table.Th scope="col">{t('Action')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((r) => {
              const state = studentWarmupState(r);
              const window = windowOf(r, r.status !== 'assigned');
              return (
                <Table.Tr key={r.result_id} data-result={r.result_id}>
                  <StackedCell label={t('Date')}>
                    <AssignedCell date={formatDate(r.Warmup_date, f.language)} className={r.class_name} />
                  </StackedCell>
                  <StackedCell label={t('Test name')}>{shownTestName(t, r)}</StackedCell>
                  <StackedCell label={t('Language')} data-test-language={r.test_lang_type ?? ''}>
                    <TestLanguage value={r.test_lang_type} />
                  </StackedCell>
                  <StackedCell label={t('Questions')}>{f.number(r.total_qns)}</StackedCell>
                  <StackedCell label={t('Time')}>
                    {r.timer ? (r.test_taken ? (r.time_allowed ?? '-') : r.student_timer) : t('No limit')}
                  </StackedCell>
                  <StackedCell label={t('Status')}>
                    {window === 'missed' ? (
                      <MissedBadge />
                    ) : (
                      <Badge
                        variant="light"
                        color={STATE_COLOR[state]}
                        c={state === 'released' ? RIGHT_COLOR : undefined}
                        tt="none"
                        data-state={state}
                      >
                        {t(STATE_TEXT[state])}
                      </Badge>
                    )}
                  </StackedCell>
                  <StackedCell label={t('Action')}>
                    {state === 'new' && window === 'missed' && <WindowNote row={r} state={window} />}
                    {state === 'new' && window !== 'missed' && (
                      <Stack gap={2} align="flex-start">
                        <Button
                          size="xs"
                          disabled={window === 'not open'}
                          onClick={() => navigate(`/student/warmup/${r.result_id}`)}
                          aria-label={t('Start {{name}}', { name: shownTestName(t, r) })}
                        >
                          {t('Start')}
                        </Button>
                        <WindowNote row={r} state={window} />
                      </Stack>
                    )}
                    {state === 'in_progress' && (
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => navigate(`/student/warmup/${r.result_id}`)}
                        aria-label={t('Resume {{name}}', { name: shownTestName(t, r) })}
                      >
                        {t('Resume')}
                      </Button>
                    )}
                    {state === 'awaiting' && <Text size="sm">{t('Your teacher will release the results')}</Text>}
                    {state === 'released' && (
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => setScoresOf(r)}
                        aria-label={t('Scores of {{name}}', { name: shownTestName(t, r) })}
                      >
                        {t('Scores')}
                      </Button>
                    )}
                  </StackedCell>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </StackedTable>
      )}
      {scoresOf && (
        <Suspense fallback={null}>
          <ScoresDialog result={scoresOf} onClose={() => setScoresOf(null)} />
        </Suspense>
      )}
      {Number.isInteger(studentId) && studentId > 0 && (
        <Suspense fallback={<PartLoading />}>
          <MyFluency studentId={studentId} />
        </Suspense>
      )}
    </PageSection>
  );
}
