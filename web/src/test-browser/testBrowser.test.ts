import type { QuestionView, QuizRecord } from '@prep/domain';
import { describe, expect, it } from 'vitest';
import { cutText, pageCount, pageOf, shownQuestion } from '../authoring';
import { ALL_YEARS, browserTests, browserYears, byNumber } from './testBrowser';

const quiz = (id: number, name: string, type: string, year: string) =>
  ({ master_qnsbank_id: id, test_name: name, test_type: type, test_booklet_year: year }) as QuizRecord;

const tests = [
  quiz(1, 'SAT B', 'SAT', '2026'),
  quiz(2, 'SAT A', 'SAT', '2024'),
  quiz(3, 'ACT 1', 'ACT', '2026'),
  quiz(4, 'Set 1', 'Warmup', '2026'),
  quiz(5, 'SAT old', 'SAT', '2019'),
];

describe('Manage Test browser', () => {
  it('offers every year, then the current year and the previous 3', () => {
    expect(browserYears(2026)).toEqual([ALL_YEARS, '2026', '2025', '2024', '2023']);
  });

  it('lists the tests of the chosen subject and year by name, never warm-up sets', () => {
    const names = (subject: string | null, year: string) => browserTests(tests, subject, year).map((q) => q.test_name);
    expect(names(null, ALL_YEARS)).toEqual([]);
    expect(names('SAT', ALL_YEARS)).toEqual(['SAT A', 'SAT B', 'SAT old']);
    expect(names('SAT', '2026')).toEqual(['SAT B']);
    expect(names('SAT', '2025')).toEqual([]);
    expect(names('Warmup', ALL_YEARS)).toEqual([]);
  });

  it('pages questions 10 at a time', () => {
    const numbers = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(pageCount(23)).toBe(3);
    expect(pageCount(20)).toBe(2);
    expect(pageCount(0)).toBe(1);
    expect(pageOf(numbers, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageOf(numbers, 3)).toEqual([21, 22, 23]);
    // A page past the end (the list shrank after a delete) shows the last one.
    expect(pageOf(numbers, 9)).toEqual([21, 22, 23]);
    expect(pageOf([], 1)).toEqual([]);
  });

  it('cuts question texts to 50 characters', () => {
    const long = 'A train leaves the station at 9 am travelling at 60 km/h towards a city';
    expect(cutText(long)).toBe('A train leaves the station at 9 am travelling at 6…');
    expect(Array.from(cutText(long)).length).toBe(51);
    expect(cutText('Short   text\nhere')).toBe('Short text here');
    expect(cutText('x'.repeat(50))).toBe('x'.repeat(50));
  });

  it('shows a stored question with its options in order, the key and its steps', () => {
    const view = {
      questionid: 9,
      master_qnsbank: 1,
      question_number: 4,
      question_complexity: '2',
      question_type: 'multiple choice',
      text_format: 'plain' as const,
      question_header: 'Question 4',
      question_text: 'What is $\\frac{1}{2}$ of 8?',
      question_image: null,
      section_code: 1,
      answers: [
        { answersid: 1, name: '2', isAnswer: false, question: 9, master_qnsbank: 1, section_code: 1 },
        { answersid: 2, name: '4', isAnswer: true, question: 9, master_qnsbank: 1, section_code: 1 },
        { answersid: 3, name: '6', isAnswer: false, question: 9, master_qnsbank: 1, section_code: 1 },
        { answersid: 4, name: '8', isAnswer: false, question: 9, master_qnsbank: 1, section_code: 1 },
      ],
      steps: [
        {
          master_qnssteps_versionid: 3,
          step1_text: 'Half of 8',
          step2_text: 'is 4',
          step3_text: '',
          step4_text: '',
          step5_text: '',
          step1_image: '/media/steps/a.png',
          step2_image: null,
          step3_image: null,
          step4_image: null,
          question: 9,
          master_qnsbank: 1,
          section_code: 1,
        },
      ],
      stepvideo: [],
    } satisfies QuestionView;
    expect(shownQuestion(view)).toEqual({
      question_number: 4,
      question_complexity: 2,
      question_type: 'multiple choice',
      question_header: 'Question 4',
      question_text: 'What is $\\frac{1}{2}$ of 8?',
      question_image: null,
      options: ['2', '4', '6', '8'],
      key: 2,
      steps: ['Half of 8', 'is 4'],
      step_images: ['/media/steps/a.png'],
    });
    // A student's copy has no isAnswer: no key.
    expect(shownQuestion({ ...view, answers: view.answers.map(({ isAnswer: _, ...a }) => a) }).key).toBe(0);
    expect(byNumber([{ ...view, question_number: 7 }, view]).map((q) => q.question_number)).toEqual([4, 7]);
  });
});
