import { describe, expect, it } from 'vitest';
import { heading, pathOf, signInViaApi, useBrowser, visit } from '../support';

// The super-admin routes admin-and-authoring §2 names without screens of their own open the screens that do their jobs.
describe('the super-admin route names without screens', () => {
  const ui = useBrowser();

  it('opens Convert PDF to Doc, Import Doc to Table, Grant Test Access and the tests, not the 404 page', async () => {
    const { page } = ui;
    await signInViaApi(page, 'superadmin');
    const step = (name: string) => page.getByRole('heading', { level: 2, name });

    await visit(page, '/superadmin/convert');
    expect(pathOf(page)).toBe('/superadmin/create-quiz');
    expect(await heading(page)).toBe('Conversion Tool');
    await step('Convert PDF to Doc').waitFor();

    await visit(page, '/superadmin/import');
    expect(pathOf(page)).toBe('/superadmin/create-quiz');
    await step('Import Doc to Table').waitFor();
    // Previous still leads back through the wizard.
    await page.getByRole('button', { name: 'Previous' }).click();
    await step('Convert PDF to Doc').waitFor();

    await visit(page, '/superadmin/assigntest');
    expect(pathOf(page)).toBe('/superadmin/assign-quiz');
    expect(await heading(page)).toBe('Grant Test Access');

    await visit(page, '/superadmin/questionaire');
    expect(pathOf(page)).toBe('/superadmin/test-browser');
    expect(await heading(page)).toBe('Manage Test');
  });
});
