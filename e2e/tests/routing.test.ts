import { describe, expect, it } from 'vitest';
import { appStarted, heading, pathOf, signInViaApi, useBrowser, visit, waitForPath } from '../support';

describe('guards and unknown paths', () => {
  const ui = useBrowser();

  it('sends a signed-out visitor of any area screen to /', async () => {
    const { page } = ui;
    for (const path of ['/client/teachers', '/superadmin/clientsignup', '/student/dashboard']) {
      await visit(page, path);
      expect(pathOf(page), path).toBe('/');
    }
  });

  it("sends a student away from the client admin's screens", async () => {
    const { page } = ui;
    await signInViaApi(page, 'student');
    expect(await heading(page)).toBe('Student Dashboard');
    await visit(page, '/client/teachers');
    expect(pathOf(page)).toBe('/');
  });

  it('shows the 404 page for unknown paths, with Go back', async () => {
    const { page } = ui;
    await visit(page, '/no-such-page');
    expect(await heading(page)).toBe('Page not found');
    await page.getByRole('button', { name: 'Go back' }).click();
    await waitForPath(page, '/home');

    await visit(page, '/superadmin/no-such-screen');
    expect(await heading(page)).toBe('Page not found');
  });

  it('goes back to the previous screen from a 404 reached inside the app', async () => {
    const { page } = ui;
    await visit(page, '/client');
    await appStarted(page);
    // An in-app navigation (as a link would make) to a path no screen answers.
    await page.evaluate(() => {
      window.history.pushState({ usr: null, key: 'e2e-missing', idx: 1 }, '', '/client/no-such-screen');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByRole('button', { name: 'Go back' }).click();
    await waitForPath(page, '/client');
  });
});
