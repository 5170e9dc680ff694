import { useQuery, type QueryClient } from '@tanstack/react-query';
import { type QuizWithCourse, WARMUP_COURSE_TYPE, type WarmupRecord } from '@prep/domain';
import { api } from '../../api';

/** Every list of tests sits under ['quizzes', …]; warm-ups under ['warmups', …]; grants under ['grants', …]. */
export const QUIZZES_KEY = ['quizzes'] as const;
export const WARMUP_SETS_KEY = [...QUIZZES_KEY, WARMUP_COURSE_TYPE] as const;
export const ALL_TESTS_KEY = [...QUIZZES_KEY, 'all'] as const;
export const warmupsKey = (setNo: number | null) => ['warmups', setNo] as const;
export const GRANTS_KEY = ['grants'] as const;

/** GET /quiz/quizwithcourse/?test_type=Warmup: the warm-up sets (tests of type Warmup). */
export function useWarmupSets() {
  return useQuery({
    queryKey: WARMUP_SETS_KEY,
    queryFn: async () => (await api.get<QuizWithCourse>(`/quiz/quizwithcourse/?test_type=${WARMUP_COURSE_TYPE}`)).quiz,
  });
}

/** GET /quiz/quizwithcourse/: every test the super admin sees, flat. */
export function useAllTests() {
  return useQuery({
    queryKey: ALL_TESTS_KEY,
    queryFn: async () => (await api.get<QuizWithCourse>('/quiz/quizwithcourse/')).quiz,
  });
}

/** GET /api/warmupByset/{id}/: the set's warm-ups in order (none until a set is chosen). */
export function useSetWarmups(setNo: number | null) {
  return useQuery({
    queryKey: warmupsKey(setNo),
    queryFn: () => api.get<WarmupRecord[]>(`/api/warmupByset/${setNo}/`),
    enabled: setNo !== null,
  });
}

/** After warm-ups or sets changed: the test lists, the warm-ups and what Grant Test Access offers. */
export function reloadWarmups(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: QUIZZES_KEY });
  void queryClient.invalidateQueries({ queryKey: ['warmups'] });
  void queryClient.invalidateQueries({ queryKey: GRANTS_KEY });
}
