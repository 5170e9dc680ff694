import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import type { ClientAdminRecord, ClientRecord } from '@prep/domain';
import { sessionStore } from '../session';
import { fakeAccessToken, renderAt } from '../test/render';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const CLIENT: ClientRecord = {
  client_id: 3,
  ClientName: 'Lakeside Tutors',
  first_name: 'Ana',
  middle_name: '',
  last_name: 'Reyes',
  email: 'office@lakeside.org',
  mobile: '555-555-0101',
  persion: '',
  mobile1: '',
  license_key: 'LAKE-SIDE-TUTR-0001',
  address: '',
  city: '',
  state: '',
  zipcode: '',
  country: 'USA',
  logo: null,
  header_color: '',
  navbar_color: '',
  button_color: '',
  textbox_color: '',
  footer_content: '',
  contact_url: '',
  show_result: false,
  give_personalized: false,
  fluency_recommended: false,
  require_totp_for_staff: false,
  student_retention_months: null,
  erase_answers: false,
  assign_test_for_class: false,
  live_connect: false,
  give_related_test: false,
  enable_dashboard_token: false,
  enable_api_token: false,
  default_language: 'en',
  personzlized_test_count: 0,
  personzlized_warmup_count: 0,
};
const ADMIN: ClientAdminRecord = {
  client_admin_id: 8,
  client: 3,
  FirstName: 'Lee',
  LastName: 'Park',
  email: 'lee@lakeside.org',
  license_key: 'LAKE-SIDE-TUTR-0001',
};

/** The API of these two screens: the clients, and the admins of client 3; anything else is a test failure. */
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (init?.method && init.method !== 'GET') throw new Error(`unexpected ${init.method} ${url}`);
  if (url === '/api/client/') return json([CLIENT]);
  if (url === '/api/clientadmin/?client=3') return json([ADMIN]);
  throw new Error(`unexpected GET ${url}`);
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.signIn(
    { access: fakeAccessToken({ sub: '1', role: 'superadmin', client_id: null }), refresh: 'r' },
    { role: 'superadmin', superadmin_id: 1, email: 'admin@prepdemo.com' },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  // The notifications' store outlives a test's render.
  notifications.clean();
});

/** Clicks delete, then Cancel in the confirmation; resolves with the text of the notification that follows. */
async function cancelDelete(): Promise<string> {
  fireEvent.click(screen.getByRole('button', { name: 'delete' }));
  const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
  expect(confirm.textContent).toContain('Once deleted, you will not be able to recover this Record file!');
  fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  const notice = await screen.findByText(
    (_text, element) => element?.matches('.mantine-Notification-description') ?? false,
  );
  return notice.textContent ?? '';
}

describe('cancelling a delete keeps the record and says so (admin-and-authoring §8)', () => {
  it("Client Profile: 'Client Record is Safe'", async () => {
    renderAt('/superadmin/clientsignup');
    fireEvent.click(await screen.findByRole('button', { name: 'Lakeside Tutors' }, { timeout: 5000 }));
    await screen.findByRole('heading', { name: 'Edit client Lakeside Tutors' });
    expect(await cancelDelete()).toBe('Client Record is Safe');
    expect(screen.getByRole('heading', { name: 'Edit client Lakeside Tutors' })).toBeTruthy();
  });

  it("Client Admin Profile: 'Client Admin record is Safe'", async () => {
    renderAt('/superadmin/admin');
    const chooser = await screen.findByLabelText('Select Client', undefined, { timeout: 5000 });
    await waitFor(() => expect(chooser.querySelectorAll('option')).toHaveLength(2));
    fireEvent.change(chooser, { target: { value: '3' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Lee Park' }));
    await screen.findByRole('heading', { name: 'Edit client admin Lee Park' });
    expect(await cancelDelete()).toBe('Client Admin record is Safe');
    expect(screen.getByRole('heading', { name: 'Edit client admin Lee Park' })).toBeTruthy();
  });
});
