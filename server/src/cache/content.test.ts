import { describe, expect, it } from 'vitest';
import { ContentCache } from './content';

const live = () => {
  const cache = new ContentCache();
  cache.setLive(true);
  return cache;
};

describe('ContentCache', () => {
  it('loads once, then serves from memory until a change of a table feeding it', async () => {
    const cache = live();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('quiz', 7, load)).toBe(1);
    expect(await cache.get('quiz', 7, load)).toBe(1);
    cache.changed('assigned_quizzes'); // grants only: the test stays
    expect(await cache.get('quiz', 7, load)).toBe(1);
    cache.changed('answers');
    expect(await cache.get('quiz', 7, load)).toBe(2);
    cache.changed('some_new_table'); // unknown: everything goes
    expect(await cache.get('quiz', 7, load)).toBe(3);
  });

  it('keeps nothing while not listening', async () => {
    const cache = new ContentCache();
    let loads = 0;
    await cache.get('client', 1, async () => ++loads);
    await cache.get('client', 1, async () => ++loads);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('shares one load between concurrent misses, and does not keep a load a change overtook', async () => {
    const cache = live();
    let release!: (value: string) => void;
    let loads = 0;
    const slow = () => {
      loads++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const first = cache.get('client', 1, slow);
    const second = cache.get('client', 1, slow);
    expect(loads).toBe(1);
    cache.changed('clients'); // committed while the load was reading
    release('old');
    expect(await first).toBe('old');
    expect(await second).toBe('old');
    expect(await cache.get('client', 1, async () => 'new')).toBe('new');
  });

  it('ignores the markers of sync(), its own and other instances’', async () => {
    const cache = live();
    await cache.get('quiz', 1, async () => 'kept');
    cache.changed('sync:123:1');
    expect(await cache.get('quiz', 1, async () => 'reloaded')).toBe('kept');
  });
});
