// The Admin Dashboard keeps up with a student taking a warm-up in another browser (issue 16): their list
// is read again when the admin's window regains focus, and every 15 seconds while a sitting of theirs
// runs, without Refresh; the view says when it was last read.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, demoStudent, signInAsStudent, signInViaApi, useBrowser } from '../support';
import { ADMIN_DASHBOARD, openAdminDashboard, resultRow, startWarmup, takeWarmup } from '../support/warmupTaking';

// student5@demoacademy.com, whose personalized warm-up the demo data leaves to take.
const STUDENT = demoStudent(4);
const STUDENT_NAME = 'Emma Foster';
const WARMUP = 'Warmup Set 1 Personalized 1';

const updated = async (page: Page) => (await page.locator('[data-updated]').innerText()).trim();

describe('the Admin Dashboard while a student takes a warm-up', () => {
  const ui = useBrowser();

  it('shows the start on focus and the submission within the interval, each with a new "Updated" time', async () => {
    const { page } = ui;
    await signInViaApi(page, 'clientadmin', ADMIN_DASHBOARD);
    await openAdminDashboard(page, { student: STUDENT_NAME, view: '4 Warmup Personalized' });
    const row = resultRow(page, WARMUP);
    await row.getByText('Assigned: the student can take it now').waitFor();
    const first = await updated(page);
    expect(first).toMatch(/^Updated \d\d:\d\d:\d\d$/);

    const browser = ui.context.browser();
    if (!browser) throw new Error('No browser');
    const other = await browser.newContext({ baseURL: ui.baseUrl, viewport: DESKTOP, reducedMotion: 'reduce' });
    try {
      const student = await other.newPage();
      await signInAsStudent(student, STUDENT);
      await startWarmup(student, WARMUP);

      // The admin comes back to the window: the list is read again.
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await row.getByText('In progress').waitFor();
      await expect.poll(() => updated(page)).not.toBe(first);
      const second = await updated(page);

      await takeWarmup(student, { answers: ({ n }) => (n === 1 ? '1' : undefined) });
      // Nothing done on the admin's side: the 15-second poll of a running sitting brings the submission.
      await row.getByText('Taken: ready for you to analyse').waitFor({ timeout: 25_000 });
      expect(await updated(page)).not.toBe(second);
      expect(await page.getByRole('button', { name: 'Refresh' }).isVisible()).toBe(true);
    } finally {
      await other.close();
    }
  }, 90_000);
});
