import { type QueryClient, useQuery } from '@tanstack/react-query';
import type {
  NestedQuiz,
  QuestionView,
  QuizWithCourse,
  questionDeletedSchema,
  quizDeletedSchema,
  stepsSavedSchema,
} from '@prep/domain';
import type { z } from 'zod';
import { api } from '../api';

// Under ['quizzes', …] like every other list of tests, so a change anywhere reloads them all.
const QUIZZES = 'quizzes';
export const TESTS_WITH_COURSES_KEY = [QUIZZES, 'with-courses'] as const;
export const testQuestionsKey = (testId: number | null) => [QUIZZES, 'questions', testId] as const;
export const nestedTestKey = (testId: number | null) => [QUIZZES, 'nested', testId] as const;

/** GET /quiz/quizwithcourse/: the tests the caller may see (a client admin: its granted ones) and the courses. */
export function useTestsAndCourses() {
  return useQuery({
    queryKey: TESTS_WITH_COURSES_KEY,
    queryFn: () => api.get<QuizWithCourse>('/quiz/quizwithcourse/'),
  });
}

/** GET /quiz/question/?master_qnsbank=: a test's questions in number order, each with answers and steps. */
export function useTestQuestions(testId: number | null) {
  return useQuery({
    queryKey: testQuestionsKey(testId),
    queryFn: () => api.get<QuestionView[]>(`/quiz/question/?master_qnsbank=${testId}`),
    enabled: testId !== null,
  });
}

/** GET /quiz/quiz/{id}/: one test with its questions, answers and steps. */
export function useNestedTest(testId: number | null) {
  return useQuery({
    queryKey: nestedTestKey(testId),
    queryFn: () => api.get<NestedQuiz>(`/quiz/quiz/${testId}/`),
    enabled: testId !== null,
  });
}

/** After tests or their questions changed: every list of tests and questions, and what Grant Test Access offers. */
export function reloadTests(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: [QUIZZES] });
  void queryClient.invalidateQueries({ queryKey: ['grants'] });
}

/** The answers of the authoring writes whose types the domain gives only as schemas. */
export type QuizDeleted = z.infer<typeof quizDeletedSchema>;
export type QuestionDeleted = z.infer<typeof questionDeletedSchema>;
export type StepsSaved = z.infer<typeof stepsSavedSchema>;
