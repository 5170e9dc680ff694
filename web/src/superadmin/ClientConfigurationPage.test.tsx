import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { CLIENT_MESSAGES, type ClientRecord } from '@prep/domain';
import { sessionStore } from '../session';
import { inTamil } from '../test/language';
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
  header_color: '#1c3f94',
  navbar_color: '',
  button_color: '',
  textbox_color: '',
  footer_content: '',
  contact_url: '',
  show_result: true,
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

/** The bodies the page sent with PUT /api/client/3/. */
const sent: unknown[] = [];

/** The API of this screen: the clients, and the update of client 3, answered as the server does. */
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  const method = init?.method ?? 'GET';
  if (method === 'GET' && url === '/api/client/') return json([CLIENT]);
  if (method === 'PUT' && url === '/api/client/3/') {
    const body = JSON.parse(String(init?.body)) as Partial<ClientRecord>;
    sent.push(body);
    return json({ ...CLIENT, ...body, message: CLIENT_MESSAGES.configurationUpdated });
  }
  if (method === 'GET' && url === '/api/client/3/retention-preview/?months=12') {
    return json([{ student_id: 9, name: 'Asha Rao', programs_exited_at: '2025-01-15T10:00:00.000Z' }]);
  }
  throw new Error(`unexpected ${method} ${url}`);
});

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.signIn(
    { access: fakeAccessToken({ sub: '1', role: 'superadmin', client_id: null }), refresh: 'r' },
    { role: 'superadmin', superadmin_id: 1, email: 'admin@prepdemo.com' },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  notifications.clean();
});

/** Opens the page and chooses Lakeside Tutors in the client select (labelled in the language shown). */
async function chooseClient(clientLabel: string) {
  renderAt('/superadmin/pageconfiguration');
  const chooser = await screen.findByLabelText(clientLabel, undefined, { timeout: 5000 });
  await waitFor(() => expect(chooser.querySelectorAll('option')).toHaveLength(2));
  fireEvent.change(chooser, { target: { value: '3' } });
}

describe('Client Configuration in Tamil (issue 21)', () => {
  inTamil();

  it('shows its headings, fields and switches in Tamil, and the default language named in Tamil', async () => {
    await chooseClient('நிறுவனம்');
    expect(screen.getByRole('heading', { level: 1, name: 'நிறுவன அமைப்புகள்' })).toBeTruthy();
    expect(screen.getByLabelText('தலைப்புப் பட்டையின் நிறம்')).toBeTruthy();
    expect((screen.getByLabelText('முடிவைக் காட்டுதல்') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('தனிப்பயனாக்கிய தேர்வுகளின் எண்ணிக்கை')).toBeTruthy();
    const language = screen.getByLabelText('இயல்பு மொழி') as HTMLSelectElement;
    expect(language.value).toBe('en');
    expect(Array.from(language.options, (option) => [option.value, option.text])).toEqual([
      ['en', 'ஆங்கிலம்'],
      ['ta', 'தமிழ்'],
    ]);
    expect(screen.getByRole('button', { name: 'புதுப்பிக்கவும்' })).toBeTruthy();
  });

  it('saves Tamil as the client’s default language', async () => {
    await chooseClient('நிறுவனம்');
    fireEvent.change(screen.getByLabelText('இயல்பு மொழி'), { target: { value: 'ta' } });
    fireEvent.click(screen.getByRole('button', { name: 'புதுப்பிக்கவும்' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ default_language: 'ta', header_color: '#1c3f94', show_result: true });
    await waitFor(() => expect((screen.getByLabelText('இயல்பு மொழி') as HTMLSelectElement).value).toBe('ta'));
  });
});

describe('Client Configuration in English', () => {
  it('offers English and Tamil as the default language, English for a client that has none', async () => {
    const { default_language: _none, ...older } = CLIENT;
    fetchMock.mockImplementationOnce(async () => json([older]));
    await chooseClient('Client');
    const language = screen.getByLabelText('Default Language') as HTMLSelectElement;
    expect(language.value).toBe('en');
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Tamil']);
  });
});

describe('Client Configuration: retention (issue 28)', () => {
  it('lists who a retention would erase before it is saved, then saves it', async () => {
    await chooseClient('Client');
    const months = screen.getByLabelText('Erase students this many months after they left every program');
    fireEvent.change(months, { target: { value: '12' } });
    const list = await screen.findByRole('list', { name: 'Students who would be erased' });
    expect(list.textContent).toBe('Asha Rao, left every program on Jan 15, 2025');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ student_retention_months: 12 });
    // Saved: the value is the client's now, so the list of who it would newly erase is gone.
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Students who would be erased' })).toBeNull());
  });
});
