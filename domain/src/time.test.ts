import { describe, expect, it } from 'vitest';
import { hmsToSeconds, isHms, secondsToHms } from './time';

describe('hh:mm:ss', () => {
  it('converts both ways', () => {
    expect(hmsToSeconds('00:00:00')).toBe(0);
    expect(hmsToSeconds('01:02:03')).toBe(3723);
    expect(hmsToSeconds('00:02:00')).toBe(120);
    expect(secondsToHms(3723)).toEqual('01:02:03');
    expect(secondsToHms(59)).toEqual('00:00:59');
    expect(secondsToHms(-5)).toEqual('00:00:00');
    expect(secondsToHms(90061)).toEqual('25:01:01');
  });
  it('checks the timer picker range', () => {
    expect(isHms('23:59:59')).toBe(true);
    expect(isHms('24:00:00')).toBe(false);
    expect(isHms('00:60:00')).toBe(false);
    expect(isHms('0:00:00')).toBe(false);
    expect(() => hmsToSeconds('abc')).toThrow(RangeError);
  });
});
