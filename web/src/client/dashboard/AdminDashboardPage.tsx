import { Alert, Badge, Button, Center, Group, Loader, NativeSelect, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ASSIGNMENT_DELETED,
  DEFAULT_TIMER,
  readPrograms,
  WARMUP_ASSIGNED,
  WARMUP_COURSE_TYPE,
  type AssignWarmupInput,
  type ClientRecord,
  type QuizGrant,
  type QuizRecord,
  type Student,
  type WarmupResultAdminUpdate,
} from '@prep/domain';
import { api } from '../../api';
import { confirmDelete, notifyFailure, notifySuccess } from '../../forms';
import { useSession } from '../../session';
import { errorMessage } from '../../shell/forms';
import { PageSection } from '../../shell/PageSection';
import { formatDate, formatScore, RIGHT_COLOR } from '../../warmup/format';
import { isDefaultTimer } from '../../warmup/timer';
import { warmupResultKey, warmupResultsKey, type WarmupResultSummary } from '../../warmup/types';
import { ROSTER_KEY } from '../people/roster';
import {
  FILTER_OPTIONS,
  hasPendingOfSet,
  isWarmupView,
  lifecycleText,
  personalizableSources,
  personalizedCount,
  rowsForView,
  sourceLabel,
  testTypeOf,
  VIEW_OPTIONS,
  type StatusFilter,
  type ViewBy,
} from './assignments';
import { ResultDialog, type ResultDialogMode } from './ResultDialog';
import { TimerDialog, type TimerChoice } from './TimerDialog';

export const DELETE_FAILED = 'Oops! Something went wrong';
export const LIMIT_REACHED = 'Personalized Test Count Limit Reached';
const RELEASED_MESSAGE = 'Results released: the student can now view scores and stats.';

type WarmupSet = QuizRecord;

const fullName = (s: Student) => [s.Student_First_Name, s.Student_Last_Name].filter(Boolean).join(' ');
/** The timer chosen, in words: off, the set's section duration, or the time picked. */
function timerText(t: (key: string, options?: Record<string, unknown>) => string, choice: TimerChoice, duration: string | null | undefined) {
  if (!choice.timer) return t('Off');
  if (!isDefaultTimer(choice.time)) return choice.time;
  return duration ? t('{{duration}} (section duration)', { duration }) : t('the section duration');
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Center py="lg" role="status" data-loading="true">
      <Loader aria-hidden />
      <Text ml="sm">{t('Loading…')}</Text>
    </Center>
  );
}

/** `/client/assigntest`: assign warm-ups to a student, follow them, analyse and release the results. */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSession();
  const clientId = session?.clientId ?? null;

  const [studentId, setStudentId] = useState('');
  const [program, setProgram] = useState('');
  const [view, setView] = useState<ViewBy>('3');
  const [setNo, setSetNo] = useState('');
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [choice, setChoice] = useState<TimerChoice>({ timer: false, time: DEFAULT_TIMER });
  const [timerFor, setTimerFor] = useState<'assign' | WarmupResultSummary | null>(null);
  const [sourceId, setSourceId] = useState('');
  const [dialog, setDialog] = useState<{ result: WarmupResultSummary; mode: ResultDialogMode } | null>(null);
  const [busyRow, setBusyRow] = useState<{ id: number; action: string } | null>(null);

  const students = useQuery({
    queryKey: [...ROSTER_KEY, 'dashboard-students', clientId],
    queryFn: () => api.get<Student[]>('/api/student/'),
  });
  const client = useQuery({
    queryKey: ['client', clientId, 'record'],
    queryFn: () => api.get<ClientRecord>(`/api/client/${clientId}/`),
    enabled: clientId !== null,
  });
  const sets = useQuery({
    queryKey: ['granted-warmup-sets', clientId],
    queryFn: async (): Promise<WarmupSet[]> => {
      const [grants, quizzes] = await Promise.all([
        api.get<QuizGrant[]>('/api/assignquiztoclient/'),
        api.get<WarmupSet[]>(`/quiz/quiz/?test_type=${encodeURIComponent(WARMUP_COURSE_TYPE)}`),
      ]);
      const granted = new Set(grants.flatMap((g) => g.assigned_warmup));
      return quizzes.filter((q) => granted.has(q.master_qnsbank_id));
    },
  });
  const sid = Number(studentId);
  const results = useQuery({
    queryKey: warmupResultsKey(sid),
    queryFn: () => api.get<WarmupResultSummary[]>(`/api/warmup-resultbyid/${sid}/`),
    enabled: sid > 0,
    // Students take and submit while the office watches: fresh on every visit and focus.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

  const student = students.data?.find((s) => s.student_id === sid);
  const programs = useMemo(() => (student ? readPrograms(student.Enroll_Program) : []), [student]);
  const all = results.data ?? [];
  const rows = rowsForView(all, view, filter);
  const sources = personalizableSources(all);
  const source = sources.find((r) => r.result_id === Number(sourceId));
  // Unknown until the client's settings load: the server has the last word either way.
  const limit = client.data?.personzlized_warmup_count ?? Number.POSITIVE_INFINITY;
  const used = source ? personalizedCount(all, source) : 0;
  const chosenSet = sets.data?.find((s) => s.master_qnsbank_id === (view === '4' && source ? source.warmup_set_no : Number(setNo)));

  // A student's programs: the warm-up views go with the Warmup program.
  useEffect(() => {
    setProgram(programs.includes(WARMUP_COURSE_TYPE) ? WARMUP_COURSE_TYPE : (programs[0] ?? ''));
  }, [programs]);
  useEffect(() => {
    if (!sources.some((r) => r.result_id === Number(sourceId))) setSourceId(sources[0] ? String(sources[0].result_id) : '');
  }, [sources, sourceId]);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['warmup-results'] });
    void queryClient.invalidateQueries({ queryKey: ['warmup-result'] });
  };

  const assign = useMutation({
    mutationFn: (body: AssignWarmupInput) => api.post<WarmupResultSummary>('/api/warmup-result/', body),
    onSuccess: () => {
      notifySuccess(WARMUP_ASSIGNED);
      refresh();
    },
    onError: (error) => notifyFailure(errorMessage(error)),
    onSettled: () => setBusyRow(null),
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: WarmupResultAdminUpdate }) => api.put<WarmupResultSummary>(`/api/warmup-result/${id}/`, body),
    onError: (error) => notifyFailure(errorMessage(error)),
    onSettled: () => setBusyRow(null),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete(`/api/warmup-result/${id}/`),
    onSuccess: () => {
      notifySuccess(ASSIGNMENT_DELETED);
      refresh();
    },
    onError: () => notifyFailure(DELETE_FAILED),
    onSettled: () => setBusyRow(null),
  });

  const release = (r: WarmupResultSummary) => {
    setBusyRow({ id: r.result_id, action: 'release' });
    update.mutate(
      { id: r.result_id, body: { analyse_test_results: true } },
      {
        onSuccess: () => {
          notifySuccess(RELEASED_MESSAGE);
          refresh();
        },
      },
    );
  };

  const saveRowTimer = (r: WarmupResultSummary, next: TimerChoice) => {
    setBusyRow({ id: r.result_id, action: 'timer' });
    update.mutate(
      { id: r.result_id, body: { timer: next.timer, student_timer: next.time } },
      {
        onSuccess: () => {
          notifySuccess('Timer changed');
          setTimerFor(null);
          refresh();
        },
      },
    );
  };

  const assignSet = () => {
    if (!student) return notifyFailure('Please select the student');
    if (!chosenSet) return notifyFailure('Please Select a Test');
    assign.mutate({ warmup_set_no: chosenSet.master_qnsbank_id, student: student.student_id, timer: choice.timer, student_timer: choice.time });
  };
  const assignPersonalized = () => {
    if (!student || !source || source.warmup_set_no === null) return notifyFailure('Choose a taken warm-up of this set to personalize');
    if (used >= limit) return notifyFailure(LIMIT_REACHED);
    assign.mutate({
      warmup_set_no: source.warmup_set_no,
      student: student.student_id,
      is_personalized: true,
      sitting_id: source.result_id,
      timer: choice.timer,
      student_timer: choice.time,
    });
  };
  const reassign = (r: WarmupResultSummary) => {
    if (r.warmup_set_no === null) return;
    setBusyRow({ id: r.result_id, action: 'reassign' });
    assign.mutate({
      warmup_set_no: r.warmup_set_no,
      student: r.student,
      reassign: true,
      timer: r.timer,
      student_timer: r.timer && r.time_allowed ? r.time_allowed : DEFAULT_TIMER,
    });
  };
  const personalizeFrom = (r: WarmupResultSummary) => {
    setSourceId(String(r.result_id));
    setView('4');
  };
  const askRemove = (r: WarmupResultSummary) =>
    confirmDelete({
      safeMessage: 'Assignment is safe!',
      onConfirm: () => {
        setBusyRow({ id: r.result_id, action: 'remove' });
        remove.mutate(r.result_id);
      },
    });

  const changeView = (value: ViewBy) => {
    setView(value);
    if (isWarmupView(value) && programs.includes(WARMUP_COURSE_TYPE)) setProgram(WARMUP_COURSE_TYPE);
  };
  const changeProgram = (value: string) => {
    setProgram(value);
    if (value === WARMUP_COURSE_TYPE) {
      if (!isWarmupView(view)) setView('3');
    } else if (value && isWarmupView(view)) {
      setView('1');
    }
  };

  const busy = (r: WarmupResultSummary, action: string) => busyRow?.id === r.result_id && busyRow.action === action;
  const loadFailed = [students, sets].find((q) => q.isError);

  const selectors = (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
      <NativeSelect
        label={t('Select Student')}
        value={studentId}
        onChange={(e) => setStudentId(e.currentTarget.value)}
        data={[
          { value: '', label: students.isPending ? t('Loading…') : t('Select Student') },
          ...(students.data ?? []).map((s) => ({ value: String(s.student_id), label: fullName(s) || s.email })),
        ]}
      />
      <NativeSelect
        label={t('Select Program')}
        value={program}
        onChange={(e) => changeProgram(e.currentTarget.value)}
        disabled={!student}
        data={[{ value: '', label: t('Select Program') }, ...programs.map((p) => ({ value: p, label: t(p) }))]}
      />
      <NativeSelect
        label={t('View By')}
        value={view}
        onChange={(e) => changeView(e.currentTarget.value as ViewBy)}
        data={VIEW_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
      />
      <NativeSelect
        label={t('Available Test')}
        value={view === '4' && source?.warmup_set_no ? String(source.warmup_set_no) : setNo}
        onChange={(e) => setSetNo(e.currentTarget.value)}
        disabled={!isWarmupView(view) || view === '4'}
        description={view === '4' ? t('The set of the warm-up personalized') : undefined}
        data={[
          { value: '', label: sets.isPending ? t('Loading…') : t('Select Test') },
          ...(sets.data ?? []).map((s) => ({ value: String(s.master_qnsbank_id), label: s.test_name })),
        ]}
      />
    </SimpleGrid>
  );

  const timerSummary = (
    <Group gap="sm" align="flex-end">
      <Text size="sm">
        {t('Timer')}: <strong data-timer-choice>{timerText(t, choice, chosenSet?.section_duration)}</strong>
      </Text>
      <Button variant="default" size="xs" onClick={() => setTimerFor('assign')}>
        {t('Change Timer')}
      </Button>
    </Group>
  );

  const assignPanel =
    view === '3' ? (
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="assign-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="assign-title">
            {t('Assign a warm-up')}
          </Title>
          <Text size="sm">
            {chosenSet
              ? t('{{name}}: section duration {{duration}}', { name: chosenSet.test_name, duration: chosenSet.section_duration })
              : t('Choose the warm-up set under Available Test.')}
          </Text>
          {timerSummary}
          <Group>
            <Button onClick={assignSet} loading={assign.isPending && busyRow === null} disabled={!chosenSet}>
              {t('Assign Warmup')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    ) : (
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="assign-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="assign-title">
            {t('Assign a personalized warm-up')}
          </Title>
          {sources.length === 0 ? (
            <Text size="sm">{t('A personalized warm-up is made from a taken warm-up with wrong answers; this student has none yet.')}</Text>
          ) : (
            <>
              <NativeSelect
                label={t('Personalize from')}
                value={sourceId}
                onChange={(e) => setSourceId(e.currentTarget.value)}
                data={sources.map((r) => ({ value: String(r.result_id), label: sourceLabel(r, formatDate(r.Warmup_date)) }))}
                maw={520}
              />
              {client.data && (
                <Text size="sm" data-personalized-count>
                  {t('Personalized warm-ups from this sitting: {{used}} of {{limit}}', { used, limit })}
                </Text>
              )}
              {timerSummary}
              {used >= limit ? (
                <Alert color="orange" role="status">
                  {t(LIMIT_REACHED)}
                </Alert>
              ) : (
                <Group>
                  <Button onClick={assignPersonalized} loading={assign.isPending && busyRow === null}>
                    {t('Assign Personalized Warmup')}
                  </Button>
                </Group>
              )}
            </>
          )}
        </Stack>
      </Paper>
    );

  const table = (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="sm">
        <Table.Caption>{t('{{view}} of {{name}}', { view: t(VIEW_OPTIONS.find((o) => o.value === view)!.label), name: student ? fullName(student) : '' })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {['Date', 'Test type', 'test name', 'Comments', 'Scores and Answers', 'Analyse Test', 'Admin actions', 'Remove'].map((h) => (
              <Table.Th key={h} scope="col">
                {t(h)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => {
            const canPersonalize = personalizableSources([r]).length === 1;
            const reached = canPersonalize && personalizedCount(all, r) >= limit;
            return (
              <Table.Tr key={r.result_id} data-result={r.result_id}>
                <Table.Td>{formatDate(r.Warmup_date)}</Table.Td>
                <Table.Td>{t(testTypeOf(r))}</Table.Td>
                <Table.Td>{r.test_name}</Table.Td>
                <Table.Td>
                  {r.comments && <Text size="sm">{r.comments}</Text>}
                  <Text size="sm" data-lifecycle>
                    {t(lifecycleText(r))}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {r.test_taken ? (
                    <Stack gap={4} align="flex-start">
                      <Text size="sm" fw={600}>
                        {formatScore(r.score ?? 0)} / {r.total_qns}
                      </Text>
                      <Button size="xs" variant="outline" onClick={() => setDialog({ result: r, mode: 'scores' })}>
                        {t('Scores and Stats')}
                      </Button>
                    </Stack>
                  ) : (
                    <Text size="sm">{t('Not taken yet')}</Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {r.test_taken ? (
                    <Stack gap={4} align="flex-start">
                      {r.analyse_test_results ? (
                        <Badge color="green" c={RIGHT_COLOR} variant="light" tt="none">
                          {t('Released')}
                        </Badge>
                      ) : (
                        <Button size="xs" onClick={() => release(r)} loading={busy(r, 'release')}>
                          {t('Release Results')}
                        </Button>
                      )}
                      <Button size="xs" variant="subtle" onClick={() => setDialog({ result: r, mode: 'analyse' })}>
                        {t('Analyse')}
                      </Button>
                    </Stack>
                  ) : (
                    <Text size="sm">{t('Not taken yet')}</Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    {!r.test_taken && (
                      <Button size="xs" variant="default" onClick={() => setTimerFor(r)} loading={busy(r, 'timer')}>
                        {t('Change Timer')}
                      </Button>
                    )}
                    {r.test_taken && !r.is_personalized && r.warmup_set_no !== null &&
                      (hasPendingOfSet(all, r.warmup_set_no) ? (
                        <Text size="sm">{t('Reassigned')}</Text>
                      ) : (
                        <Button size="xs" variant="default" onClick={() => reassign(r)} loading={busy(r, 'reassign')}>
                          {t('Reassign')}
                        </Button>
                      ))}
                    {canPersonalize &&
                      (reached ? (
                        <Text size="sm">{t(LIMIT_REACHED)}</Text>
                      ) : (
                        <Button size="xs" variant="default" onClick={() => personalizeFrom(r)}>
                          {t('Personalize')}
                        </Button>
                      ))}
                    {r.test_taken && !canPersonalize && (r.is_personalized || r.warmup_set_no === null) && <Text size="sm">-</Text>}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Button size="xs" color="red" variant="outline" onClick={() => askRemove(r)} loading={busy(r, 'remove')}>
                    {t('Remove')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );

  let content;
  if (!isWarmupView(view)) {
    content = (
      <Alert color="blue" title={t('Not available yet')} role="status">
        {t('Real tests and personalized preparation tests are not available on this dashboard yet. Choose 3 Warmup Test or 4 Warmup Personalized under View By.')}
      </Alert>
    );
  } else if (!student) {
    content = <Text>{t('Select a student to see and assign warm-ups.')}</Text>;
  } else {
    content = (
      <Stack gap="md">
        {program && !programs.includes(WARMUP_COURSE_TYPE) && (
          <Alert color="yellow" role="status">
            {t('{{name}} is not enrolled in the Warmup program.', { name: fullName(student) })}
          </Alert>
        )}
        {assignPanel}
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h4">
            {t(VIEW_OPTIONS.find((o) => o.value === view)!.label.replace(/^\d /, ''))}
          </Title>
          <Group gap="sm">
            <SegmentedControl
              aria-label={t('Show')}
              value={filter}
              onChange={(value) => setFilter(value as StatusFilter)}
              data={FILTER_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
            />
            <Button variant="default" size="sm" onClick={() => void results.refetch()} loading={results.isFetching && !results.isPending}>
              {t('Refresh')}
            </Button>
          </Group>
        </Group>
        {results.isPending ? (
          <Loading />
        ) : results.isError ? (
          <Alert color="red" title={t('Oops!')} role="alert">
            {t(errorMessage(results.error))}
          </Alert>
        ) : rows.length === 0 ? (
          <Text>{t('Nothing to show here.')}</Text>
        ) : (
          table
        )}
      </Stack>
    );
  }

  const timerResult = timerFor !== null && timerFor !== 'assign' ? timerFor : null;
  return (
    <PageSection title="Admin Dashboard" size="xl">
      {selectors}
      {loadFailed && (
        <Alert color="red" title={t('Oops!')} role="alert">
          {t(errorMessage(loadFailed.error))}
        </Alert>
      )}
      {content}
      <TimerDialog
        opened={timerFor !== null}
        initial={timerResult ? { timer: timerResult.timer, time: timerResult.timer ? timerResult.student_timer : DEFAULT_TIMER } : choice}
        sectionDuration={timerResult ? sets.data?.find((s) => s.master_qnsbank_id === timerResult.warmup_set_no)?.section_duration : chosenSet?.section_duration}
        saving={timerResult !== null && busy(timerResult, 'timer')}
        onClose={() => setTimerFor(null)}
        onSave={(next) => {
          if (timerResult) saveRowTimer(timerResult, next);
          else {
            setChoice(next);
            setTimerFor(null);
          }
        }}
      />
      <ResultDialog
        result={dialog?.result ?? null}
        mode={dialog?.mode ?? 'scores'}
        releasing={dialog !== null && busy(dialog.result, 'release')}
        onRelease={release}
        onClose={() => setDialog(null)}
      />
    </PageSection>
  );
}
