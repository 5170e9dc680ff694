import { useQuery, type QueryClient } from '@tanstack/react-query';
import { WARMUP_COURSE_TYPE } from '@prep/domain';
import { getTestsWithCourses, testKeys } from '../../api/tests';
import { getSetWarmups, warmupKeys } from '../../api/warmups';
import { grantKeys } from '../../api/grants';

/** The warm-up sets (tests of type Warmup). */
export function useWarmupSets() {
  return useQuery({
    queryKey: testKeys.warmupSets,
    queryFn: async () => (await getTestsWithCourses(WARMUP_COURSE_TYPE)).quiz,
  });
}

/** A set's warm-ups in order (none until a set is chosen). */
export function useSetWarmups(setNo: number | null) {
  return useQuery({
    queryKey: warmupKeys.ofSet(setNo),
    queryFn: () => getSetWarmups(setNo ?? 0),
    enabled: setNo !== null,
  });
}

/** After warm-ups or sets changed: the test lists, the warm-ups and what Grant Test Access offers. */
export function reloadWarmups(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: testKeys.all });
  void queryClient.invalidateQueries({ queryKey: warmupKeys.all });
  void queryClient.invalidateQueries({ queryKey: grantKeys.all });
}
