import { describe, expect, it } from 'vitest';
import { changesOf } from './record';

describe('changesOf', () => {
  it('keeps only the fields that differ, as [before, after]', () => {
    expect(
      changesOf({ City: 'Salem', State: 'TN', level: 'D1' }, { City: 'Madurai', State: 'TN', level: 'D1' }),
    ).toEqual({ City: ['Salem', 'Madurai'] });
  });

  it('gives a created record null befores and a deleted one null afters', () => {
    expect(changesOf(null, { name: 'Class 7A', size: 3 })).toEqual({ name: [null, 'Class 7A'], size: [null, 3] });
    expect(changesOf({ name: 'Class 7A' }, undefined)).toEqual({ name: ['Class 7A', null] });
  });

  it('compares arrays and objects by value, dates as ISO text, and limits itself to the fields named', () => {
    const at = new Date('2026-11-28T10:00:00Z');
    expect(changesOf({ ids: [1, 2], at }, { ids: [1, 2], at: new Date(at) })).toEqual({});
    expect(changesOf({ a: 1, b: 1 }, { a: 2, b: 2 }, ['b'])).toEqual({ b: [1, 2] });
    expect(changesOf({ at: null }, { at })).toEqual({ at: [null, '2026-11-28T10:00:00.000Z'] });
  });

  it('never carries a password, hash, token, key or secret', () => {
    const before = { password: 'a', passwordHash: 'h', api_token: 't', license_key: 'K', totp_secret: 's', City: 'X' };
    const after = { password: 'b', passwordHash: 'i', api_token: 'u', license_key: 'L', totp_secret: 'r', City: 'Y' };
    expect(changesOf(before, after)).toEqual({ City: ['X', 'Y'] });
  });
});
