// Signed addresses: a path with an expiry and an HMAC of both, so an address the server handed out (a video to
// play, a part to upload) works without a bearer token (a <video> element sends none) and nothing else does.
import { createHmac, timingSafeEqual } from 'node:crypto';

const mac = (secret: string, path: string, expires: number) =>
  createHmac('sha256', secret).update(`${expires}\n${path}`).digest('base64url');

/** `path?expires=…&signature=…`, valid for `seconds` from now. */
export function signPath(secret: string, path: string, seconds: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + seconds;
  return `${path}?expires=${expires}&signature=${mac(secret, path, expires)}`;
}

/** True when the signature is the server's for this path and has not expired. */
export function verifyPath(
  secret: string,
  path: string,
  expires: number | undefined,
  signature: string | undefined,
  now = Date.now(),
): boolean {
  if (expires === undefined || !signature || expires < Math.floor(now / 1000)) return false;
  const expected = Buffer.from(mac(secret, path, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
