// What the test routes answer (GET /quiz/quiz/ and its neighbours): a test, its questions with their
// answer options, worked steps and step videos. A student's copy leaves out isAnswer, steps and videos
// until a sitting of theirs on the test is released.
import { z } from 'zod';
import { CHECK_BOX_SCORINGS } from './check-box-grading';
import { courseRecordSchema } from './courses';

export const quizRecordSchema = z.object({
  master_qnsbank_id: z.number(),
  test_name: z.string(),
  test_description: z.string(),
  section: z.string(),
  answer_type: z.string(),
  test_type: z.string(),
  course: z.number().nullable(),
  subject_category: z.string(),
  section_duration: z.string(),
  quiz_url: z.string(),
  test_booklet_year: z.string(),
  grade_level: z.string(),
  test_level: z.string(),
  test_lang_type: z.string(),
  is_practice_test: z.boolean(),
  /** How its check-box questions are graded: 'all or nothing' (the default) or Moodle's 'partial' credit. */
  check_box_scoring: z.enum(CHECK_BOX_SCORINGS),
});
export type QuizRecord = z.infer<typeof quizRecordSchema>;

export const answerViewSchema = z.object({
  answersid: z.number(),
  name: z.string(),
  /** Left out for a student until the test is released to them. */
  isAnswer: z.boolean().optional(),
  /** The option's feedback ('' for none): left out for a student until the test is released to them, as the key. */
  feedback: z.string().optional(),
  question: z.number(),
  master_qnsbank: z.number(),
  section_code: z.number(),
});
export type AnswerView = z.infer<typeof answerViewSchema>;

export const stepsViewSchema = z.object({
  master_qnssteps_versionid: z.number(),
  step1_text: z.string(),
  step2_text: z.string(),
  step3_text: z.string(),
  step4_text: z.string(),
  step5_text: z.string(),
  step1_image: z.string().nullable(),
  step2_image: z.string().nullable(),
  step3_image: z.string().nullable(),
  step4_image: z.string().nullable(),
  question: z.number(),
  master_qnsbank: z.number(),
  section_code: z.number(),
});
export type StepsView = z.infer<typeof stepsViewSchema>;

export const stepVideoViewSchema = z.object({
  master_qnsvideos_versionid: z.number(),
  urls: z.array(z.string()),
  /** The owning client's id; null for a general video. */
  client_admin: z.number().nullable(),
  question: z.number(),
  master_qnsbank: z.number(),
  section_code: z.number(),
  source_name_id: z.string(),
});

export const questionRecordSchema = z.object({
  questionid: z.number(),
  master_qnsbank: z.number(),
  question_number: z.number(),
  question_complexity: z.string(),
  question_type: z.string(),
  question_header: z.string(),
  /** Set when an import made the header ("Question n"): screens write it in their language (headerText). */
  header_number: z.number().int().nullish(),
  question_text: z.string(),
  question_image: z.string().nullable(),
  section_code: z.number(),
  /** 'html': question, option and step texts are sanitised HTML (rich-text.ts); 'plain': shown as written. */
  text_format: z.enum(['plain', 'html']),
});

export const questionViewSchema = questionRecordSchema.extend({
  answers: z.array(answerViewSchema),
  steps: z.array(stepsViewSchema),
  stepvideo: z.array(stepVideoViewSchema),
});
export type QuestionView = z.infer<typeof questionViewSchema>;

export const nestedQuizSchema = quizRecordSchema.extend({ question: z.array(questionViewSchema) });
export type NestedQuiz = z.infer<typeof nestedQuizSchema>;

/** GET /quiz/quizwithcourse/: the tests the caller may see, flat, and every course. */
export const quizWithCourseSchema = z.object({ quiz: z.array(quizRecordSchema), course: z.array(courseRecordSchema) });
export type QuizWithCourse = z.infer<typeof quizWithCourseSchema>;

export const quizDeletedSchema = z.object({ message: z.string(), master_qnsbank_id: z.number() });
