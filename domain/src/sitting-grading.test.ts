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
      points: 2,
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
    expect(grade.wrong_qns_numberlist).toEqual('[1,2,3]');
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
      points: 0,
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
    expect(formatPercentage(66.7)).toEqual('66.7');
    expect(formatPercentage(100)).toEqual('100.0');
    expect(formatPercentage(0)).toEqual('0.0');
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
    ).toEqual({ score: 1, points: 1, total: 3, percentage: 33.3, correct: 1, wrong: 1, unanswered: 1 });
  });

  it('adds the partial credit of check-box rows to the points, not to the correct count', () => {
    const stats = sittingStats([
      { questionid: 1, select_ans: '11', isCorrect: true },
      { questionid: 2, select_ans: '21,23', isCorrect: false, credit: 0.17 },
      { questionid: 3, select_ans: '31', isCorrect: false, credit: 0.5 },
    ]);
    expect(stats).toEqual({ score: 1, points: 1.67, total: 3, percentage: 33.3, correct: 1, wrong: 2, unanswered: 0 });
  });
});

// A check-box question: options 61 and 62 right (r = 2), 63, 64 and 65 wrong (w = 3).
const boxes: GradableQuestion = {
  questionid: 6,
  question_number: 2,
  question_type: 'check boxes',
  answers: [61, 62, 63, 64, 65].map((answersid) => ({ answersid, isAnswer: answersid <= 62 })),
};
const boxesToo: GradableQuestion = {
  ...boxes,
  questionid: 7,
  question_number: 3,
  answers: boxes.answers.map((a) => ({ ...a, answersid: a.answersid + 10 })),
};
const single = question(1, 1, 1);

describe('gradeSitting with check-box questions', () => {
  const choices = [
    { questionid: 1, select_ans: 11 }, // right
    { questionid: 6, select_ans: [63, 61, 61] }, // one right, one wrong, a repeat: stored in the options' order
    { questionid: 7, select_ans: [72, 71] }, // exactly the right ones
  ];

  it('all or nothing (the default): only exactly the right options earn the question', () => {
    const grade = gradeSitting([single, boxes, boxesToo], choices);
    expect(grade.result).toEqual([
      { questionid: 1, select_ans: '11', isCorrect: true },
      { questionid: 6, select_ans: '61,63', isCorrect: false, credit: 0 },
      { questionid: 7, select_ans: '71,72', isCorrect: true, credit: 1 },
    ]);
    expect(grade).toMatchObject({ score: 2, points: 2, total: 3, percentage: 66.7, wrong_qns_numberlist: '[2]' });
  });

  it('partial: each right option chosen +1/r, each wrong one -1/w; not fully right stays on the wrong list', () => {
    const grade = gradeSitting([single, boxes, boxesToo], choices, 'partial');
    // Question 6: 1/2 - 1/3 = 1/6, 0.17 to hundredths; points 1 + 0.17 + 1.
    expect(grade.result[1]).toEqual({ questionid: 6, select_ans: '61,63', isCorrect: false, credit: 0.17 });
    expect(grade).toMatchObject({ score: 2, points: 2.17, wrong_qns_numberlist: '[2]' });
  });

  it('partial: one right option alone is 1/2; wrong ones only floor at 0; none chosen is unanswered', () => {
    const credit = (select_ans: number[] | null) =>
      gradeSitting([boxes], [{ questionid: 6, select_ans }], 'partial').result[0];
    expect(credit([62])).toEqual({ questionid: 6, select_ans: '62', isCorrect: false, credit: 0.5 });
    expect(credit([63, 64])?.credit).toBe(0); // -2/3 floored
    expect(credit([61, 62, 65])?.credit).toBe(0.67); // 1 - 1/3
    expect(credit(null)).toEqual({ questionid: 6, select_ans: '', isCorrect: false, credit: 0 });
  });

  it('takes a single id for a check-box question as a list of one (a paper sitting’s one letter)', () => {
    expect(gradeSitting([boxes], [{ questionid: 6, select_ans: 61 }], 'partial').result[0]?.credit).toBe(0.5);
  });

  it('refuses a list for a single-choice question and a list naming another question’s option', () => {
    expect(
      choiceIssues(
        [single, boxes],
        [
          { questionid: 1, select_ans: [11, 12] },
          { questionid: 6, select_ans: [61, 11] },
          { questionid: 6, select_ans: [61, 62] },
        ],
      ),
    ).toEqual([
      { index: 0, field: 'select_ans', message: CHOICE_MESSAGES.oneAnswer },
      { index: 1, field: 'select_ans', message: CHOICE_MESSAGES.notAnOption },
    ]);
  });
});
