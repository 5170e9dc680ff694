import { describe, expect, it } from 'vitest';
import { classResultState } from './assignment-window';
import { classroomAssignSchema } from './classrooms';

const now = new Date('2026-11-26T10:00:00Z');
const row = (over: Partial<Parameters<typeof classResultState>[0]> = {}) => ({
  test_taken: false,
  started: false,
  opens_at: null,
  closes_at: null,
  ...over,
});

describe('classResultState', () => {
  it('says submitted once taken, whatever the window', () => {
    expect(classResultState(row({ test_taken: true, closes_at: new Date('2026-11-01T00:00:00Z') }), now)).toBe(
      'submitted',
    );
  });

  it('keeps a sitting opened before the window closed in progress', () => {
    expect(classResultState(row({ started: true, closes_at: new Date('2026-11-26T09:59:59Z') }), now)).toBe(
      'in progress',
    );
  });

  it('says missed from the closing instant on, for one never opened', () => {
    expect(classResultState(row({ closes_at: new Date('2026-11-26T10:00:00Z') }), now)).toEqual('missed');
    expect(classResultState(row({ closes_at: new Date('2026-11-26T10:00:01Z') }), now)).toEqual('not started');
  });

  it('says not open before opens_at, and not started from it on', () => {
    expect(classResultState(row({ opens_at: new Date('2026-11-26T10:00:01Z') }), now)).toEqual('not open');
    expect(classResultState(row({ opens_at: new Date('2026-11-26T10:00:00Z') }), now)).toEqual('not started');
    expect(classResultState(row(), now)).toEqual('not started');
  });
});

describe('classroomAssignSchema', () => {
  it('reads the window as instants, and refuses one that closes before it opens', () => {
    const parsed = classroomAssignSchema.parse({
      kind: 'test',
      master_qnsbank: '7',
      opens_at: '2026-12-01T09:00:00+01:00',
      closes_at: '',
    });
    expect(parsed).toMatchObject({ master_qnsbank: 7, opens_at: '2026-12-01T08:00:00.000Z', closes_at: null });
    const bad = classroomAssignSchema.safeParse({
      kind: 'warmup',
      warmup_set_no: 3,
      opens_at: '2026-12-01T09:00:00Z',
      closes_at: '2026-12-01T09:00:00Z',
    });
    expect(bad.success).toBe(false);
  });
});
