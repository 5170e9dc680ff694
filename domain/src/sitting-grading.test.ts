import { describe, expect, it } from 'vitest';
import {
  CHOICE_MESSAGES,
  choiceIssues,
  formatPercentage,
  type GradableQuestion,
  gradeSitting,
  parseNumberList,
  scorePercentage,
  sittingStats,
} from './sitting-grading';

// Four questions given out of order; question n has options n1..n4 (ids 11-14, 21-24, …), the right one marked.
const question = (questionid: number, question_number: number, right: number): GradableQuestion => ({
  questionid,
  question_number,
  answers: [1, 2, 3, 4].map((k) => ({ answersid: questionid * 10 + k, isAnswer: k === right })),
});
const questions = [question(3, 3, 2), question(1, 1, 1), question(4, 4, 4), question(2, 2, 3)];

describe('gradeSitting', () => {
  it('scores the correct answers; the last choice per question counts', () => {
    const grade = gradeSitting(questions, [
      { questionid: 1, select_ans: 11 }, // right
      { questionid: 2, select_ans: 21 },
      { questionid: 2, select_ans: 23 }, // changed to the right one
      { questionid: 3, select_ans: 32 },
      { questionid: 3, select_ans: null }, // cleared: unanswered
      { questionid: 4, select_ans: 41 }, // wrong
    ]);
    expect(grade).toEqual({
      result: [
        { questionid: 1, select_ans: '11', isCorrect: true },
        { questionid: 2, select_ans: '23', isCorrect: true },
        { questionid: 3, select_ans: '', isCorrect: false },
        { questionid: 4, select_ans: '41', isCorrect: false },
      ],
      score: 2,
      total: 4,
      percentage: 50,
      wrong_question_numbers: [3, 4],
      wrong_qns_numberlist: '[3,4]',
    });
  });

  it('counts a question never answered, and an answer of another question, as unanswered', () => {
    const grade = gradeSitting(questions, [
      { questionid: 1, select_ans: 22 }, // an option of question 2
      { questionid: 4, select_ans: 44 },
    ]);
    expect(grade.result.map((r) => r.select_ans)).toEqual(['', '', '', '44']);
    expect(grade.score).toBe(1);
    expect(grade.wrong_qns_numberlist).toBe('[1,2,3]');
    expect(grade.percentage).toBe(25);
  });

  it('accepts any of several correct options, and nothing when none is marked', () => {
    const two: GradableQuestion = {
      questionid: 9,
      question_number: 1,
      answers: [
        { answersid: 91, isAnswer: true },
        { answersid: 92, isAnswer: true },
      ],
    };
    const none: GradableQuestion = { questionid: 8, question_number: 2, answers: [{ answersid: 81, isAnswer: false }] };
    const grade = gradeSitting(
      [two, none],
      [
        { questionid: 9, select_ans: 92 },
        { questionid: 8, select_ans: 81 },
      ],
    );
    expect(grade.result.map((r) => r.isCorrect)).toEqual([true, false]);
    expect(grade.percentage).toBe(50);
  });

  it('grades an empty sitting as 0 of 0', () => {
    expect(gradeSitting([], [])).toEqual({
      result: [],
      score: 0,
      total: 0,
      percentage: 0,
      wrong_question_numbers: [],
      wrong_qns_numberlist: '[]',
    });
  });
});

describe('choiceIssues', () => {
  it('names entries outside the sitting or naming another question’s answer', () => {
    expect(
      choiceIssues(questions, [
        { questionid: 1, select_ans: 12 },
        { questionid: 7, select_ans: 71 },
        { questionid: 2, select_ans: 31 },
        { questionid: 3, select_ans: null },
      ]),
    ).toEqual([
      { index: 1, field: 'questionid', message: CHOICE_MESSAGES.unknownQuestion },
      { index: 2, field: 'select_ans', message: CHOICE_MESSAGES.notAnOption },
    ]);
  });
});

describe('percentages', () => {
  it('rounds half up to one decimal', () => {
    expect(scorePercentage(2, 3)).toBe(66.7); // 66.666…
    expect(scorePercentage(1, 3)).toBe(33.3);
    expect(scorePercentage(1, 16)).toBe(6.3); // 6.25
    expect(scorePercentage(1, 8)).toBe(12.5);
    expect(scorePercentage(7, 7)).toBe(100);
    expect(scorePercentage(0, 0)).toBe(0);
    expect(formatPercentage(66.7)).toBe('66.7');
    expect(formatPercentage(100)).toBe('100.0');
    expect(formatPercentage(0)).toBe('0.0');
  });
});

describe('parseNumberList', () => {
  it('reads the stored JSON text, anything else as empty', () => {
    expect(parseNumberList('[3, 4, 12]')).toEqual([3, 4, 12]);
    expect(parseNumberList('')).toEqual([]);
    expect(parseNumberList(null)).toEqual([]);
    expect(parseNumberList('3,4')).toEqual([]);
    expect(parseNumberList('["3"]')).toEqual([]);
    expect(parseNumberList('{"a":1}')).toEqual([]);
  });
});

describe('sittingStats', () => {
  it('counts correct, wrong and unanswered rows', () => {
    expect(
      sittingStats([
        { questionid: 1, select_ans: '11', isCorrect: true },
        { questionid: 2, select_ans: '21', isCorrect: false },
        { questionid: 3, select_ans: '', isCorrect: false },
      ]),
    ).toEqual({ score: 1, total: 3, percentage: 33.3, correct: 1, wrong: 1, unanswered: 1 });
  });
});
