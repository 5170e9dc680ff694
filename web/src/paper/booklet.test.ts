import type { PaperBooklet, TakingQuestion } from '@prep/domain';
import { describe, expect, it } from 'vitest';
import { bookletVersions } from './booklet';

const question = (n: number): TakingQuestion => ({
  questionid: 100 + n,
  question_number: n,
  question_type: 'multiple choice',
  text_format: 'plain',
  question_header: '',
  question_text: `Question text ${n}`,
  question_image: null,
  answers: [],
});

const booklet = (versions: number): PaperBooklet => ({
  batch: 1,
  test_name: 'Mock',
  page_size: 'A4',
  versions,
  questions: [1, 2, 3, 4, 5].map(question),
});

describe('bookletVersions', () => {
  it('prints one version in the test’s order, with no letter', () => {
    const [one, ...rest] = bookletVersions(booklet(1));
    expect(rest).toEqual([]);
    expect(one!.letter).toBeNull();
    expect(one!.questions.map((q) => [q.printed, q.question.question_number])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
      [5, 5],
    ]);
  });

  it('prints version B in its shuffled order numbered 1..N, as the sheet does', () => {
    const [a, b] = bookletVersions(booklet(2));
    expect([a!.letter, b!.letter]).toEqual(['A', 'B']);
    // Batch 1's version 2 of five questions is 3 5 2 4 1 (domain/src/paper-versions.test.ts).
    expect(b!.questions.map((q) => [q.printed, q.question.question_number])).toEqual([
      [1, 3],
      [2, 5],
      [3, 2],
      [4, 4],
      [5, 1],
    ]);
  });
});
