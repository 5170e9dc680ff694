// Counts of failed sign-ins, in fixed windows: in this process, or in Redis so every instance shares them.
// @fastify/rate-limit counts every request it sees, and a school's students all arrive from one address,
// so counting each sign-in would turn a class away at 9:00; only failures are counted here.
import type { Redis } from 'ioredis';

export interface Window {
  count: number;
  /** Milliseconds until the window ends (0 when nothing is counted). */
  ttlMs: number;
}

export interface FailureStore {
  read(key: string): Promise<Window>;
  /** Adds one, opening a window of windowMs when none is open. */
  add(key: string, windowMs: number): Promise<Window>;
  /** Takes back one added in the open window; nothing once the window has closed. */
  takeBack(key: string): Promise<void>;
}

export function memoryFailures(): FailureStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const open = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.endsAt > Date.now()) return entry;
    if (entry) windows.delete(key);
    return undefined;
  };
  const view = (entry?: { count: number; endsAt: number }): Window =>
    entry ? { count: entry.count, ttlMs: entry.endsAt - Date.now() } : { count: 0, ttlMs: 0 };
  return {
    async read(key) {
      return view(open(key));
    },
    async add(key, windowMs) {
      // A closed window is dropped when next touched; a sweep now and then keeps keys never seen again from piling up.
      if (windows.size > 10_000) for (const stale of windows.keys()) open(stale);
      const entry = open(key) ?? { count: 0, endsAt: Date.now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return view(entry);
    },
    async takeBack(key) {
      const entry = open(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
  };
}

// One script each so that the count and its expiry change together, whatever other instance runs at once.
const ADD = `local n = redis.call('INCR', KEYS[1])
if n == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;
const TAKE_BACK = `if redis.call('GET', KEYS[1]) and tonumber(redis.call('GET', KEYS[1])) > 0 then
  return redis.call('DECR', KEYS[1]) end
return 0`;

export function redisFailures(redis: Redis, prefix: string): FailureStore {
  return {
    async read(key) {
      const [[, count], [, ttl]] = (await redis.multi().get(`${prefix}${key}`).pttl(`${prefix}${key}`).exec()) as [
        [unknown, string | null],
        [unknown, number],
      ];
      return count === null ? { count: 0, ttlMs: 0 } : { count: Number(count), ttlMs: Math.max(ttl, 0) };
    },
    async add(key, windowMs) {
      const [count, ttl] = (await redis.eval(ADD, 1, `${prefix}${key}`, windowMs)) as [number, number];
      return { count, ttlMs: Math.max(ttl, 0) };
    },
    async takeBack(key) {
      await redis.eval(TAKE_BACK, 1, `${prefix}${key}`);
    },
  };
}
