import type { Page } from 'playwright-core';
import { checkA11y } from './a11y';

/** The path (and query) the page is on now. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Waits until the page is on `path` (a pathname; the query string is ignored). */
export async function waitForPath(page: Page, path: string, timeout = 10_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout });
}

/** Waits for the screen to settle: its one h1 is shown and nothing is loading. */
export async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ state: 'visible' });
  await page
    .locator('[data-loading="true"], .mantine-Loader-root')
    .first()
    .waitFor({ state: 'hidden' })
    .catch(() => {});
}

/**
 * Waits until the app's script has taken the page over: a prerendered page shows its h1 before any script
 * runs, and an in-app navigation made before then would hydrate the wrong screen's markup (React #418).
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/**
 * Opens a path of the app (relative to the server under test), waits for the screen, and checks
 * it with axe. Redirects are followed: check pathOf(page) afterwards when that matters.
 */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settled(page);
  await checkA11y(page, path);
}

/** The text of the page's h1. */
export async function heading(page: Page): Promise<string> {
  return (await page.locator('h1').first().innerText()).trim();
}
