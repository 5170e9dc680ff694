import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, formatPercent, formatTime, isLanguage } from './i18n';
import { languageSchema } from './language-schema';

// 09:30 UTC is 15:00 in India (UTC+5:30, no summer time); 26 November 2026 is a Thursday.
const MORNING_UTC = new Date(Date.UTC(2026, 10, 26, 9, 30));
const INDIA = { timeZone: 'Asia/Kolkata' };

describe('numbers', () => {
  it('groups thousands in English and lakhs in Tamil (India)', () => {
    expect(formatNumber('en', 1234567.5)).toEqual('1,234,567.5');
    expect(formatNumber('ta', 1234567.5)).toEqual('12,34,567.5');
    expect(formatNumber('en', 999)).toEqual('999');
    expect(formatNumber('ta', 100000)).toEqual('1,00,000');
  });

  it('writes a share as a whole percent in both languages', () => {
    expect(formatPercent('en', 0.875)).toEqual('88%');
    expect(formatPercent('ta', 0.875)).toEqual('88%');
    expect(formatPercent('en', 0.8754, 1)).toEqual('87.5%');
  });
});

describe('dates and times', () => {
  it('writes the date month first in English and day first with the Tamil month in Tamil', () => {
    expect(formatDate('en', MORNING_UTC, INDIA)).toEqual('Nov 26, 2026');
    expect(formatDate('ta', MORNING_UTC, INDIA)).toEqual('26 நவ., 2026');
    expect(formatDate('ta', '2026-01-05T12:00:00Z', INDIA)).toEqual('5 ஜன., 2026');
  });

  it('writes the time in the zone asked for, on a twelve-hour clock', () => {
    expect(formatTime('en', MORNING_UTC, INDIA)).toEqual('3:00 PM');
    expect(formatTime('en', MORNING_UTC, { timeZone: 'UTC' })).toEqual('9:30 AM');
    expect(formatTime('ta', MORNING_UTC, { timeZone: 'UTC' })).toEqual('9:30 AM');
  });

  it('joins date and time', () => {
    expect(formatDateTime('en', MORNING_UTC, INDIA)).toEqual('Nov 26, 2026, 3:00 PM');
    expect(formatDateTime('ta', MORNING_UTC, INDIA)).toEqual('26 நவ., 2026, 3:00 PM');
  });
});

describe('languages', () => {
  it('knows English and Tamil only', () => {
    expect(isLanguage('ta')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(languageSchema.safeParse('xx').error?.issues[0]?.message).toEqual('Choose English or Tamil');
  });
});
