import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OneRosterReport } from '@prep/domain';
import { describe, expect, it, vi } from 'vitest';
import { clientAdminSignedIn, notice } from '../test/clientAdminSession';
import { renderAt } from '../test/render';
import { OneRosterDialog } from './OneRosterDialog';

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const counted = (created: number, updated = 0, removed = 0) => ({ created, updated, removed });
const problem = (file: string, line: number, message: string) => ({
  file,
  line,
  field: 'email',
  message,
  message_key: message,
  message_values: {},
});

/** The preview of a district's export: two schools to choose from, then one school's counts. */
function report(over: Partial<OneRosterReport> = {}): OneRosterReport {
  return {
    message: '',
    preview: true,
    orgs: [
      { sourcedId: 'north', name: 'North High', type: 'school' },
      { sourcedId: 'south', name: 'South High', type: 'school' },
    ],
    org: null,
    org_required: true,
    program_required: false,
    students: counted(0),
    teachers: counted(0),
    classes: counted(0),
    memberships: { added: 0, removed: 0 },
    skipped: { other_roles: 0, other_orgs: 0 },
    problems: [],
    invited: 0,
    invitations_failed: 0,
    ...over,
  };
}

const south = {
  org: 'south',
  org_required: false,
  students: counted(60),
  teachers: counted(3),
  classes: counted(3),
  memberships: { added: 63, removed: 0 },
  problems: [problem('users.csv', 7, 'Not an email')],
};

function chooseZip() {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File(['PK'], 'roster.zip', { type: 'application/zip' })] } });
}

function open(fetch: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetch);
  const onImported = vi.fn(async () => {});
  renderAt('/', [{ path: '/', element: <OneRosterDialog opened onClose={() => {}} onImported={onImported} /> }]);
  return onImported;
}

clientAdminSignedIn(2);

describe('Import from OneRoster', () => {
  it('previews, asks for the org, shows the counts and the rows left out, then imports', async () => {
    const urls: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      if (url === '/api/courses/') return reply([]);
      if (url === '/api/import-oneroster/?preview=true') return reply(report());
      if (url === '/api/import-oneroster/?preview=true&org=south') return reply(report(south));
      if (url === '/api/import-oneroster/?org=south') return reply(report({ ...south, preview: false, invited: 33 }));
      return reply({ message: `unexpected ${url}` }, 404);
    });
    const onImported = open(fetch);
    const dialog = await screen.findByRole('dialog', { name: 'Import from OneRoster' });
    chooseZip();
    const select = await within(dialog).findByLabelText('Organisation that is this client');
    expect(
      within(dialog).getByText('The export holds several organisations: choose the one that is this client'),
    ).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'south' } });
    const counts = await waitFor(() => {
      const table = document.querySelector('[data-oneroster-counts]');
      if (!table) throw new Error('no counts yet');
      return table as HTMLElement;
    });
    expect(within(counts).getByRole('row', { name: /Students/ }).textContent).toBe('Students6000');
    expect(within(counts).getByRole('row', { name: /Class memberships/ }).textContent).toBe('Class memberships63–0');
    expect(within(dialog).getByText('line 7')).toBeTruthy();
    expect(within(dialog).getByText('Not an email')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect((await notice()).textContent).toBe('The roster was imported');
    expect(await within(dialog).findByText('Imported. Invitations mailed: 33')).toBeTruthy();
    expect(onImported).toHaveBeenCalledOnce();
    expect(urls.filter((u) => u.startsWith('/api/import-oneroster/'))).toEqual([
      '/api/import-oneroster/?preview=true',
      '/api/import-oneroster/?preview=true&org=south',
      '/api/import-oneroster/?org=south',
    ]);
  });

  it('says why an export is refused, with each problem by file and line', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/courses/') return reply([]);
      return reply(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'The export could not be read: see each problem below',
          message_key: 'The export could not be read: see each problem below',
          message_values: {},
          code: 'oneroster_refused',
          problems: [problem('users.csv', 1, 'The file has no role column')],
        },
        400,
      );
    });
    const onImported = open(fetch);
    const dialog = await screen.findByRole('dialog', { name: 'Import from OneRoster' });
    chooseZip();
    expect((await notice()).textContent).toBe('The export could not be read: see each problem below');
    expect(await within(dialog).findByText('The file has no role column')).toBeTruthy();
    expect(within(dialog).getByText('users.csv')).toBeTruthy();
    expect(onImported).not.toHaveBeenCalled();
  });
});
