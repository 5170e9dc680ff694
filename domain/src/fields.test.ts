import { describe, expect, it } from 'vitest';
import { PG_INT_MAX, requiredId } from './fields';

describe('requiredId', () => {
  const id = requiredId('Please select the student');
  const messages = (value: unknown) => {
    const parsed = id.safeParse(value);
    return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
  };

  it('takes a number or digits, up to the PostgreSQL integer maximum', () => {
    expect(id.parse(7)).toBe(7);
    expect(id.parse(' 12 ')).toBe(12);
    expect(id.parse('2147483647')).toBe(PG_INT_MAX);
    expect(PG_INT_MAX).toBe(2 ** 31 - 1);
  });

  it('refuses anything else with the one message', () => {
    for (const value of [0, -1, 1.5, 2147483648, '', 'abc', '1e3', true, null, undefined, [5]]) {
      expect(messages(value)).toEqual(['Please select the student']);
    }
  });
});
