// A client admin signed in for each test of a file; after each, the fetch stubbed at the network boundary is
// restored and the notifications shown are cleared.
import { notifications } from '@mantine/notifications';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { sessionStore } from '../session';
import { fakeAccessToken } from './render';

export function clientAdminSignedIn(adminId: number) {
  beforeEach(() => {
    sessionStore.signIn(
      { access: fakeAccessToken({ sub: String(adminId), role: 'clientadmin', client_id: 1 }), refresh: 'r' },
      { role: 'clientadmin', client_id: 1, client_admin_id: adminId, email: 'admin@demoacademy.com' },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    notifications.clean();
  });
}

/** The next notification's text (Mantine's description). */
export const notice = () =>
  screen.findByText((_text, element) => element?.matches('.mantine-Notification-description') ?? false);

/** Chooses a CSV file with the screen's import button (Mantine's FileButton: a hidden file input). */
export function chooseCsv(text: string, name: string) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
}
