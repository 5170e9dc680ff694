// Rosters from the SIS end to end (issue 29): the client admin opens Import from OneRoster on the classes
// screen, chooses a OneRoster 1.1 CSV export, sees its preview, chooses the program of the new class, imports
// it; the class is listed, and the new student with an email is mailed the invitation to choose a password.
import { strToU8, zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y, outboxFiles, settled, signInAsClientAdmin, useBrowser, visit, waitForMail } from '../support';

const RUN = Date.now().toString(36);
const CLASS_NAME = `Rostered ${RUN}`;
const STUDENT_EMAIL = `rostered.${RUN}@demoacademy.com`;
const TEACHER_EMAIL = `rostered.teacher.${RUN}@demoacademy.com`;

/** A school of one class, one teacher and two students (one without an email), as a SIS exports it. */
function exportZip(): Buffer {
  const files = {
    'manifest.csv': 'propertyName,value\nmanifest.version,1.0\noneroster.version,1.1\n',
    'orgs.csv': `sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId\norg-${RUN},,,E2E High,school,,\n`,
    'users.csv': [
      'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password',
      `stu-a-${RUN},,,true,org-${RUN},student,,,Ravi,Kumar,,,${STUDENT_EMAIL},,,,09,`,
      `stu-b-${RUN},,,true,org-${RUN},student,,,Meena,Das,,,,,,,09,`,
      `tch-${RUN},,,true,org-${RUN},teacher,,,Selvi,Raman,,,${TEACHER_EMAIL},,,,,`,
    ].join('\n'),
    'classes.csv': `sourcedId,title,grades,courseSourcedId,schoolSourcedId\ncls-${RUN},${CLASS_NAME},09,crs-${RUN},org-${RUN}\n`,
    'enrollments.csv': [
      'sourcedId,classSourcedId,schoolSourcedId,userSourcedId,role',
      `e1-${RUN},cls-${RUN},org-${RUN},stu-a-${RUN},student`,
      `e2-${RUN},cls-${RUN},org-${RUN},stu-b-${RUN},student`,
      `e3-${RUN},cls-${RUN},org-${RUN},tch-${RUN},teacher`,
    ].join('\n'),
  };
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))));
}

async function chooseExport(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Import from OneRoster' });
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    dialog.getByRole('button', { name: 'Choose the .zip file' }).click(),
  ]);
  await chooser.setFiles({ name: 'oneroster.zip', mimeType: 'application/zip', buffer: exportZip() });
  return dialog;
}

describe('Import from OneRoster', () => {
  const browser = useBrowser();

  it('previews an export, imports it with the program chosen, and invites the new people', async () => {
    const { page } = browser;
    await signInAsClientAdmin(page);
    await visit(page, '/client/adminclassroom');
    await page.getByRole('button', { name: 'Import from OneRoster' }).click();
    const seen = outboxFiles();
    const dialog = await chooseExport(page);

    // The course names no program: the preview asks for one, and the import waits for it.
    const program = dialog.getByLabel('Program of the new classes');
    await program.waitFor();
    expect(await dialog.getByRole('button', { name: 'Import' }).isDisabled()).toBe(true);
    await program.selectOption('SAT');
    const counts = dialog.locator('[data-oneroster-counts]');
    await counts.waitFor();
    expect(await counts.getByRole('row', { name: /^Students/ }).innerText()).toMatch(/Students\s+2\s+0\s+0/);
    expect(await counts.getByRole('row', { name: /^Teachers/ }).innerText()).toMatch(/Teachers\s+1\s+0\s+0/);
    await checkA11y(page);

    await dialog.getByRole('button', { name: 'Import' }).click();
    await dialog.getByText('Imported. Invitations mailed: 2').waitFor();
    const mail = await waitForMail(STUDENT_EMAIL, seen);
    expect(mail.subject).toBe('You are invited to sign in as a student');
    await waitForMail(TEACHER_EMAIL, seen);

    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await settled(page);
    await page.getByText(CLASS_NAME).first().waitFor();
  });
});
