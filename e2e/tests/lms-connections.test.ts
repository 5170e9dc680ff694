// LMS connections (issue 29): a client admin opens the screen from the bar, reads what to paste into the LMS,
// connects an LMS with two deployments, sees it listed, then deletes it after confirming. The screen is
// checked for accessibility with the form filled and the addresses shown.
import { describe, expect, it } from 'vitest';
import { checkA11y, signInViaApi, useBrowser } from '../support';

const RUN = Date.now().toString(36);
const LMS = `https://lms-${RUN}.school.example`;

describe('LMS connections', () => {
  const ui = useBrowser();

  it('connects an LMS, lists it, and deletes it once confirmed', async () => {
    const { page } = ui;
    await signInViaApi(page, 'clientadmin', '/client/teachers');
    await page.getByRole('navigation', { name: 'Client admin' }).getByRole('link', { name: 'LMS connections' }).click();
    await page.getByRole('heading', { level: 1, name: 'LMS connections' }).waitFor();
    const paste = page.getByRole('region', { name: 'What to paste into your LMS' });
    const origin = new URL(page.url()).origin;
    expect(await paste.getByRole('textbox', { name: 'Login initiation URL (OpenID Connect)' }).inputValue()).toBe(
      `${origin}/lti/login`,
    );

    await page.getByRole('button', { name: 'New connection' }).click();
    await page.getByLabel('Name').fill(`Moodle ${RUN}`);
    await page.getByLabel(/^Platform ID/).fill(LMS);
    await page.getByLabel(/^Client ID/).fill(`tool-${RUN}`);
    await page.getByLabel(/^Deployment IDs/).fill('1\n2');
    await page.getByLabel(/^Authentication request URL/).fill(`${LMS}/mod/lti/auth.php`);
    await page.getByLabel(/^Access token URL/).fill(`${LMS}/mod/lti/token.php`);
    await page.getByRole('textbox', { name: /^Public keyset URL$/ }).fill(`${LMS}/mod/lti/certs.php`);
    await page.getByLabel(/^Program/).selectOption('SAT');
    await page.getByRole('button', { name: 'add' }).click();
    await page.locator('.mantine-Notification-root').filter({ hasText: 'LMS connection added' }).first().waitFor();
    const listed = page.getByRole('button', { name: `Moodle ${RUN}` });
    await listed.waitFor();
    await page.getByRole('heading', { name: 'Edit connection' }).waitFor();
    await checkA11y(page, 'LMS connections with a connection open');

    await page.getByRole('button', { name: 'delete' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes, delete it!' }).click();
    await page.locator('.mantine-Notification-root').filter({ hasText: 'LMS connection deleted' }).first().waitFor();
    await listed.waitFor({ state: 'detached' });
  });
});
