import { describe, expect, it } from 'vitest';
import { windowRefusal, windowState } from './assignment-window';
import { CLASSROOM_MESSAGES } from './classrooms';

// A window from 09:00 to 17:00 UTC on 1 December 2026.
const opens_at = '2026-12-01T09:00:00.000Z';
const closes_at = new Date('2026-12-01T17:00:00.000Z');
const at = (hhmm: string) => new Date(`2026-12-01T${hhmm}:00.000Z`);
const never = { opens_at, closes_at, started: false };

describe('windowState', () => {
  it('is not open before opens_at, open from it, missed from closes_at on', () => {
    expect(windowState(never, at('08:59'))).toEqual('not open');
    expect(windowState(never, at('09:00'))).toEqual('open');
    expect(windowState(never, at('16:59'))).toEqual('open');
    expect(windowState(never, at('17:00'))).toEqual('missed');
    expect(windowState(never, new Date('2026-12-02T09:00:00.000Z'))).toEqual('missed');
  });

  it('no longer applies once started: one in progress when it closes is not missed', () => {
    const started = { ...never, started: true };
    expect(windowState(started, at('12:00'))).toEqual('started');
    expect(windowState(started, at('18:00'))).toEqual('started');
  });

  it('is always open without a window, and bounds only on the side that is set', () => {
    expect(windowState({ started: false }, at('03:00'))).toEqual('open');
    expect(windowState({ opens_at: null, closes_at: null, started: false }, at('03:00'))).toEqual('open');
    expect(windowState({ opens_at, closes_at: null, started: false }, new Date('2030-01-01T00:00:00Z'))).toEqual(
      'open',
    );
    expect(windowState({ opens_at: null, closes_at, started: false }, new Date('2020-01-01T00:00:00Z'))).toEqual(
      'open',
    );
    expect(windowState({ opens_at: null, closes_at, started: false }, at('17:30'))).toEqual('missed');
  });
});

describe('windowRefusal', () => {
  it("refuses with the spec's words before the window and once missed, and not otherwise", () => {
    expect(windowRefusal('not open')).toEqual('This test is not open yet');
    expect(windowRefusal('missed')).toBe(CLASSROOM_MESSAGES.closed);
    expect(windowRefusal('open')).toBeNull();
    expect(windowRefusal('started')).toBeNull();
  });
});
