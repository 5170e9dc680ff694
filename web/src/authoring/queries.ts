import { type QueryClient, useQuery } from '@tanstack/react-query';
import { getNestedTest, getTestQuestions, getTestsWithCourses, testKeys } from '../api/tests';

/** The tests the caller may see (a client admin: its granted ones) and the courses. */
export function useTestsAndCourses() {
  return useQuery({ queryKey: testKeys.withCourses, queryFn: () => getTestsWithCourses() });
}

/** A test's questions in number order, each with answers and steps. */
export function useTestQuestions(testId: number | null) {
  return useQuery({
    queryKey: testKeys.questions(testId),
    queryFn: () => getTestQuestions(testId ?? 0),
    enabled: testId !== null,
  });
}

/** One test with its questions, answers and steps. */
export function useNestedTest(testId: number | null) {
  return useQuery({
    queryKey: testKeys.nested(testId),
    queryFn: () => getNestedTest(testId ?? 0),
    enabled: testId !== null,
  });
}

/** After tests or their questions changed: every list of tests and questions, and what Grant Test Access offers. */
export function reloadTests(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: testKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['grants'] });
}
