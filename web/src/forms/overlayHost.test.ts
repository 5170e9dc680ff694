import { describe, expect, it } from 'vitest';
import { onOverlaysRequested, overlaysMounted, withOverlays } from './overlayHost';

describe('the dialog host', () => {
  it('asks for the host when a dialog comes first, opens it once the host listens, then opens at once', () => {
    const opened: string[] = [];
    let requests = 0;
    const stop = onOverlaysRequested(() => {
      requests += 1;
    });

    withOverlays(() => opened.push('delete'));
    expect(requests).toBe(1);
    expect(opened).toEqual([]);

    overlaysMounted();
    expect(opened).toEqual(['delete']);

    stop();
    withOverlays(() => opened.push('update'));
    expect(opened).toEqual(['delete', 'update']);
    expect(requests).toBe(1);
  });
});
