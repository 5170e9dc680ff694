// Text kept encrypted at rest (AES-256-GCM, a random IV each time; the tag makes a changed value fail to
// open). One-time sign-in codes seal their answer under a key derived from the code (sign-in-codes.ts);
// two-factor secrets and challenges under keys derived from the server's secret or the challenge
// (auth/two-factor.ts). A key is derived for one purpose only: `keyFor('purpose', material)`.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** A 256-bit key for one purpose, derived from secret material (a code, a challenge, the server's secret). */
export const keyFor = (purpose: string, material: string) =>
  createHash('sha256').update(`${purpose}:${material}`).digest();

export function seal(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The text sealed under `key`; undefined when it is malformed (a wrong key or a changed value throws). */
export function unseal(key: Buffer, stored: string): string | undefined {
  const [iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !sealed) return undefined;
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
}
