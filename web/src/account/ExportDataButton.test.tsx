import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showLanguage } from '../i18n/language';
import { sessionStore } from '../session';
import { fakeAccessToken, renderAt } from '../test/render';
import { EXPORT_DATA, ExportDataButton } from './ExportDataButton';

const at = (person: { kind: 'student' | 'teacher'; id: number } | null) => {
  sessionStore.signIn(
    { access: fakeAccessToken({ sub: '5', role: 'clientadmin', client_id: 1 }), refresh: 'r' },
    { role: 'clientadmin', client_id: 1, client_admin_id: 5, email: 'admin@demoacademy.com' },
  );
  return renderAt('/export', [{ path: '/export', element: <ExportDataButton person={person} label={EXPORT_DATA} /> }]);
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await showLanguage('en');
});

describe('Export data', () => {
  it('waits for a person to be selected', () => {
    at(null);
    expect(screen.getByRole('button', { name: 'Export data' }).hasAttribute('disabled')).toBe(true);
  });

  it('spins while the zip comes, then saves it under the server’s name', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn((_url: string) => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const saved: string[] = [];
    // jsdom makes no object URLs: the file's name is what the test reads.
    const urls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: () => 'blob:zip', revokeObjectURL: () => {} });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    at({ kind: 'student', id: 7 });
    const button = screen.getByRole('button', { name: 'Export data' });
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('data-loading')).toBe('true'));
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/student/7/export/');
    answer(
      new Response(new Uint8Array([80, 75, 5, 6]), {
        status: 200,
        headers: {
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename="student-7-export.zip"',
        },
      }),
    );
    await waitFor(() => expect(saved).toEqual(['student-7-export.zip']));
    await waitFor(() => expect(button.getAttribute('data-loading')).toBeNull());
    click.mockRestore();
    Object.assign(URL, urls);
  });

  it('says in Tamil that the download failed when the server could not build it', async () => {
    await showLanguage('ta');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    at({ kind: 'teacher', id: 3 });
    fireEvent.click(screen.getByRole('button', { name: 'தரவை ஏற்றுமதி செய்யவும்' }));
    expect(await screen.findByText('தரவைப் பதிவிறக்க இயலவில்லை. பின்னர் மீண்டும் முயலவும்.')).toBeTruthy();
  });
});
