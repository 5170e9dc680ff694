import { describe, expect, it } from 'vitest';
import { warmupDisplayOrder } from './warmup-order';

describe('warmupDisplayOrder', () => {
  const ids = [11, 12, 13, 14, 15, 16, 17, 18];
  it('keeps the assigned order unless shuffled', () => {
    expect(warmupDisplayOrder(ids, false, 42)).toEqual(ids);
  });
  it('shuffles the same way for the same result, differently for another, losing nothing', () => {
    const a = warmupDisplayOrder(ids, true, 42);
    expect(warmupDisplayOrder(ids, true, 42)).toEqual(a);
    expect(a).not.toEqual(ids);
    expect([...a].sort()).toEqual(ids);
    expect(warmupDisplayOrder(ids, true, 43)).not.toEqual(a);
  });
});
