// What views 1 and 2 read and write: the tests granted to the client, and the assign / update /
// remove / preparation / paper calls of the real-test routes.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ASSIGNMENT_DELETED,
  type AssignPersonalizedInput,
  type AssignSittingInput,
  DELETE_FAILED,
  msg,
  type PaperSittingInput,
  PREPARATION_TEST_ASSIGNED,
  TEST_ASSIGNED,
  type UpdatePersonalizedInput,
  type UpdateSittingInput,
} from '@prep/domain';
import { getGrants, grantKeys } from '../../../api/grants';
import {
  assignMasterSitting,
  assignPersonalizedSitting,
  deleteSitting,
  enterPaperSitting,
  sittingKeys,
  updateSitting,
} from '../../../api/sittings';
import { getNestedTest, getTestsOfType, testKeys } from '../../../api/tests';
import { errorMessage, notifyFailure, notifySuccess } from '../../../forms';
import { type OnSkipped, reportedSkip } from '../common/skipped';
import type { SittingKind } from '../../../sitting';

/**
 * The client's grants and its visible tests of the program, each with its questions (so the screen
 * knows which have any): Available Test is made from both (realTestRows.assignableTests).
 */
export function useGrantedTests(clientId: number | null, program: string) {
  return useQuery({
    queryKey: grantKeys.grantedTests(clientId, program),
    queryFn: async () => {
      const [grants, tests] = await Promise.all([getGrants(), getTestsOfType(program)]);
      return { grants, tests };
    },
    enabled: program !== '',
  });
}

/** GET /quiz/quiz/{id}/: a test with its questions and options, for entering paper answers. */
export function useTestQuestions(testId: number | null) {
  return useQuery({
    queryKey: testKeys.nested(testId),
    queryFn: () => getNestedTest(testId ?? 0),
    enabled: testId !== null,
  });
}

export interface SittingUpdate {
  kind: SittingKind;
  id: number;
  body: UpdateSittingInput | UpdatePersonalizedInput;
}

/** The paper answers of a sitting: question by question (JSON), or a CSV file as it is. */
export type PaperEntry = { kind: SittingKind; id: number; body: PaperSittingInput | Blob };

/** The real-test calls; `onSettled` runs after each, either way. Failures pop up the server's message. */
export function useRealTestMutations(onSettled: () => void, onSkipped: OnSkipped) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: sittingKeys.all });
  const fail = (error: unknown) => notifyFailure(errorMessage(error));

  const assign = useMutation({
    mutationFn: (body: AssignSittingInput) => assignMasterSitting(body),
    onSuccess: (answer) => {
      notifySuccess(answer.message || TEST_ASSIGNED);
      refresh();
    },
    onError: (error) => reportedSkip(error, msg('Assign Test'), onSkipped) || fail(error),
    onSettled,
  });
  const assignPreparation = useMutation({
    mutationFn: (body: AssignPersonalizedInput) => assignPersonalizedSitting(body),
    onSuccess: (answer) => {
      notifySuccess(answer.message || PREPARATION_TEST_ASSIGNED);
      refresh();
    },
    // Over the limit the server answers 409 'Preparation Test Limit Reached' (§8), shown as it is.
    onError: (error) => {
      if (!reportedSkip(error, msg('Assign Preparation Test'), onSkipped)) fail(error);
      refresh();
    },
    onSettled,
  });
  const update = useMutation({
    mutationFn: ({ kind, id, body }: SittingUpdate) => updateSitting(kind, id, body),
    onSuccess: refresh,
    onError: fail,
    onSettled,
  });
  const remove = useMutation({
    mutationFn: ({ kind, id }: { kind: SittingKind; id: number }) => deleteSitting(kind, id),
    onSuccess: () => {
      notifySuccess(ASSIGNMENT_DELETED);
      refresh();
    },
    onError: () => notifyFailure(DELETE_FAILED),
    onSettled,
  });
  const paper = useMutation({
    mutationFn: ({ kind, id, body }: PaperEntry) => enterPaperSitting(kind, id, body),
    onSuccess: refresh,
    onSettled,
  });
  return { assign, assignPreparation, update, remove, paper, refresh };
}
