import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ClassroomAssigned, msg, plural } from '@prep/domain';
import { Loading, LoadError, notifySuccess } from '../forms';
import { type AssignedAnswer, AssignedReport } from './AssignedReport';
import { type ClassToAssign, AssignToClassDialog } from './AssignToClassDialog';
import { type AssignmentAction, ClassAssignments } from './ClassAssignments';
import { ClassResultsGrid } from './ClassResultsGrid';
import { PrintForPaperButton } from '../paper/PrintForPaperButton';
import { ClassLms } from './ClassLms';
import { type GridFilters, type ResultAssignment, targetOf } from './classGrid';
import { useClassroomActions, useClassroomResults } from './queries';
import { type ReassignRequest, ReassignDialog } from './ReassignDialog';
import { type ReleaseRequest, ReleaseClassDialog } from './ReleaseClassDialog';

/**
 * The work of one class, the same for its admin and its teachers: assign to the class and to newcomers,
 * what was assigned with the class-wide release, reassign and preparation, and the results grid.
 */
export function ClassWork({ classroom }: { classroom: ClassToAssign }) {
  const { t } = useTranslation();
  const results = useClassroomResults(classroom.id);
  const [report, setReport] = useState<AssignedAnswer | null>(null);
  const actions = useClassroomActions(classroom.id);
  /** Shows an action's answer under its title. */
  const shown = (title: string) => (answer: ClassroomAssigned) => setReport({ title, answer });
  const [assignOpen, setAssignOpen] = useState(false);
  const [release, setRelease] = useState<ReleaseRequest | null>(null);
  const [reassign, setReassign] = useState<ReassignRequest | null>(null);
  const [busy, setBusy] = useState<{ action: AssignmentAction; assignmentId: number } | null>(null);
  const [filters, setFilters] = useState<GridFilters>({ assignment: null, state: 'all' });

  const data = results.data;
  const assignmentOf = (id: number) => data?.assignments.find((a) => a.id === id);
  const settle = () => setBusy(null);

  const onAction = (action: AssignmentAction, a: ResultAssignment) => {
    if (!data) return;
    if (action === 'release') {
      // No count here: the server releases every taken row of the assignment, earlier attempts (before a
      // reassign) included, which the grid does not show.
      setRelease({ assignmentId: a.id, testName: a.test_name });
    } else if (action === 'reassign') {
      setReassign({ assignmentId: a.id, testName: a.test_name, totalQns: a.total_qns });
    } else {
      setBusy({ action, assignmentId: a.id });
      actions.preparation.mutate(a.quiz, {
        onSuccess: shown(msg('Preparation tests for wrong answers')),
        onSettled: settle,
      });
    }
  };

  const doRelease = (request: ReleaseRequest) => {
    const a = assignmentOf(request.assignmentId);
    if (!a) return;
    setBusy({ action: 'release', assignmentId: a.id });
    actions.release.mutate(targetOf(a), {
      onSuccess: (answer) => {
        notifySuccess(t(plural('{{count}} results released', '{{count}} result released'), { count: answer.released }));
        setRelease(null);
      },
      onSettled: settle,
    });
  };
  const doReassign = (request: ReassignRequest, below: number) => {
    const a = assignmentOf(request.assignmentId);
    if (!a) return;
    setBusy({ action: 'reassign', assignmentId: a.id });
    actions.reassign.mutate(
      { target: targetOf(a), below },
      {
        onSuccess: (answer) => {
          setReassign(null);
          shown(msg('Reassign below score'))(answer);
        },
        onSettled: settle,
      },
    );
  };

  return (
    <Stack gap="md" component="section" aria-label={t('Work of {{name}}', { name: classroom.class_name })}>
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h4">
          {t('Class work: {{name}}', { name: classroom.class_name })}
        </Title>
        <Group gap="sm">
          <Button onClick={() => setAssignOpen(true)}>{t('Assign to Class')}</Button>
          <PrintForPaperButton test={null} classroom={classroom} />
          <Button
            variant="light"
            loading={actions.newcomers.isPending}
            onClick={() => actions.newcomers.mutate(undefined, { onSuccess: shown(msg('Assign to newcomers')) })}
          >
            {t('Assign to newcomers')}
          </Button>
          <Button variant="light" component={Link} to={`../fluency/class/${classroom.id}`} relative="path">
            {t('Fact fluency')}
          </Button>
          <Button variant="default" onClick={() => void results.refetch()} loading={results.isFetching}>
            {t('Refresh')}
          </Button>
        </Group>
      </Group>
      {results.isPending && <Loading />}
      {results.isError && <LoadError error={results.error} onRetry={() => void results.refetch()} />}
      {data && (
        <>
          <ClassAssignments results={data} busy={busy} onAction={onAction} />
          <Title order={3} size="h5">
            {t('Class results')}
          </Title>
          {data.students.length === 0 ? (
            <Text c="dimmed">{t('The class has no students yet.')}</Text>
          ) : (
            <ClassResultsGrid results={data} filters={filters} onFilters={setFilters} />
          )}
          <ClassLms classroomId={classroom.id} results={data} />
        </>
      )}

      <AssignToClassDialog
        classroom={classroom}
        opened={assignOpen}
        assigning={actions.assign.isPending}
        onAssign={(body) =>
          actions.assign.mutate(body, {
            onSuccess: (answer) => {
              setAssignOpen(false);
              shown(msg('Assign to Class'))(answer);
            },
          })
        }
        onClose={() => setAssignOpen(false)}
      />
      <ReleaseClassDialog
        request={release}
        className={classroom.class_name}
        releasing={actions.release.isPending}
        onRelease={doRelease}
        onCancel={() => setRelease(null)}
      />
      <ReassignDialog
        request={reassign}
        reassigning={actions.reassign.isPending}
        onReassign={doReassign}
        onCancel={() => setReassign(null)}
      />
      <AssignedReport report={report} students={data?.students ?? []} onClose={() => setReport(null)} />
    </Stack>
  );
}
