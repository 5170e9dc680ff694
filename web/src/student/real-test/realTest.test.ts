import { describe, expect, it } from 'vitest';
import type { TakingQuestion } from '@prep/domain';
import { draftScope } from '../taking/draftStore';
import { chosenLabel, entryLabel, paletteCounts, paletteOf } from './palette';
import {
  clearFlags,
  forgetSitting,
  LAYOUT_KEY,
  readFlags,
  readLayout,
  toggled,
  writeFlags,
  writeLayout,
} from './preferences';
import { readPosition, writePosition } from '../taking/position';
import { testKeyAction } from './testKeys';
import { accommodationOf, newestFirst } from './TestsSection';
import { answersOf, choiceBody } from './useSittingSession';
import { masterSitting, personalizedSitting } from '../../test/sittings';

const question = (questionid: number, answerIds: number[], labels: string[]): TakingQuestion => ({
  questionid,
  question_number: questionid - 100,
  question_type: 'multiple choice',
  text_format: 'plain' as const,
  question_header: '',
  question_text: `Question text ${questionid}`,
  question_image: null,
  answers: answerIds.map((answersid, i) => ({ answersid, name: `option ${i + 1}`, label: labels[i]! })),
});

describe('the test screen’s keys', () => {
  it('chooses by 1-5 or A-E by position, moves with N and P, flags with F', () => {
    expect(testKeyAction({ key: '1' }, 4)).toEqual({ kind: 'choose', position: 1 });
    expect(testKeyAction({ key: 'C' }, 4)).toEqual({ kind: 'choose', position: 3 });
    expect(testKeyAction({ key: 'd' }, 4)).toEqual({ kind: 'choose', position: 4 });
    // A question of four options has no fifth.
    expect(testKeyAction({ key: '5' }, 4)).toBeNull();
    expect(testKeyAction({ key: 'e' }, 5)).toEqual({ kind: 'choose', position: 5 });
    expect(testKeyAction({ key: 'N' }, 4)).toEqual({ kind: 'next' });
    expect(testKeyAction({ key: 'p' }, 4)).toEqual({ kind: 'previous' });
    expect(testKeyAction({ key: 'f' }, 4)).toEqual({ kind: 'flag' });
    expect(testKeyAction({ key: 'x' }, 4)).toBeNull();
    // A Tamil keyboard layout types Tamil letters with the same keys: the key printed on it still counts.
    expect(testKeyAction({ key: 'ய', code: 'KeyN' }, 4)).toEqual({ kind: 'next' });
    expect(testKeyAction({ key: 'ஐ', code: 'KeyF' }, 4)).toEqual({ kind: 'flag' });
    expect(testKeyAction({ key: 'ஆ', code: 'KeyB' }, 4)).toEqual({ kind: 'choose', position: 2 });
    expect(testKeyAction({ key: 'ஸ', code: 'KeyX' }, 4)).toBeNull();
    // Enter, arrows and the like are left to the page.
    expect(testKeyAction({ key: 'Enter', code: 'Enter' }, 4)).toBeNull();
    expect(testKeyAction({ key: 'Enter' }, 4)).toBeNull();
  });

  it('leaves shortcuts and typing alone', () => {
    expect(testKeyAction({ key: 'c', ctrlKey: true }, 4)).toBeNull();
    expect(testKeyAction({ key: 'n', metaKey: true }, 4)).toBeNull();
    const text = document.createElement('input');
    expect(testKeyAction({ key: 'a', target: text }, 4)).toBeNull();
    expect(testKeyAction({ key: 'a', target: document.createElement('textarea') }, 4)).toBeNull();
    const radio = document.createElement('input');
    radio.type = 'radio';
    expect(testKeyAction({ key: 'a', target: radio }, 4)).toEqual({ kind: 'choose', position: 1 });
    expect(testKeyAction({ key: 'f', target: document.createElement('button') }, 4)).toEqual({ kind: 'flag' });
  });
});

describe('the palette', () => {
  const questions = [
    question(101, [11, 12, 13, 14], ['A', 'B', 'C', 'D']),
    question(102, [21, 22, 23, 24], ['A', 'B', 'C', 'D']),
    question(103, [31, 32, 33, 34], ['i', 'ii', 'iii', 'iv']),
  ];

  it('shows each question answered or not, flagged or not, and counts them', () => {
    const entries = paletteOf(questions, { '101': '12', '102': '', '103': '34' }, new Set([102, 103]));
    expect(entries).toEqual([
      { questionid: 101, n: 1, answered: true, flagged: false },
      { questionid: 102, n: 2, answered: false, flagged: true },
      { questionid: 103, n: 3, answered: true, flagged: true },
    ]);
    expect(paletteCounts(entries)).toEqual({ answered: 2, flagged: 2, unanswered: 1 });
    expect(entryLabel(entries[1]!)).toBe('Question 2, unanswered, flagged for review');
    expect(entryLabel(entries[0]!)).toBe('Question 1, answered');
  });

  it('names the option chosen by its label', () => {
    expect(chosenLabel(questions[2]!, { '103': '34' })).toBe('iv');
    expect(chosenLabel(questions[0]!, {})).toBe('');
  });
});

describe('what the screen remembers', () => {
  it('keeps the layout chosen for every test, one at a time by default', () => {
    expect(readLayout(localStorage)).toBe('one');
    writeLayout(localStorage, 'list');
    expect(localStorage.getItem(LAYOUT_KEY)).toBe('list');
    expect(readLayout(localStorage)).toBe('list');
    localStorage.setItem(LAYOUT_KEY, 'sideways');
    expect(readLayout(localStorage)).toBe('one');
  });

  it('keeps a sitting’s flags until they are cleared, ignoring a damaged entry', () => {
    const scope = draftScope('master', 4);
    expect(readFlags(localStorage, scope)).toEqual(new Set());
    const flags = toggled(toggled(toggled(new Set(), 102), 103), 102);
    expect(flags).toEqual(new Set([103]));
    writeFlags(localStorage, scope, flags);
    expect(readFlags(localStorage, scope)).toEqual(new Set([103]));
    expect(readFlags(localStorage, draftScope('personalized', 4))).toEqual(new Set());
    clearFlags(localStorage, scope);
    expect(localStorage.getItem('prep.master.4.flags')).toBeNull();
    localStorage.setItem('prep.master.4.flags', '{oops');
    expect(readFlags(localStorage, scope)).toEqual(new Set());
  });

  it('keeps the question a sitting was on until it is over, reading a damaged entry as the first', () => {
    const scope = draftScope('master', 6);
    expect(readPosition(localStorage, scope)).toBe(0);
    writePosition(localStorage, scope, 2);
    expect(localStorage.getItem('prep.master.6.at')).toBe('2');
    expect(readPosition(localStorage, scope)).toBe(2);
    expect(readPosition(localStorage, draftScope('personalized', 6))).toBe(0);
    writeFlags(localStorage, scope, new Set([101]));
    forgetSitting(localStorage, scope);
    expect(localStorage.getItem('prep.master.6.at')).toBeNull();
    expect(localStorage.getItem('prep.master.6.flags')).toBeNull();
    for (const damaged of ['-1', '1.5', 'two']) {
      localStorage.setItem('prep.master.6.at', damaged);
      expect(readPosition(localStorage, scope), damaged).toBe(0);
    }
  });
});

describe('the choices sent and restored', () => {
  it('reads the server’s saved choices as the draft keeps them, and sends each back as the route takes it', () => {
    expect(
      answersOf([
        { questionid: 101, select_ans: 12 },
        { questionid: 102, select_ans: null },
      ]),
    ).toEqual({ '101': '12', '102': '' });
    expect(choiceBody('101', '12')).toEqual({ questionid: 101, select_ans: 12 });
    expect(choiceBody(102, '')).toEqual({ questionid: 102, select_ans: null });
  });

  it('keeps a check-box question’s ids as a comma list and sends them back as a list', () => {
    expect(answersOf([{ questionid: 103, select_ans: [31, 33] }])).toEqual({ '103': '31,33' });
    expect(choiceBody(103, '31,33')).toEqual({ questionid: 103, select_ans: [31, 33] });
    // The submission knows the question's type: one box ticked goes as a list of one.
    expect(choiceBody(103, '31', true)).toEqual({ questionid: 103, select_ans: [31] });
    expect(choiceBody(103, '', true)).toEqual({ questionid: 103, select_ans: null });
  });
});

describe('the student dashboard’s tests', () => {
  it('lists real and preparation tests newest first and shows the accommodation they carry', () => {
    const older = masterSitting({ master_sitting_date: '2026-04-01' });
    const newer = masterSitting({ master_sitting_date: '2026-05-01', time_multiplier: '1.5' });
    const prep = personalizedSitting({ personalized_sitting_date: '2026-05-01', time_multiplier: '1.5' });
    const list = newestFirst([older, newer, prep]);
    expect(list[2]).toBe(older);
    // Same day: the later-made (higher id) first.
    expect(list[0]).toBe(prep);
    expect(accommodationOf(list)).toBe('1.5');
    expect(accommodationOf([])).toBeNull();
  });
});
