import { describe, expect, it } from 'vitest';
import {
  accommodationSchema,
  applyTimeMultiplier,
  INVALID_TIME_MULTIPLIER,
  multiplierFactor,
  TIME_MULTIPLIERS,
  timeAllowedSeconds,
  timeMultiplierSchema,
} from './accommodations';
import {
  allowedSecondsFor,
  type Clock,
  clockStatus,
  elapsedAtSubmission,
  elapsedSeconds,
  isPastDeadline,
  pauseEnded,
  pauseSecondsLeft,
  remainingSeconds,
} from './clock';
import { warmupStatus } from './warmup-timer';

const t0 = new Date('2026-03-01T10:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const clock = (over: Partial<Clock>): Clock => ({
  test_taken: false,
  time_allowed_seconds: 1800,
  elapsed_seconds: 0,
  started_at: t0,
  ...over,
});

describe('sitting clock', () => {
  it('allows the timer when set, else the section duration, whose hours may pass 23', () => {
    expect(allowedSecondsFor('00:45:00', '01:00:00')).toBe(2700);
    expect(allowedSecondsFor('00:00:00', '01:00:00')).toBe(3600);
    expect(allowedSecondsFor('00:00:00', '30:00:00')).toBe(108000);
    expect(allowedSecondsFor('bad', 'bad')).toBe(0);
  });

  it('counts elapsed time over stretches and never below zero', () => {
    // 600 s used before a pause, restarted 100 s before now: 700 s used, 1100 s left.
    const resumed = clock({ elapsed_seconds: 600, started_at: at(900) });
    expect(elapsedSeconds(resumed, at(1000))).toBe(700);
    expect(remainingSeconds(resumed, at(1000))).toBe(1100);
    // A start in the future (clock skew between servers) counts as nothing yet.
    expect(elapsedSeconds(clock({ started_at: at(5) }), at(0))).toBe(0);
    // Parts of a second are dropped: 59.9 s is 59 s.
    expect(elapsedSeconds(clock({}), new Date(t0.getTime() + 59_900))).toBe(59);
  });

  it('tells the status', () => {
    expect(clockStatus(clock({ time_allowed_seconds: null, started_at: null }), at(0))).toEqual('assigned');
    expect(clockStatus(clock({}), at(1))).toEqual('in_progress');
    expect(clockStatus(clock({ started_at: null, elapsed_seconds: 30 }), at(1))).toEqual('paused');
    expect(clockStatus(clock({}), at(1800))).toEqual('time_up');
    expect(clockStatus(clock({ test_taken: true }), at(1))).toEqual('taken');
    // An untimed sitting running for a day is still in progress.
    expect(clockStatus(clock({ time_allowed_seconds: null }), at(86400))).toEqual('in_progress');
  });

  it('is the warm-up clock too', () => {
    expect(warmupStatus({ ...clock({}), timer: true }, at(1800))).toEqual('time_up');
  });

  it('passes the deadline only after the grace period, and caps the elapsed time recorded', () => {
    expect(isPastDeadline(clock({}), at(1815), 15)).toBe(false);
    expect(isPastDeadline(clock({}), at(1816), 15)).toBe(true);
    expect(elapsedAtSubmission(clock({}), at(1816))).toBe(1800);
    expect(elapsedAtSubmission(clock({}), at(1200))).toBe(1200);
    expect(elapsedAtSubmission(clock({ time_allowed_seconds: null }), at(5000))).toBe(5000);
  });
});

describe('accommodations', () => {
  it('multiplies the allowed time, rounding up to a whole second', () => {
    expect(applyTimeMultiplier(3600, '1')).toBe(3600);
    expect(applyTimeMultiplier(3600, '1.25')).toBe(4500);
    expect(applyTimeMultiplier(3600, '1.5')).toBe(5400);
    expect(applyTimeMultiplier(3600, '2')).toBe(7200);
    expect(applyTimeMultiplier(45, '1.25')).toBe(57); // 56.25
    expect(applyTimeMultiplier(45, '1.5')).toBe(68); // 67.5
    expect(applyTimeMultiplier(3600, 'untimed')).toBeNull();
    expect(applyTimeMultiplier(null, '2')).toBeNull();
    expect(multiplierFactor('1.25')).toBe(1.25);
    expect(multiplierFactor('untimed')).toBeNull();
  });

  it('fixes the time of a sitting from its timer, the test and the student', () => {
    const base = { timer: true, student_timer: '00:00:00', section_duration: '00:40:00' };
    expect(timeAllowedSeconds(base)).toBe(2400);
    expect(timeAllowedSeconds({ ...base, time_multiplier: '1.5' })).toBe(3600);
    expect(timeAllowedSeconds({ ...base, student_timer: '00:10:00', time_multiplier: '2' })).toBe(1200);
    expect(timeAllowedSeconds({ ...base, time_multiplier: 'untimed' })).toBeNull();
    expect(timeAllowedSeconds({ ...base, timer: false })).toBeNull();
    // Timed with no time anywhere: 0, for the server to refuse.
    expect(timeAllowedSeconds({ ...base, section_duration: '00:00:00', time_multiplier: '2' })).toBe(0);
    // Untimed needs no time.
    expect(timeAllowedSeconds({ ...base, section_duration: '00:00:00', time_multiplier: 'untimed' })).toBeNull();
  });

  it('accepts the stored values only', () => {
    expect(TIME_MULTIPLIERS).toEqual(['1', '1.25', '1.5', '2', 'untimed']);
    expect(timeMultiplierSchema.safeParse('1.75').success).toBe(false);
    expect(accommodationSchema.parse({ time_multiplier: 1.5 })).toEqual({ time_multiplier: '1.5' });
    expect(accommodationSchema.parse({ time_multiplier: ' untimed ' })).toEqual({ time_multiplier: 'untimed' });
    expect(accommodationSchema.parse({ time_multiplier: 2 })).toEqual({ time_multiplier: '2' });
    const bad = accommodationSchema.safeParse({ time_multiplier: 3 });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message)).toEqual([INVALID_TIME_MULTIPLIER]);
    const missing = accommodationSchema.safeParse({});
    expect(missing.success ? [] : missing.error.issues.map((i) => i.message)).toEqual([INVALID_TIME_MULTIPLIER]);
  });
});

describe('a pause allowance', () => {
  // Paused at t0 after 300 s used of 1800, with 10 minutes of pause of which 240 s were used before.
  const paused = clock({
    started_at: null,
    elapsed_seconds: 300,
    pause_allowed: true,
    pause_limit_minutes: 10,
    pause_used_seconds: 240,
    paused_at: t0,
  });

  it('counts the pause now on: 600 - 240 = 360 s left at its start, 360 - 100 = 260 after 100 s', () => {
    expect(pauseSecondsLeft(paused, t0)).toBe(360);
    expect(pauseSecondsLeft(paused, at(100))).toBe(260);
    expect(clockStatus(paused, at(100))).toEqual('paused');
    expect(remainingSeconds(paused, at(100))).toBe(1500);
  });

  it('runs the clock again once the 360 s are spent: at 400 s, 40 s more are used', () => {
    expect(clockStatus(paused, at(360))).toEqual('in_progress');
    expect(pauseSecondsLeft(paused, at(400))).toBe(0);
    expect(elapsedSeconds(paused, at(400))).toBe(340);
    expect(remainingSeconds(paused, at(400))).toBe(1460);
    // 1800 - 300 = 1500 s of test after the 360 s of pause: over at 1860 s, past a 30 s grace at 1891.
    expect(clockStatus(paused, at(1860))).toEqual('time_up');
    expect(isPastDeadline(paused, at(1891), 30)).toBe(true);
  });

  it('ends a pause by adding what it used, up to what was left', () => {
    expect(pauseEnded(paused, at(100))).toEqual({ paused_at: null, pause_used_seconds: 340 });
    expect(pauseEnded(paused, at(400))).toEqual({ paused_at: null, pause_used_seconds: 600 });
  });

  it('leaves nothing when pausing is not allowed, and no limit without an allowance (a warm-up)', () => {
    expect(pauseSecondsLeft({ ...paused, pause_allowed: false, paused_at: null }, t0)).toBe(0);
    const warmup = clock({ started_at: null, elapsed_seconds: 300 });
    expect(pauseSecondsLeft(warmup, at(100_000))).toBeNull();
    expect(clockStatus(warmup, at(100_000))).toEqual('paused');
    expect(remainingSeconds(warmup, at(100_000))).toBe(1500);
  });
});
