// Tests and their questions (authoring, the browsers, the Admin Dashboard's tests): /quiz/quiz/,
// /quiz/quizwithcourse/, /quiz/question/, /quiz/steps/, the question-file import and export, and the
// Conversion Tool's PDF to text (/api/upload/).
import {
  type NestedQuiz,
  type QuestionAnswersSaved,
  type questionAnswersSchema,
  type QuestionFileImported,
  type QuestionSaved,
  type QuestionView,
  type QuizRecord,
  type QuizWithCourse,
  type TestInput,
  type WarmupTestInput,
  type questionDeletedSchema,
  type quizDeletedSchema,
  type stepsSavedSchema,
  WARMUP_COURSE_TYPE,
} from '@prep/domain';
import type { z } from 'zod';
import type { UploadOptions } from './client';
import { api } from './index';

export type QuizDeleted = z.infer<typeof quizDeletedSchema>;
export type QuestionDeleted = z.infer<typeof questionDeletedSchema>;
export type StepsSaved = z.infer<typeof stepsSavedSchema>;
type Progress = Pick<UploadOptions, 'onProgress'>;

/** Every list of tests and questions sits under ['quizzes'], so a change anywhere reloads them all. */
const QUIZZES = ['quizzes'] as const;
export const testKeys = {
  all: QUIZZES,
  withCourses: [...QUIZZES, 'with-courses'] as const,
  warmupSets: [...QUIZZES, WARMUP_COURSE_TYPE] as const,
  flat: [...QUIZZES, 'all'] as const,
  questions: (testId: number | null) => [...QUIZZES, 'questions', testId] as const,
  nested: (testId: number | null) => [...QUIZZES, 'nested', testId] as const,
};

/** The tests the caller may see (a client admin: its granted ones), with the courses; or those of one type. */
export const getTestsWithCourses = (testType?: string) =>
  api.get<QuizWithCourse>(
    testType === undefined
      ? '/quiz/quizwithcourse/'
      : `/quiz/quizwithcourse/?test_type=${encodeURIComponent(testType)}`,
  );
/** The tests of one type, each with its questions. */
export const getTestsOfType = (testType: string) =>
  api.get<NestedQuiz[]>(`/quiz/quiz/?test_type=${encodeURIComponent(testType)}`);
/** One test with its questions, answers and steps. */
export const getNestedTest = (testId: number) => api.get<NestedQuiz>(`/quiz/quiz/${testId}/`);
/** A test's questions in number order, each with answers and steps. */
export const getTestQuestions = (testId: number) => api.get<QuestionView[]>(`/quiz/question/?master_qnsbank=${testId}`);

export const saveTest = (id: number | null, body: TestInput | WarmupTestInput) =>
  id === null ? api.post<QuizRecord>('/quiz/quiz/', body) : api.put<QuizRecord>(`/quiz/quiz/${id}/`, body);
export const deleteTest = (id: number) => api.delete<QuizDeleted>(`/quiz/quiz/${id}/`);

/** A question file (GIFT, Aiken, QTI, tagged text, JSON) into a test: the form holds `format` and `file`. */
export const importQuestionFile = (testId: number, form: FormData, options: Progress = {}) =>
  api.upload<QuestionFileImported>(`/quiz/quiz/${testId}/import/`, form, options);
/** A test as a file of `format` (gift, qti, json, aiken, tags), with the name the server gives it. */
export const exportTest = (testId: number, format: string) =>
  api.download(`/quiz/quiz/${testId}/export/?format=${encodeURIComponent(format)}`);

/** Add (no id) or update a question from its multipart form (its images with it). */
export const saveQuestion = (id: number | null, form: FormData, options: Progress = {}) =>
  id === null
    ? api.upload<QuestionSaved>('/quiz/question/', form, options)
    : api.upload<QuestionSaved>(`/quiz/question/${id}/`, form, { ...options, method: 'PUT' });
export const deleteQuestion = (id: number) => api.delete<QuestionDeleted>(`/quiz/question/${id}/`);
export const saveAnswers = (questionId: number, body: z.input<typeof questionAnswersSchema>) =>
  api.put<QuestionAnswersSaved>(`/quiz/question/${questionId}/answers/`, body);
/** Add (no id) or update a question's steps from their multipart form. */
export const saveSteps = (id: number | null, form: FormData, options: Progress = {}) =>
  id === null
    ? api.upload<StepsSaved>('/quiz/steps/', form, options)
    : api.upload<StepsSaved>(`/quiz/steps/${id}/`, form, { ...options, method: 'PUT' });

/** The Conversion Tool: a PDF (`myfile`) to its text; a refusal's body is the plain-text error log. */
export const convertPdf = (form: FormData, options: Progress = {}) => api.upload<string>('/api/upload/', form, options);
