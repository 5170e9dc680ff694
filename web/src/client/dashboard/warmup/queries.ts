// What the warm-up views read and write: the client's granted sets and settings, the student's
// warm-ups, and the assign / update / remove calls (POST, PUT, DELETE /api/warmup-result/).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ASSIGNMENT_DELETED,
  DELETE_FAILED,
  msg,
  WARMUP_ASSIGNED,
  WARMUP_COURSE_TYPE,
  type AssignWarmupInput,
  type QuizRecord,
  type WarmupResultAdminUpdate,
} from '@prep/domain';
import { clientKeys, getClient } from '../../../api/clients';
import { getGrants, grantKeys } from '../../../api/grants';
import { getTestsOfType } from '../../../api/tests';
import {
  assignWarmup,
  deleteWarmupResult,
  getStudentWarmupResults,
  updateWarmupResult,
  warmupKeys,
} from '../../../api/warmups';
import { errorMessage, notifyFailure, notifySuccess } from '../../../forms';
import { type OnSkipped, reportedSkip } from '../common/skipped';
import type { WarmupResultSummary } from '../../../warmup/types';
import { pollWhileRunning } from '../common/freshness';

const pollWarmups = pollWhileRunning<WarmupResultSummary>((r) => r.status);

/** GET /api/client/{id}/: the client's settings (its personalized warm-up limit). */
export function useClientSettings(clientId: number | null) {
  return useQuery({
    queryKey: clientKeys.record(clientId),
    queryFn: () => getClient(clientId ?? 0),
    enabled: clientId !== null,
  });
}

/** The warm-up sets granted to the client (its grants' assigned_warmup among the tests of type Warmup). */
export function useGrantedWarmupSets(clientId: number | null) {
  return useQuery({
    queryKey: grantKeys.grantedWarmupSets(clientId),
    queryFn: async (): Promise<QuizRecord[]> => {
      const [grants, quizzes] = await Promise.all([getGrants(), getTestsOfType(WARMUP_COURSE_TYPE)]);
      const granted = new Set(grants.flatMap((g) => g.assigned_warmup));
      return quizzes.filter((q) => granted.has(q.master_qnsbank_id));
    },
  });
}

/** GET /api/warmup-resultbyid/{studentid}/: the student's warm-ups (none until a student is chosen). */
export function useStudentWarmups(studentId: number) {
  return useQuery({
    queryKey: warmupKeys.results(studentId),
    queryFn: () => getStudentWarmupResults(studentId),
    enabled: studentId > 0,
    // Students take and submit while the office watches: fresh on every visit and focus, and every 15 s
    // while one of their warm-ups runs.
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => pollWarmups(query.state.data),
  });
}

/**
 * Assign, update (timer, release) and remove a warm-up; `onSettled` runs after each call, either way;
 * `onSkipped` is told of an assignment the server skipped the student for.
 */
export function useWarmupMutations(onSettled: () => void, onSkipped: OnSkipped) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: warmupKeys.allResults });
    void queryClient.invalidateQueries({ queryKey: warmupKeys.allResult });
  };
  const assign = useMutation({
    mutationFn: (body: AssignWarmupInput) => assignWarmup(body),
    onSuccess: () => {
      notifySuccess(WARMUP_ASSIGNED);
      refresh();
    },
    onError: (error) => reportedSkip(error, msg('Assign Warmup'), onSkipped) || notifyFailure(errorMessage(error)),
    onSettled,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: WarmupResultAdminUpdate }) => updateWarmupResult(id, body),
    onError: (error) => notifyFailure(errorMessage(error)),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteWarmupResult(id),
    onSuccess: () => {
      notifySuccess(ASSIGNMENT_DELETED);
      refresh();
    },
    onError: () => notifyFailure(DELETE_FAILED),
    onSettled,
  });
  return { assign, update, remove, refresh };
}
