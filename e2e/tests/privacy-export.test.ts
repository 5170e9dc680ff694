// The privacy export in the browser (issue 28): a client admin exports a student's data from the student's
// profile, and a student downloads their own from their account; each download is a zip whose student.json
// names the student.
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoStudent, signInViaApi, useBrowser } from '../support';

/** The files of a downloaded zip, as text. */
async function zipFiles(download: Download): Promise<Record<string, string>> {
  const path = await download.path();
  const files = unzipSync(new Uint8Array(readFileSync(path)));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

/** Clicks the button and answers the zip it downloads; the button spins until the file has come. */
async function downloadBy(page: Page, name: string): Promise<{ download: Download; files: Record<string, string> }> {
  const button = page.getByRole('button', { name, exact: true });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  await expect.poll(() => button.getAttribute('data-loading')).toBeNull();
  return { download, files: await zipFiles(download) };
}

describe('privacy export', () => {
  const ui = useBrowser();

  it('a client admin exports a student’s data from the student’s profile', async () => {
    const { page } = ui;
    const student = demoStudent(0);
    await signInViaApi(page, 'clientadmin', '/client/students');
    const list = page.getByRole('region', { name: 'Students' });
    await expect
      .poll(() => list.getByRole('button', { name: student.firstName }).getAttribute('aria-current'))
      .toBe('true');
    const { download, files } = await downloadBy(page, 'Export data');
    expect(download.suggestedFilename()).toMatch(/^student-\d+-export\.zip$/);
    const profile = JSON.parse(files['student.json'] ?? '{}');
    expect(profile).toMatchObject({ Student_First_Name: student.firstName, email: student.email });
    expect(profile).not.toHaveProperty('api_token');
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['sittings.json', 'sittings.csv', 'audit.json']));
  });

  it('a student downloads their own data from their account', async () => {
    const { page } = ui;
    const student = demoStudent(0);
    await signInViaApi(page, 'student', '/student/account');
    await page.getByRole('heading', { name: 'My data' }).waitFor();
    const { files } = await downloadBy(page, 'Download my data');
    expect(JSON.parse(files['student.json'] ?? '{}')).toMatchObject({ Student_First_Name: student.firstName });
  });
});
