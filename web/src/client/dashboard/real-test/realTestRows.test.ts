import { describe, expect, it } from 'vitest';
import type { NestedQuiz, QuizGrant } from '@prep/domain';
import { masterSitting, personalizedSitting } from '../../../test/sittings';
import { programForView } from '../common/viewBy';
import { paperBody, paperRows } from './paperEntry';
import {
  assignableTests,
  canChangeTimer,
  grantedTestIds,
  hasOpenSittingOf,
  statusWord,
  rowsFor,
  takenMasters,
  testTypeText,
} from './realTestRows';
import ta from '@prep/domain/locales/ta.json';
import i18n from '../../../i18n';

const quiz = (over: Partial<NestedQuiz> = {}): NestedQuiz => ({
  master_qnsbank_id: 1,
  test_name: 'Test',
  test_description: '',
  section: '1',
  answer_type: 'A - H',
  test_type: 'SAT',
  course: null,
  subject_category: '',
  section_duration: '00:30:00',
  quiz_url: '',
  test_booklet_year: '2026',
  grade_level: '',
  test_level: 'Basic',
  test_lang_type: 'English',
  is_practice_test: false,
  check_box_scoring: 'all or nothing' as const,
  question: [],
  ...over,
});

const question = (questionid: number, question_number: number, answerIds: number[]) => ({
  questionid,
  master_qnsbank: 1,
  question_number,
  question_complexity: '',
  question_type: '',
  text_format: 'plain' as const,
  question_header: '',
  question_text: `Q${question_number}`,
  question_image: null,
  section_code: 1,
  answers: answerIds.map((answersid) => ({
    answersid,
    name: String(answersid),
    question: questionid,
    master_qnsbank: 1,
    section_code: 1,
  })),
  steps: [],
  stepvideo: [],
});

describe('view 1, Real Test', () => {
  it('offers the granted tests of the program that have questions, not practice tests, by name', () => {
    const grants: QuizGrant[] = [
      { id: 1, client: 1, clientname: 'a', assignedquiz: '[1, 2, 3, 4]', assigned_warmup: [9] },
      { id: 2, client: 1, clientname: 'a', assignedquiz: 'not json', assigned_warmup: [] },
    ];
    const granted = grantedTestIds(grants);
    expect([...granted].sort()).toEqual([1, 2, 3, 4]);
    const tests = [
      quiz({ master_qnsbank_id: 1, test_name: 'Zeta', question: [question(1, 1, [1])] }),
      quiz({ master_qnsbank_id: 2, test_name: 'Alpha', question: [question(2, 1, [2])] }),
      quiz({ master_qnsbank_id: 3, test_name: 'Empty' }),
      quiz({ master_qnsbank_id: 4, test_name: 'Practice', is_practice_test: true, question: [question(4, 1, [4])] }),
      quiz({ master_qnsbank_id: 5, test_name: 'Not granted', question: [question(5, 1, [5])] }),
      quiz({ master_qnsbank_id: 6, test_name: 'ACT one', test_type: 'ACT', question: [question(6, 1, [6])] }),
    ];
    expect(assignableTests(tests, granted, 'SAT').map((q) => q.test_name)).toEqual(['Alpha', 'Zeta']);
    expect(assignableTests(tests, granted, 'ACT')).toEqual([]);
  });

  it('filters Completed, In Progress and Show All, newest first', () => {
    const assigned = masterSitting({ master_sitting_date: '2026-05-01' });
    const going = masterSitting({ master_sitting_date: '2026-05-03', state: 'in_progress', clock_status: 'paused' });
    const taken = masterSitting({ master_sitting_date: '2026-05-02', state: 'taken', test_taken: true });
    const released = masterSitting({
      master_sitting_date: '2026-05-02',
      state: 'released',
      test_taken: true,
      analyse_test_results: true,
    });
    const all = [assigned, going, taken, released];
    expect(rowsFor(all, 'all')).toEqual([going, released, taken, assigned]);
    expect(rowsFor(all, 'completed')).toEqual([released, taken]);
    expect(rowsFor(all, 'in_progress')).toEqual([going, assigned]);
    expect(takenMasters(all)).toEqual([released, taken]);
  });

  it('words the status and offers Change Timer only before the student opens the test', () => {
    expect(statusWord(masterSitting())).toBe('Assigned');
    expect(statusWord(masterSitting({ state: 'in_progress', clock_status: 'paused' }))).toBe('Paused');
    expect(statusWord(masterSitting({ state: 'in_progress', clock_status: 'in_progress' }))).toBe('In progress');
    expect(statusWord(masterSitting({ state: 'taken' }))).toBe('Taken');
    expect(statusWord(masterSitting({ state: 'released' }))).toBe('Released');
    expect(canChangeTimer(masterSitting())).toBe(true);
    expect(canChangeTimer(masterSitting({ clock_status: 'paused' }))).toBe(false);
  });

  it('shows Reassigned while the same test is assigned and not taken', () => {
    const taken = masterSitting({ master_qnsbank: 8, test_taken: true, state: 'taken' });
    expect(hasOpenSittingOf([taken], 8)).toBe(false);
    expect(hasOpenSittingOf([taken, masterSitting({ master_qnsbank: 8 })], 8)).toBe(true);
    expect(hasOpenSittingOf([taken, masterSitting({ master_qnsbank: 9 })], 8)).toBe(false);
    expect(testTypeText(taken, i18n.t)).toBe('SAT');
    expect(testTypeText(personalizedSitting(), i18n.t)).toBe('Preparation (SAT)');
    // A program that is a word is shown in the language shown (here the Tamil catalogue's).
    const tamil = (key: string, values: Record<string, unknown> = {}) =>
      ((ta as Record<string, string>)[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
    expect(testTypeText(masterSitting({ test_type: 'Tutoring' }), tamil)).toBe('தனிப்பயிற்சி');
    expect(testTypeText(personalizedSitting({ test_type: 'Classes' }), tamil)).toBe(
      (ta as Record<string, string>)['Preparation ({{type}})']!.replace('{{type}}', 'வகுப்புகள்'),
    );
  });

  it('starts each view on its program', () => {
    expect(programForView(['SAT', 'Warmup', 'ACT'], '1')).toBe('SAT');
    expect(programForView(['SAT', 'Warmup', 'ACT'], '1', 'ACT')).toBe('ACT');
    expect(programForView(['SAT', 'Warmup', 'ACT'], '2', 'Warmup')).toBe('SAT');
    expect(programForView(['SAT', 'Warmup'], '3', 'SAT')).toBe('Warmup');
    expect(programForView(['SAT'], '4', 'SAT')).toBe('SAT');
    expect(programForView(['Warmup'], '1')).toBe('Warmup');
    expect(programForView([], '1')).toBe('');
  });
});

describe('paper answers', () => {
  const test = quiz({
    answer_type: 'i - iv',
    question: [question(30, 3, [303, 301, 302]), question(10, 1, [101, 102, 103, 104]), question(20, 2, [201, 202])],
  });

  it('lists the sitting’s questions in number order, options lettered by the answer type in the test’s order', () => {
    const rows = paperRows(test, masterSitting());
    expect(rows.map((r) => [r.question_number, r.labels, r.answers.map((a) => a.answersid)])).toEqual([
      [1, ['i', 'ii', 'iii', 'iv'], [101, 102, 103, 104]],
      [2, ['i', 'ii'], [201, 202]],
      [3, ['i', 'ii', 'iii'], [301, 302, 303]],
    ]);
    expect(paperRows(test, personalizedSitting({ question_numbers: [3, 1] })).map((r) => r.question_number)).toEqual([
      1, 3,
    ]);
  });

  it('sends every question, blank when unanswered', () => {
    const rows = paperRows(test, masterSitting());
    expect(paperBody(rows, { 1: 'iv', 3: 'ii' })).toEqual({
      answers: [
        { question_number: 1, option: 'iv' },
        { question_number: 2, option: '' },
        { question_number: 3, option: 'ii' },
      ],
    });
  });
});
