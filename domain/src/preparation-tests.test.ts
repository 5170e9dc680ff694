import { describe, expect, it } from 'vitest';
import {
  canAddPreparation,
  planPreparationTest,
  preparationButton,
  preparationTestName,
  type PreparationInput,
  wrongOrUnanswered,
} from './preparation-tests';
import {
  ASSIGN_PREPARATION_TEST,
  PREPARATION_LIMIT_REACHED,
  PREPARATION_TEST_ALREADY_ASSIGNED,
  PREPARATION_TEST_LIMIT_REACHED,
  SITTING_MESSAGES,
} from './sitting-messages';

// Questions 1-5 with ids 51-55, given out of order; the student got 1 and 4 right, 2 wrong, 3 blank, 5 never saved.
const questions = [55, 53, 51, 54, 52].map((questionid) => ({ questionid, question_number: questionid - 50 }));
const result = [
  { questionid: 51, select_ans: '511', isCorrect: true },
  { questionid: 52, select_ans: '523', isCorrect: false },
  { questionid: 53, select_ans: '', isCorrect: false },
  { questionid: 54, select_ans: '542', isCorrect: true },
];
const input = (over: Partial<PreparationInput> = {}): PreparationInput => ({
  sitting: {
    master_sitting_id: 70,
    master_qnsbank: 8,
    test_type: 'SAT',
    test_name: 'SAT Practice 3',
    student: 12,
    test_taken: true,
  },
  questions,
  result,
  existing: [],
  limit: 2,
  ...over,
});

describe('wrongOrUnanswered', () => {
  it('lists wrong, blank and missing questions by number', () => {
    expect(wrongOrUnanswered(questions, result)).toEqual([2, 3, 5]);
    expect(wrongOrUnanswered(questions, [])).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('the limit and the name', () => {
  it('stays below the client’s count; 0 allows none', () => {
    expect(canAddPreparation(0, 0)).toBe(false);
    expect(canAddPreparation(0, 1)).toBe(true);
    expect(canAddPreparation(1, 1)).toBe(false);
    expect(canAddPreparation(2, 3)).toBe(true);
  });
  it('names the n-th test after the highest so far', () => {
    expect(preparationTestName('SAT Practice 3', [])).toEqual('SAT Practice 3 Personalized 1');
    expect(preparationTestName('SAT Practice 3', ['SAT Practice 3 Personalized 1'])).toBe(
      'SAT Practice 3 Personalized 2',
    );
    // Personalized 1 was deleted: the next is still 3, not a second 2.
    expect(preparationTestName('SAT Practice 3', ['SAT Practice 3 Personalized 2'])).toBe(
      'SAT Practice 3 Personalized 3',
    );
    // Characters of a regular expression in the name are taken literally.
    expect(preparationTestName('Math (A+B)', ['Math (A+B) Personalized 4'])).toEqual('Math (A+B) Personalized 5');
  });
});

describe('planPreparationTest', () => {
  it('makes the first preparation test from the wrong and unanswered questions', () => {
    expect(planPreparationTest(input())).toEqual({
      ok: true,
      test: {
        master_sitting: 70,
        master_qnsbank: 8,
        test_type: 'SAT',
        test_name: 'SAT Practice 3 Personalized 1',
        name_parts: { kind: 'personalized', base: 'SAT Practice 3', number: 1 },
        student: 12,
        question_numbers: [2, 3, 5],
        wrong_qns_numberlist: '[2,3,5]',
        comments: 'Assigned: the student can take this test',
        assessment_flag: false,
        assessment_score: 0,
      },
    });
  });

  it('makes the second once the first is taken, within the limit', () => {
    const plan = planPreparationTest(
      input({ existing: [{ test_name: 'SAT Practice 3 Personalized 1', test_taken: true }] }),
    );
    expect(plan.ok && plan.test.test_name).toEqual('SAT Practice 3 Personalized 2');
    expect(plan.ok && plan.test.name_parts).toEqual({ kind: 'personalized', base: 'SAT Practice 3', number: 2 });
  });

  it('refuses, in order: not taken, one pending, the limit, nothing wrong', () => {
    const refusal = (over: Partial<PreparationInput>) => {
      const plan = planPreparationTest(input(over));
      return plan.ok ? 'made' : plan.message;
    };
    const sitting = input().sitting;
    expect(refusal({ sitting: { ...sitting, test_taken: false }, limit: 0 })).toBe(SITTING_MESSAGES.notTaken);
    expect(refusal({ existing: [{ test_name: 'x', test_taken: false }], limit: 1 })).toBe(
      PREPARATION_TEST_ALREADY_ASSIGNED,
    );
    expect(refusal({ limit: 0 })).toBe(PREPARATION_TEST_LIMIT_REACHED);
    expect(
      refusal({
        existing: [
          { test_name: 'a', test_taken: true },
          { test_name: 'b', test_taken: true },
        ],
      }),
    ).toBe(PREPARATION_TEST_LIMIT_REACHED);
    const allRight = questions.map((q) => ({ questionid: q.questionid, select_ans: '1', isCorrect: true }));
    expect(refusal({ result: allRight })).toBe(SITTING_MESSAGES.nothingToPrepare);
  });
});

describe('preparationButton', () => {
  const button = (over: Partial<Parameters<typeof preparationButton>[0]>) =>
    preparationButton({ test_taken: true, wrong_count: 3, existing: [], limit: 2, ...over });

  it('is enabled for a taken sitting within the limit', () => {
    expect(button({})).toEqual({ label: ASSIGN_PREPARATION_TEST, enabled: true, reason: null });
  });
  it('reads Preparation Test Already Assigned while one is not taken', () => {
    expect(button({ existing: [{ test_taken: false }] })).toEqual({
      label: PREPARATION_TEST_ALREADY_ASSIGNED,
      enabled: false,
      reason: PREPARATION_TEST_ALREADY_ASSIGNED,
    });
  });
  it('gives the §5 wording at the limit, and says why otherwise', () => {
    expect(button({ limit: 0 }).reason).toBe(PREPARATION_LIMIT_REACHED);
    expect(button({ existing: [{ test_taken: true }], limit: 1 }).reason).toBe(PREPARATION_LIMIT_REACHED);
    expect(button({ test_taken: false }).reason).toBe(SITTING_MESSAGES.notTaken);
    expect(button({ wrong_count: 0 }).reason).toBe(SITTING_MESSAGES.nothingToPrepare);
  });
});
