import { describe, expect, it } from 'vitest';
import { defaultTimerFor, extraTimeNote, timerStart } from './timerStart';

describe('timerStart: where Change Timer opens', () => {
  it('opens an untimed or 00:00:00 choice timed at the section duration', () => {
    expect(timerStart({ timer: false, time: '00:00:00' }, '00:20:00')).toEqual({ timer: true, time: '00:20:00' });
    expect(timerStart({ timer: true, time: '00:00:00' }, '01:05:30')).toEqual({ timer: true, time: '01:05:30' });
  });

  it('keeps a time already picked', () => {
    expect(timerStart({ timer: true, time: '00:00:05' }, '00:20:00')).toEqual({ timer: true, time: '00:00:05' });
  });

  it('keeps the choice when there is no duration to offer', () => {
    const off = { timer: false, time: '00:00:00' };
    expect(timerStart(off, '00:00:00')).toEqual(off);
    expect(timerStart(off, undefined)).toEqual(off);
    expect(timerStart(off, '')).toEqual(off);
  });
});

describe('extraTimeNote: what the accommodation makes of the time picked', () => {
  it('multiplies, rounding up to the second', () => {
    // 20 min × 1.5 = 30 min; 45 s × 1.25 = 56.25 s, so 57 s.
    expect(extraTimeNote({ timer: true, time: '00:20:00' }, '00:20:00', '1.5')).toEqual({
      label: 'Time and a half (1.5x)',
      time: '00:30:00',
    });
    expect(extraTimeNote({ timer: true, time: '00:00:45' }, null, '1.25')?.time).toBe('00:00:57');
    // 00:00:00 stands for the section duration: 10 min × 2.
    expect(extraTimeNote({ timer: true, time: '00:00:00' }, '00:10:00', '2')?.time).toBe('00:20:00');
  });

  it('says an untimed student has no limit', () => {
    expect(extraTimeNote({ timer: true, time: '00:20:00' }, '00:20:00', 'untimed')).toEqual({
      label: 'Untimed',
      time: null,
    });
  });

  it('says nothing for standard time, an untimed choice, or no time at all', () => {
    expect(extraTimeNote({ timer: true, time: '00:20:00' }, '00:20:00', '1')).toBeNull();
    expect(extraTimeNote({ timer: false, time: '00:20:00' }, '00:20:00', '2')).toBeNull();
    expect(extraTimeNote({ timer: true, time: '00:00:00' }, '00:00:00', '2')).toBeNull();
  });
});

describe('the timer an assignment starts from', () => {
  it("is on at the test's own duration (00:00:00) when it has one, off when it has none", () => {
    expect(defaultTimerFor('00:20:00')).toEqual({ timer: true, time: '00:00:00' });
    expect(defaultTimerFor('00:00:00')).toEqual({ timer: false, time: '00:00:00' });
    expect(defaultTimerFor(undefined)).toEqual({ timer: false, time: '00:00:00' });
    expect(defaultTimerFor('twenty')).toEqual({ timer: false, time: '00:00:00' });
  });
});
