import { CLASSROOM_MESSAGES, SITTING_MESSAGES } from '@prep/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AssignChoice, assignRequest } from './assignRequest';

let zone: string | undefined;
beforeAll(() => {
  zone = process.env.TZ;
  process.env.TZ = 'UTC';
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const choice = (over: Partial<AssignChoice>): AssignChoice => ({
  kind: 'test',
  quiz: '501',
  timer: false,
  time: '00:00:00',
  pauseAllowed: false,
  pauseMinutes: 10,
  opensAt: '',
  closesAt: '',
  ...over,
});

describe('assignRequest', () => {
  it('sends a real test with its timer, pause and window', () => {
    expect(
      assignRequest(
        choice({
          timer: true,
          time: '00:45:00',
          pauseAllowed: true,
          pauseMinutes: 15,
          opensAt: '2026-12-01T09:00',
          closesAt: '2026-12-01T17:00',
        }),
      ),
    ).toEqual({
      ok: true,
      body: {
        kind: 'test',
        master_qnsbank: 501,
        timer: true,
        student_timer: '00:45:00',
        opens_at: '2026-12-01T09:00:00.000Z',
        closes_at: '2026-12-01T17:00:00.000Z',
        pause_allowed: true,
        pause_limit_minutes: 15,
      },
    });
  });

  it('sends a warm-up set without a window', () => {
    expect(assignRequest(choice({ kind: 'warmup', quiz: '77' }))).toEqual({
      ok: true,
      body: { kind: 'warmup', warmup_set_no: 77, timer: false, student_timer: '00:00:00', opens_at: '', closes_at: '' },
    });
  });

  it('says what is missing or wrong, with the domain messages', () => {
    expect(assignRequest(choice({ quiz: '' }))).toEqual({ ok: false, message: SITTING_MESSAGES.selectTest });
    expect(assignRequest(choice({ kind: 'warmup', quiz: '' }))).toEqual({
      ok: false,
      message: CLASSROOM_MESSAGES.selectWarmup,
    });
    expect(assignRequest(choice({ opensAt: 'soon' }))).toEqual({ ok: false, message: CLASSROOM_MESSAGES.dateTime });
    expect(assignRequest(choice({ opensAt: '2026-12-01T09:00', closesAt: '2026-12-01T09:00' }))).toEqual({
      ok: false,
      message: CLASSROOM_MESSAGES.windowOrder,
    });
    expect(assignRequest(choice({ pauseAllowed: true, pauseMinutes: '' }))).toEqual({
      ok: false,
      message: SITTING_MESSAGES.pauseLimit,
    });
  });
});
