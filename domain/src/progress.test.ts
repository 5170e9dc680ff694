import { describe, expect, it } from 'vitest';
import { median, practiceNext, type Skill, skillLevel } from './progress';

const answers = (...runs: [boolean, number][]) => runs.flatMap(([right, n]) => Array<boolean>(n).fill(right));

describe('skillLevel', () => {
  it('has no level without answers', () => {
    expect(skillLevel([])).toBeUndefined();
  });

  it('is Mastered at 9 of the newest 10 right, and not with fewer than 10 answers', () => {
    expect(skillLevel(answers([true, 9], [false, 1]))).toEqual({
      level: 'Mastered',
      answered: 10,
      right: 9,
      share: 0.9,
    });
    expect(skillLevel(answers([true, 9]))).toEqual({ level: 'Proficient', answered: 9, right: 9, share: 1 });
  });

  it('counts only the newest 10 answers: old mistakes no longer hold the student back', () => {
    expect(skillLevel(answers([true, 10], [false, 2]))).toMatchObject({ level: 'Mastered', answered: 10, right: 10 });
    // Newest first: 5 wrong, then 5 right in the window (the 5 older right ones fall out): 5 / 10.
    expect(skillLevel(answers([false, 5], [true, 10]))).toEqual({
      level: 'Familiar',
      answered: 10,
      right: 5,
      share: 0.5,
    });
  });

  it('is Proficient at 75 % over at least 5 answers', () => {
    expect(skillLevel(answers([true, 8], [false, 2]))?.level).toEqual('Proficient');
    expect(skillLevel(answers([true, 3], [false, 1]))?.level).toEqual('Familiar'); // 4 answers: too few
    expect(skillLevel(answers([true, 7], [false, 3]))?.level).toEqual('Familiar'); // 0.7
  });

  it('is Familiar at half right over at least 3 answers, else Attempted', () => {
    expect(skillLevel([true, false, true])).toMatchObject({ level: 'Familiar', right: 2 });
    expect(skillLevel([true, true])?.level).toEqual('Attempted'); // 2 answers: too few
    expect(skillLevel(answers([true, 4], [false, 6]))).toMatchObject({ level: 'Attempted', share: 0.4 });
    expect(skillLevel([false])).toEqual({ level: 'Attempted', answered: 1, right: 0, share: 0 });
  });
});

describe('median', () => {
  it('is null for no values, the middle one for an odd count, the mean of the two middle ones for an even', () => {
    expect(median([])).toBeNull();
    expect(median([3])).toBe(3);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([0.75, 0.5])).toBe(0.625);
  });
});

describe('practiceNext', () => {
  const skill = (name: string, level: Skill['level'], share: number): Skill => ({
    kind: 'subject',
    name,
    level,
    share,
    answered: 10,
    right: share * 10,
    total_answers: 10,
    last_date: '2026-01-01',
  });

  it('names the three weakest skills not yet mastered, lowest level then lowest share first', () => {
    const skills = [
      skill('Algebra', 'Mastered', 1),
      skill('Geometry', 'Attempted', 0.2),
      skill('Grammar', 'Familiar', 0.6),
      skill('Reading', 'Attempted', 0.4),
      skill('Vocabulary', 'Proficient', 0.8),
    ];
    expect(practiceNext(skills).map((s) => s.name)).toEqual(['Geometry', 'Reading', 'Grammar']);
    expect(practiceNext([skill('Algebra', 'Mastered', 1)])).toEqual([]);
  });
});
