import { describe, expect, it } from 'vitest';
import { DEMO, settled, signInViaApi, useBrowser } from '../support';

interface Stored {
  access: string;
  refresh: string;
}

describe('session', () => {
  const ui = useBrowser();

  it('renews a rejected access token with the refresh token and replays the call', async () => {
    const { page } = ui;
    await signInViaApi(page, 'clientadmin');
    const before = await page.evaluate(
      () => JSON.parse(window.sessionStorage.getItem('prep.session') ?? '{}') as Stored,
    );
    // A token whose signature no longer matches is refused like an expired one (401 token_not_valid).
    await page.evaluate(() => {
      const stored = JSON.parse(window.sessionStorage.getItem('prep.session') ?? '{}') as Stored;
      window.sessionStorage.setItem('prep.session', JSON.stringify({ ...stored, access: `${stored.access}x` }));
    });
    const refreshed = page.waitForResponse((res) => res.url().endsWith('/auth/token/refresh/') && res.status() === 200);
    await page.reload();
    await settled(page);
    await refreshed;
    // The client's branding (GET /api/client/1/) arrived on the replayed call.
    await page.getByRole('link', { name: DEMO.clientName }).waitFor();
    const after = await page.evaluate(
      () => JSON.parse(window.sessionStorage.getItem('prep.session') ?? '{}') as Stored,
    );
    expect(after.refresh).not.toBe(before.refresh);
    expect(after.access).not.toBe(`${before.access}x`);
  });

  it('ends the session at / when the refresh token is refused too', async () => {
    const { page } = ui;
    await signInViaApi(page, 'student');
    await page.evaluate(() => {
      const stored = JSON.parse(window.sessionStorage.getItem('prep.session') ?? '{}') as Stored;
      window.sessionStorage.setItem(
        'prep.session',
        JSON.stringify({ ...stored, access: `${stored.access}x`, refresh: 'spent' }),
      );
    });
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => window.sessionStorage.getItem('prep.session'))).toBeNull();
  });
});
