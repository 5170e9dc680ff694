import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api';
import {
  correctedDeadline,
  isSittingId,
  openAgain,
  retryDelay,
  submitAgain,
  syncAfterFailure,
  syncTexts,
} from './session';

const offline = ApiError.network();
const serverFailure = new ApiError(500, 'Something went wrong');
const busy = new ApiError(429, 'Busy', { code: 'busy' });
const refused = new ApiError(409, 'Time is up');
/** A proxy's own page in the server's place. */
const badGateway = ApiError.fromResponse(502, '<html><body><h1>502 Bad Gateway</h1></body></html>');

describe('the server-held clock', () => {
  it('starts from the first remaining time the server gives', () => {
    // 300 s left at t = 1 000 000 ms: the deadline is 1 000 000 + 300 000.
    expect(correctedDeadline(null, 300, 1_000_000)).toBe(1_300_000);
  });

  it('keeps its deadline when the server says nothing', () => {
    expect(correctedDeadline(1_300_000, null, 1_050_000)).toBe(1_300_000);
    expect(correctedDeadline(1_300_000, undefined, 1_050_000)).toBe(1_300_000);
    expect(correctedDeadline(null, null, 1_050_000)).toBeNull();
  });

  it('ignores differences up to 2 s (the request’s travel) and moves beyond', () => {
    // 299 s left at 1 001 500: 1 300 500, half a second off.
    expect(correctedDeadline(1_300_000, 299, 1_001_500)).toBe(1_300_000);
    // 302 s left at 1 000 000: 1 302 000, exactly 2 s off, still within.
    expect(correctedDeadline(1_300_000, 302, 1_000_000)).toBe(1_300_000);
    // One millisecond more: 1 302 001, beyond.
    expect(correctedDeadline(1_300_000, 302, 1_000_001)).toBe(1_302_001);
    // The teacher took a minute away: 240 s left at 1 002 000 is 1 242 000.
    expect(correctedDeadline(1_300_000, 240, 1_002_000)).toBe(1_242_000);
  });
});

describe('sending again', () => {
  it('waits one more second each try, at most five', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(retryDelay)).toEqual([1000, 2000, 3000, 4000, 5000, 5000, 5000]);
  });

  it('opens again on a failing or busy server three times, never on a refusal', () => {
    expect(openAgain(serverFailure, 1)).toBe(true);
    expect(openAgain(busy, 3)).toBe(true);
    expect(openAgain(offline, 3)).toBe(true);
    expect(openAgain(serverFailure, 4)).toBe(false);
    expect(openAgain(offline, 4)).toBe(false);
    expect(openAgain(refused, 1)).toBe(false);
    expect(openAgain(new Error('bug'), 1)).toBe(false);
  });

  it('submits again without end while offline, three times more on a failing server, never on a refusal', () => {
    expect(submitAgain(offline, 1)).toBe(true);
    expect(submitAgain(offline, 50)).toBe(true);
    expect(submitAgain(serverFailure, 3)).toBe(true);
    expect(submitAgain(serverFailure, 4)).toBe(false);
    expect(submitAgain(busy, 4)).toBe(false);
    expect(submitAgain(refused, 1)).toBe(false);
  });
});

describe('the sync line', () => {
  it('says offline only when the request got no answer', () => {
    expect(syncAfterFailure(offline)).toBe('offline');
    expect(syncAfterFailure(serverFailure)).toBe('failed');
    expect(syncAfterFailure(refused)).toBe('failed');
  });

  it('says the server could not be reached when a proxy answered in its place, and the save goes again', () => {
    expect(syncAfterFailure(badGateway)).toBe('unreachable');
    expect(submitAgain(badGateway, 1)).toBe(true);
    expect(syncTexts('Kept here').unreachable).toBe(
      'The server could not be reached; your answers are kept on this device and will be sent',
    );
    // A proxy's page for a request it refused (not a failure of the server) is not sent again.
    expect(syncAfterFailure(ApiError.fromResponse(413, '<html>413 Request Entity Too Large</html>'))).toBe('failed');
  });

  it('shares its words but the failure’s', () => {
    const texts = syncTexts('Kept here');
    expect(texts.failed).toBe('Kept here');
    expect(texts.saved).toBe('All answers saved');
    expect(texts.saving).toBe('Saving answers…');
    expect(texts.offline).toBe(
      'No connection: your answers are kept on this device and will be sent when the connection returns',
    );
  });
});

describe('the sitting id from the address', () => {
  it('is a positive whole number', () => {
    expect([7, 1, 0, -3, 1.5, Number.NaN].map(isSittingId)).toEqual([true, true, false, false, false, false]);
  });
});
