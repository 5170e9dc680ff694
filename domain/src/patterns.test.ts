import { describe, expect, it } from 'vitest';
import {
  isEmail,
  isGpa,
  isGrade,
  isLicenseKey,
  isPhone,
  isPlaceName,
  isStrongPassword,
  isZipCode,
  isClientCity,
} from './patterns';

describe('isEmail', () => {
  it.each([
    'john@gmail.com', // the legacy pattern's own shape
    'john.doe@yahoo.co.uk', // legacy: dot part and a further suffix
    'John.Doe@Example.com', // capitals: compared lower-cased
    'jane+prep@gmail.com', // plus addressing
    'dean@mit.edu', // a three-letter domain the legacy pattern refused
    'office@cs.school-district9.k12.us', // sub-domains, digits and hyphens
    'averyveryverylonglocalpart@school.org', // a local part over 15 characters
  ])('accepts %s', (email) => expect(isEmail(email)).toBe(true));

  it.each([
    '',
    'plainaddress',
    '@school.org',
    'john@',
    'john@school',
    'john@@school.org',
    'john doe@school.org',
    'john@school..org',
    'john.@school.org',
    'john@-school.org',
  ])('refuses %j', (email) => expect(isEmail(email)).toBe(false));
});

describe('isPhone', () => {
  it('accepts ddd-ddd-dddd', () => expect(isPhone('555-123-4567')).toBe(true));
  it.each(['5551234567', '555-1234-567', '555-123-456', '(555) 123-4567', '555-123-45678', 'abc-def-ghij'])(
    'refuses %s',
    (v) => expect(isPhone(v)).toBe(false),
  );
});

describe('isLicenseKey', () => {
  it.each(['ABCD-EFGH-IJKL-MNOP', 'a1b2-C3D4-0000-zzzz'])('accepts %s', (v) => expect(isLicenseKey(v)).toBe(true));
  it.each(['ABCD-EFGH-IJKL', 'ABCDEFGHIJKLMNOP', 'ABCD-EFGH-IJKL-MNO', 'ABCD-EFGH-IJKL-MNOP-', 'AB_D-EFGH-IJKL-MNOP'])(
    'refuses %s',
    (v) => expect(isLicenseKey(v)).toBe(false),
  );
});

describe('isZipCode', () => {
  it.each(['02108', '90210-1234'])('accepts %s', (v) => expect(isZipCode(v)).toBe(true));
  it.each(['2108', '021080', '90210-123', 'ABCDE', '90210 1234'])('refuses %s', (v) =>
    expect(isZipCode(v)).toBe(false),
  );
});

describe('isStrongPassword', () => {
  it.each(['abcdefg1', 'PASSWORd9', 'longer pass 2'])('accepts %s', (v) => expect(isStrongPassword(v)).toBe(true));
  it.each(['abc1234', 'abcdefgh', '12345678', 'ABCDEFG1'])('refuses %s', (v) =>
    expect(isStrongPassword(v)).toBe(false),
  );
});

describe('places, GPA and grade', () => {
  it('client city allows digits, place names do not', () => {
    expect(isClientCity('District 9')).toBe(true);
    expect(isClientCity('St. Louis')).toBe(false);
    expect(isPlaceName('New York')).toBe(true);
    expect(isPlaceName('NY')).toBe(false);
    expect(isPlaceName('District 9')).toBe(false);
  });
  it('GPA is 1 to 5 digits and dots', () => {
    expect(isGpa('3.75')).toBe(true);
    expect(isGpa('4')).toBe(true);
    expect(isGpa('3.755')).toBe(true);
    expect(isGpa('3.7555')).toBe(false);
    expect(isGpa('A')).toBe(false);
  });
  it('grade is letters, plus and minus', () => {
    expect(isGrade('A+')).toBe(true);
    expect(isGrade('B-')).toBe(true);
    expect(isGrade('A1')).toBe(false);
  });
});
