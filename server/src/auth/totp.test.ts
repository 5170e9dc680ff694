// RFC 6238 appendix B: the test vectors for SHA-1, SHA-256 and SHA-512 (8 digits), and the 6-digit
// codes an authenticator app shows for the same moments.
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchingStep, otpauthUrl, stepAt, totpCode } from './totp';

const SEED = {
  sha1: Buffer.from('12345678901234567890', 'ascii'),
  sha256: Buffer.from('12345678901234567890123456789012', 'ascii'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234', 'ascii'),
};

const VECTORS: Array<[number, string, string, string]> = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('RFC 6238 appendix B', () => {
  it.each(VECTORS)('at %i s gives the RFC’s codes for SHA-1, SHA-256 and SHA-512', (seconds, s1, s256, s512) => {
    const step = stepAt(seconds * 1000);
    expect(hotp(SEED.sha1, step, 8, 'sha1')).toBe(s1);
    expect(hotp(SEED.sha256, step, 8, 'sha256')).toBe(s256);
    expect(hotp(SEED.sha512, step, 8, 'sha512')).toBe(s512);
  });

  it('gives the six-digit code an app shows (the last six of the SHA-1 vector) from the base32 secret', () => {
    const secret = base32Encode(SEED.sha1);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    for (const [seconds, s1] of VECTORS) expect(totpCode(secret, seconds * 1000)).toBe(s1.slice(2));
  });
});

describe('a code checked', () => {
  const secret = base32Encode(SEED.sha1);
  const now = 1234567890_000;

  it('matches its own step and the steps either side, not further', () => {
    const step = stepAt(now);
    expect(matchingStep(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchingStep(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchingStep(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1);
    expect(matchingStep(secret, totpCode(secret, now - 90_000), now)).toBeUndefined();
  });

  it('refuses what is not six digits', () => {
    for (const code of ['', '12345', '1234567', 'abcdef', ' 05924'])
      expect(matchingStep(secret, code, now)).toBeUndefined();
  });

  it('round-trips base32 and writes the address an app reads', () => {
    expect(base32Decode(base32Encode(Buffer.from([1, 2, 3, 250])))).toEqual(Buffer.from([1, 2, 3, 250]));
    expect(otpauthUrl(secret, 'Prep', 'a@b.test')).toBe(
      `otpauth://totp/Prep:a%40b.test?secret=${secret}&issuer=Prep&algorithm=SHA1&digits=6&period=30`,
    );
  });
});
