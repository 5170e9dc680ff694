import { describe, expect, it } from 'vitest';
import type { ClockStatus } from '@prep/domain';
import { LIVE_POLL_MS, pollWhileRunning, updatedTime } from './freshness';

const poll = pollWhileRunning<{ status: ClockStatus }>((row) => row.status);
const rows = (...statuses: ClockStatus[]) => statuses.map((status) => ({ status }));

describe('pollWhileRunning', () => {
  it('polls every 15 s while a clock runs or is up and not yet graded', () => {
    expect(LIVE_POLL_MS).toBe(15_000);
    expect(poll(rows('taken', 'in_progress'))).toBe(15_000);
    expect(poll(rows('assigned', 'time_up'))).toBe(15_000);
  });

  it('does not poll an idle list: nothing started, paused, taken, or not loaded yet', () => {
    expect(poll(rows('assigned', 'paused', 'taken'))).toBe(false);
    expect(poll([])).toBe(false);
    expect(poll(undefined)).toBe(false);
  });
});

describe('updatedTime', () => {
  it('reads hours, minutes and seconds on a 24-hour clock in both languages', () => {
    expect(updatedTime('en', new Date(2026, 10, 25, 12, 3, 10).getTime())).toBe('12:03:10');
    expect(updatedTime('en', new Date(2026, 10, 25, 0, 0, 5).getTime())).toBe('00:00:05');
    expect(updatedTime('en', new Date(2026, 10, 25, 23, 59, 59).getTime())).toBe('23:59:59');
    expect(updatedTime('ta', new Date(2026, 10, 25, 7, 3, 10).getTime())).toBe('07:03:10');
  });
});
