// What a sheet page's QR code says: `P1:{master_sitting_id}:{page}:{mac}`. The id and page say which
// sitting's which page it is; the mac (a keyed hash of them with the server's secret, 72 bits) says that
// this server printed it, so a code typed or altered by hand is refused. A page of another client's batch
// carries a true mac: the scan refuses it by its sitting's client, not by its code.
import { createHmac, timingSafeEqual } from 'node:crypto';

const VERSION = 'P1';
const MAC_LENGTH = 12;
const CODE = /^P1:(\d{1,10}):(\d{1,3}):([A-Za-z0-9_-]{12})$/;

const macOf = (secret: string, body: string) =>
  createHmac('sha256', `paper-sheet:${secret}`).update(body).digest('base64url').slice(0, MAC_LENGTH);

/** The code printed on page `page` (1-based) of a sitting's sheets. */
export function sheetCode(secret: string, sitting: number, page: number): string {
  const body = `${VERSION}:${sitting}:${page}`;
  return `${body}:${macOf(secret, body)}`;
}

/** The sitting and page a code read from a scan names, or null when it is not a code this server printed. */
export function readSheetCode(secret: string, text: string): { sitting: number; page: number } | null {
  const match = CODE.exec(text);
  if (!match) return null;
  const [, sitting = '', page = '', mac = ''] = match;
  const expected = Buffer.from(macOf(secret, `${VERSION}:${sitting}:${page}`));
  const given = Buffer.from(mac);
  if (!timingSafeEqual(expected, given)) return null;
  const id = Number(sitting);
  return id >= 1 && id <= 2147483647 && Number(page) >= 1 ? { sitting: id, page: Number(page) } : null;
}
