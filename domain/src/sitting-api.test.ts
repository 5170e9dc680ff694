import { describe, expect, it } from 'vitest';
import {
  type MasterSittingSummary,
  reviewQuestionSchema,
  sittingSummarySchema,
  sittingTakingSchema,
} from './sitting-api';
import { type StoredQuestion, shownHeader, toReviewQuestion, toTakingQuestion } from './sitting-views';

const question: StoredQuestion = {
  questionid: 51,
  question_number: 1,
  question_type: 'multiple choice',
  text_format: 'plain',
  question_header: 'Passage 1',
  question_text: 'Which is prime?',
  question_image: null,
  answers: [
    { answersid: 511, name: '4', isAnswer: false },
    { answersid: 512, name: '6', isAnswer: false },
    { answersid: 513, name: '7', isAnswer: true },
    { answersid: 514, name: '9', isAnswer: false },
  ],
};

const summary: MasterSittingSummary = {
  kind: 'master',
  master_sitting_id: 70,
  master_sitting_date: '2026-05-04',
  Student_First_Name: 'Maria',
  program: 'SAT',
  colors: '',
  student_comments: 'Ready to take',
  student_enrollment: 1,
  assessment_num: 2,
  prep_test: false,
  is_practice_test: false,
  opens_at: null,
  closes_at: null,
  class_name: null,
  on_paper: false,
  master_qnsbank: 8,
  test_name: 'SAT Practice 3',
  test_type: 'SAT',
  test_lang_type: 'English',
  answer_type: 'E - H',
  student: 12,
  comments: 'Assigned: the student can take this test',
  assessment_flag: false,
  assessment_score: 0,
  test_taken: false,
  import_test_results: false,
  analyse_test_results: false,
  state: 'in_progress',
  clock_status: 'in_progress',
  timer: true,
  student_timer: '00:00:00',
  time_multiplier: '1.5',
  time_allowed: '01:30:00',
  remaining_seconds: 4800,
  pause_allowed: true,
  pause_limit_minutes: 10,
  pause_seconds_left: 600,
  time_taken: '',
  total_qns: 1,
  score: null,
  percentage: null,
  points: null,
  wrong_qns_numberlist: null,
  result: [],
  preparation: null,
};

describe('the student’s view while taking', () => {
  it('letters the options and never carries isAnswer', () => {
    const taking = toTakingQuestion(question, 'E - H');
    expect(taking.answers).toEqual([
      { answersid: 511, name: '4', label: 'E' },
      { answersid: 512, name: '6', label: 'F' },
      { answersid: 513, name: '7', label: 'G' },
      { answersid: 514, name: '9', label: 'H' },
    ]);
    // Even a row passed with its answer key comes out of the schema without it.
    const parsed = sittingTakingSchema.parse({
      sitting: summary,
      section_duration: '01:00:00',
      questions: [{ ...taking, answers: question.answers.map((a) => ({ ...a, label: 'E' })) }],
      saved_answers: [{ questionid: 51, select_ans: 513 }],
    });
    expect(JSON.stringify(parsed)).not.toContain('isAnswer');
    expect(parsed.sitting).toEqual(summary);
  });

  it('tells the two kinds of sitting apart', () => {
    const personalized = {
      ...summary,
      kind: 'personalized',
      personalized_id: 3,
      personalized_sitting_date: '2026-05-06',
      master_sitting: 70,
      question_numbers: [2, 3, 5],
    };
    const parsed = sittingSummarySchema.parse(personalized);
    expect(parsed.kind === 'personalized' && parsed.question_numbers).toEqual([2, 3, 5]);
    expect(sittingSummarySchema.safeParse({ ...summary, kind: 'other' }).success).toBe(false);
  });
});

describe('the header a student sees', () => {
  it('drops one that only numbers the question (an import numbers by its file), keeps any other', () => {
    const fourth = { ...question, question_number: 4, question_header: 'Question 1' };
    expect(toTakingQuestion(fourth, 'A - H').question_header).toEqual('');
    expect(toReviewQuestion(fourth, 'A - H', undefined).question_header).toEqual('');
    for (const header of ['Q 12', 'question #3', 'Question 7.', ' Question No. 2 '])
      expect(shownHeader(header), header).toEqual('');
    for (const header of ['Passage 1', 'Question 1 and 2 refer to the graph', 'Questions 1-3'])
      expect(shownHeader(header), header).toBe(header);
  });
});

describe('the review', () => {
  it('shows the chosen and the right option', () => {
    const review = toReviewQuestion(question, 'A - H', { questionid: 51, select_ans: '512', isCorrect: false });
    expect(review).toMatchObject({
      select_ans: '512',
      select_label: 'B',
      correct_answers: [513],
      correct_labels: ['C'],
      isCorrect: false,
      steps: null,
      stepvideo: [],
    });
    expect(reviewQuestionSchema.parse(review)).toEqual(review);
  });

  it('reads a missing row, or an id no longer an option, as unanswered', () => {
    expect(toReviewQuestion(question, 'i - iv', undefined)).toMatchObject({
      select_ans: '',
      select_label: '',
      correct_labels: ['iii'],
      isCorrect: false,
    });
    expect(
      toReviewQuestion(question, '1 - 4', { questionid: 51, select_ans: '999', isCorrect: false }).select_ans,
    ).toEqual('');
  });

  it('shows every chosen and every right option of a check-box question, with its credit', () => {
    const boxes: StoredQuestion = {
      ...question,
      question_type: 'check boxes',
      answers: question.answers.map((a) => ({ ...a, isAnswer: a.answersid !== 512 })),
    };
    const row = { questionid: 51, select_ans: '511,512,514', isCorrect: false, credit: 0 };
    const review = toReviewQuestion(boxes, 'A - H', row);
    expect(review).toMatchObject({
      question_type: 'check boxes',
      select_ans: '511,512,514',
      select_label: 'A, B, D',
      chosen_answers: [511, 512, 514],
      chosen_labels: ['A', 'B', 'D'],
      correct_answers: [511, 513, 514],
      correct_labels: ['A', 'C', 'D'],
      isCorrect: false,
      credit: 0,
    });
    expect(reviewQuestionSchema.parse(review)).toEqual(review);
    expect(toReviewQuestion(question, 'A - H', undefined).credit).toBeNull();
  });
});
