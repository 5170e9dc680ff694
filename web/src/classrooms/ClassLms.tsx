import { Alert, Badge, Button, Group, List, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type ClassroomResults, type LmsScore, type LmsScoreState, msg, type RosterSyncResult } from '@prep/domain';
import { useState } from 'react';
import { classroomLmsKey, getClassroomLms, resendLmsScore, syncClassroomWithLms } from '../api/lti-services';
import { errorMessage, LoadError, notifyFailure, notifySuccess } from '../forms';
import { useSession } from '../session';

const STATE_LABEL: Record<LmsScoreState, string> = {
  sent: msg('sent'),
  waiting: msg('waiting'),
  refused: msg('refused'),
};
const STATE_COLOR: Record<LmsScoreState, string> = { sent: 'green.9', waiting: 'blue.8', refused: 'red.8' };

/** Names each score by its student and test, from the class results (a score's record is a cell's). */
function scoreRows(scores: LmsScore[], results: ClassroomResults) {
  const students = new Map(results.students.map((s) => [s.student_id, `${s.first_name} ${s.last_name}`.trim()]));
  const tests = new Map(
    results.cells.map((cell) => {
      const assignment = results.assignments.find((a) => a.id === cell.assignment);
      const kind = assignment?.kind === 'test' ? 'master' : 'warmup';
      return [`${kind} ${cell.record}`, assignment?.test_name ?? ''];
    }),
  );
  return scores.map((score) => ({
    score,
    student: students.get(score.student) ?? '',
    test: tests.get(`${score.kind} ${score.work_id}`) ?? '',
  }));
}

/**
 * A class that came from an LMS course (issue 29): the "Sync with LMS" button for its admins, and the scores
 * sent to the LMS gradebook, each sent, waiting or refused with the platform's words, which can be sent again.
 * A class from no course shows nothing.
 */
export function ClassLms({ classroomId, results }: { classroomId: number; results: ClassroomResults }) {
  const { t } = useTranslation();
  const role = useSession()?.role;
  const queryClient = useQueryClient();
  const lms = useQuery({ queryKey: classroomLmsKey(classroomId), queryFn: () => getClassroomLms(classroomId) });
  const [synced, setSynced] = useState<RosterSyncResult | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: classroomLmsKey(classroomId) });
  const resend = useMutation({
    mutationFn: resendLmsScore,
    onSuccess: () => {
      notifySuccess(t('The score will be sent again in a moment.'));
      refresh();
    },
    onError: (error) => notifyFailure(errorMessage(error)),
  });
  const sync = useMutation({
    mutationFn: () => syncClassroomWithLms(classroomId),
    onSuccess: (answer) => {
      setSynced(answer);
      notifySuccess(
        t('Synced with the LMS: {{added}} added, {{removed}} removed, {{unchanged}} unchanged.', {
          added: answer.added,
          removed: answer.removed,
          unchanged: answer.unchanged,
        }),
      );
      // The roster changed: the class, its results and its scores are read again.
      void queryClient.invalidateQueries({ queryKey: classroomLmsKey(classroomId).slice(0, 1) });
    },
    onError: (error) => notifyFailure(errorMessage(error)),
  });

  if (lms.isError) return <LoadError error={lms.error} onRetry={() => void lms.refetch()} />;
  const data = lms.data;
  if (!data || (data.context === null && data.scores.length === 0)) return null;
  const mayResend = (score: LmsScore) => score.state !== 'waiting' || score.attempts > 0;
  return (
    <Stack gap="sm" component="section" aria-label={t('LMS')}>
      {data.context && (
        <Group justify="space-between" align="center">
          <Text size="sm">{t('From the LMS course {{title}}', { title: data.context.title })}</Text>
          {(role === 'clientadmin' || role === 'superadmin') && (
            <Button
              variant="light"
              loading={sync.isPending}
              disabled={!data.context.can_sync}
              title={data.context.can_sync ? undefined : t('The LMS has not offered this course’s class list.')}
              onClick={() => sync.mutate()}
            >
              {t('Sync with LMS')}
            </Button>
          )}
        </Group>
      )}
      {synced && synced.refused.length > 0 && (
        <Alert color="orange" title={t('Not added from the LMS')} withCloseButton onClose={() => setSynced(null)}>
          <List size="sm">
            {synced.refused.map((r) => (
              <List.Item key={r.sub}>
                {r.sub}: {t(r.reason)}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {data.scores.length > 0 && (
        <>
          <Title order={3} size="h5">
            {t('Scores sent to the LMS gradebook')}
          </Title>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Student')}</Table.Th>
                <Table.Th>{t('Test')}</Table.Th>
                <Table.Th>{t('Score')}</Table.Th>
                <Table.Th>{t('State')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('Actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {scoreRows(data.scores, results).map(({ score, student, test }) => (
                <Table.Tr key={score.id} data-state={score.state}>
                  <Table.Td>{student}</Table.Td>
                  <Table.Td>{test}</Table.Td>
                  <Table.Td>
                    {score.score_given} / {score.score_maximum}
                  </Table.Td>
                  <Table.Td>
                    <Badge size="sm" variant="light" color={STATE_COLOR[score.state]}>
                      {t(STATE_LABEL[score.state])}
                    </Badge>
                    {score.last_error && (
                      <Text size="xs" c={score.state === 'refused' ? 'red.8' : 'dimmed'}>
                        {score.state === 'refused'
                          ? t('Refused: {{why}}', { why: score.last_error })
                          : t('Last try: {{why}}', { why: score.last_error })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {mayResend(score) && (
                      <Button
                        size="xs"
                        variant="default"
                        loading={resend.isPending && resend.variables === score.id}
                        onClick={() => resend.mutate(score.id)}
                      >
                        {t('Send again')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}
