import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInstant, localInputToIso } from './classWindow';

// The browser's zone decides what a typed time means: New York is UTC-5 in winter and UTC-4 in summer.
let zone: string | undefined;
beforeAll(() => {
  zone = process.env.TZ;
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('localInputToIso', () => {
  it("reads a date-time input in the browser's zone", () => {
    expect(localInputToIso('2026-12-01T09:00')).toBe('2026-12-01T14:00:00.000Z');
    expect(localInputToIso('2026-07-01T09:00')).toBe('2026-07-01T13:00:00.000Z');
    expect(localInputToIso('2026-12-31T23:30:15')).toBe('2027-01-01T04:30:15.000Z');
  });

  it("is '' for an empty input and null for one it cannot read", () => {
    expect(localInputToIso('')).toBe('');
    expect(localInputToIso('  ')).toBe('');
    expect(localInputToIso('tomorrow')).toBeNull();
    expect(localInputToIso('2026-13-01T09:00')).toBeNull();
  });
});

describe('formatInstant', () => {
  it("shows an instant in the browser's zone, in the language shown", () => {
    expect(formatInstant('2026-12-01T14:00:00.000Z', 'en')).toBe('Dec 1, 2026, 9:00 AM');
    expect(formatInstant('2026-12-01T14:00:00.000Z', 'ta')).toContain('டிச.');
    expect(formatInstant(null, 'ta')).toBe('');
    expect(formatInstant('soon', 'en')).toBe('');
  });
});
