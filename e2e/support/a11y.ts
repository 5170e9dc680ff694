import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');
const BLOCKING = new Set(['serious', 'critical']);

function describe(violation: Result): string {
  const nodes = violation.nodes
    .slice(0, 5)
    .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
    .join('\n');
  return `  [${violation.impact}] ${violation.id}: ${violation.help}\n${nodes}`;
}

/**
 * Runs axe-core on the page as it is now and fails on any violation, whatever its impact (issue 21: axe finds
 * no violation on any screen); `{ every: false }` would block only serious and critical ones.
 * axe is evaluated rather than added as a <script>: the server's Content-Security-Policy rightly
 * refuses inline scripts, and the suite should run against that policy, not around it.
 */
export async function checkA11y(page: Page, context = 'page', { every = true } = {}): Promise<void> {
  // Colours measured mid-transition (a dialog fading in) are not the ones anybody reads.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run(ctx: Document, options: object): Promise<unknown> } }).axe.run(document, {
      resultTypes: ['violations'],
    }),
  )) as AxeResults;
  const blocking = results.violations.filter((v) => every || BLOCKING.has(v.impact ?? ''));
  if (blocking.length) {
    throw new Error(`Accessibility violations on ${context} (${page.url()}):\n${blocking.map(describe).join('\n')}`);
  }
}
