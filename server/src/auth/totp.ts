// Time-based one-time passwords (RFC 6238) as authenticator apps read them from an otpauth:// address:
// HMAC-SHA-1, 6 digits, 30-second steps. Written here (a few lines of node:crypto) rather than taken from
// a library: decision 0109. Checked against the RFC's appendix B vectors (totp.test.ts).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const TOTP_DIGITS = 6;
export const TOTP_STEP_SECONDS = 30;
/** Steps accepted either side of now: a phone's clock a little off, a code typed as it turns. */
const DRIFT_STEPS = 1;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new shared secret: 160 random bits (RFC 4226's recommended length), in base32 as apps take it. */
export const newTotpSecret = () => base32Encode(randomBytes(20));

/** The time step of a moment (ms since the epoch). */
export const stepAt = (ms: number) => Math.floor(ms / 1000 / TOTP_STEP_SECONDS);

/** RFC 4226's HOTP value of a counter, `digits` long; the key is the raw secret and the hash SHA-1 unless said. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS, hash: 'sha1' | 'sha256' | 'sha512' = 'sha1') {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(hash, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code an authenticator shows for a base32 secret at a moment (ms; now by default). */
export const totpCode = (secret: string, ms = Date.now()) => hotp(base32Decode(secret), stepAt(ms));

/**
 * The step whose code this is, within the drift either side of `ms`; undefined when it is none of them. The
 * caller refuses a step it has seen used (a code works once).
 */
export function matchingStep(secret: string, code: string, ms = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const key = base32Decode(secret);
  const now = stepAt(ms);
  let found: number | undefined;
  // Every candidate is computed and compared in constant time: the answer's timing says nothing.
  for (let step = now - DRIFT_STEPS; step <= now + DRIFT_STEPS; step++) {
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code)) && found === undefined) found = step;
  }
  return found;
}

/** The address an authenticator app reads (Key URI Format), shown as a QR code. */
export function otpauthUrl(secret: string, issuer: string, account: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query}`;
}
