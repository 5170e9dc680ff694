import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLASSROOM_MESSAGES } from '@prep/domain';
import { sessionStore } from '../session';
import { fakeClassroomServer as fakeServer } from '../test/classrooms';
import { fakeAccessToken, renderAt } from '../test/render';

beforeEach(() => {
  sessionStore.signIn(
    { access: fakeAccessToken({ sub: '2', role: 'clientadmin', client_id: 1 }), refresh: 'r' },
    { role: 'clientadmin', client_id: 1, client_admin_id: 2, email: 'admin@demoacademy.com' },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const notice = () =>
  screen.findByText((_text, element) => element?.matches('.mantine-Notification-description') ?? false);

describe('Assign to Classrooms', () => {
  it('with the switch off: no link in the bar, and the screen shows the server’s refusal', async () => {
    const server = fakeServer({ switchOn: false });
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/client/adminclassroom');
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain(
      CLASSROOM_MESSAGES.switchOff,
    );
    expect(screen.queryByRole('link', { name: 'Assign to Classrooms' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'add' })).toBeNull();
  });

  it('lists the classes, loads the first, and keeps it when a delete is cancelled', async () => {
    const server = fakeServer({ switchOn: true });
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/client/adminclassroom');
    await screen.findByRole('heading', { name: 'Edit class' }, { timeout: 5000 });
    expect(await screen.findByRole('link', { name: 'Assign to Classrooms' })).toBeTruthy();
    expect((screen.getByLabelText(/Class name/) as HTMLInputElement).value).toBe('9A');
    expect(screen.getByText('1 student in the class')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect((await notice()).textContent).toBe(CLASSROOM_MESSAGES.safe);
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('refuses a class without a name, then adds one with the domain message', async () => {
    const server = fakeServer({ switchOn: true });
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/client/adminclassroom');
    await screen.findByRole('heading', { name: 'Edit class' }, { timeout: 5000 });
    // Cancel, once something changed, leaves the class for a blank form (new mode).
    fireEvent.change(screen.getByLabelText(/Class name/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('heading', { name: 'New class' });
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    expect((await notice()).textContent).toBe(CLASSROOM_MESSAGES.className);
    notifications.clean();
    fireEvent.change(screen.getByLabelText(/Class name/), { target: { value: ' 9B ' } });
    fireEvent.change(screen.getByLabelText(/Program/), { target: { value: 'ACT' } });
    fireEvent.change(screen.getByLabelText('Grade level'), { target: { value: 'Grade 10' } });
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({
      class_name: '9B',
      program: 'ACT',
      grade_level: 'Grade 10',
      teachers: [],
      students: [],
      archived: false,
    });
    expect(await screen.findByText(CLASSROOM_MESSAGES.added)).toBeTruthy();
    expect(await screen.findByRole('button', { name: '9B' })).toBeTruthy();
  });

  it('adds a student found by search to the roster, sending the whole roster', async () => {
    const server = fakeServer({ switchOn: true });
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/client/adminclassroom');
    await screen.findByRole('heading', { name: 'Edit class' }, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText('Search students'), { target: { value: 'bob' } });
    const others = screen.getByRole('region', { name: 'Other students' });
    fireEvent.click(await within(others).findByLabelText('Bob Cole (bob@x.org)'));
    fireEvent.click(within(others).getByRole('button', { name: 'Add 1 to the class' }));
    await waitFor(() => expect(screen.getByText('2 students in the class')).toBeTruthy());
    expect(server.calls.find((c) => c.url === '/api/classroom/4/students/')?.body).toEqual({ students: [11, 12] });
  });

  it('assigns a warm-up set to the class and names the skipped students with the reason', async () => {
    const server = fakeServer({ switchOn: true });
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/client/adminclassroom');
    fireEvent.click(await screen.findByRole('button', { name: 'Assign to Class' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign to 9A' });
    fireEvent.click(within(dialog).getByText('Warm-up set'));
    const set = within(dialog).getByLabelText('Available Warm-up');
    await waitFor(() => expect(set.querySelectorAll('option')).toHaveLength(2));
    fireEvent.change(set, { target: { value: '77' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    const report = await screen.findByRole('dialog', { name: 'Assign to Class' });
    expect(report.textContent).toContain('1 assigned, 1 skipped');
    expect(report.textContent).toContain('Ann Best: The student is not enrolled in this program');
    expect(server.calls.find((c) => c.url === '/api/classroom/4/assign/')?.body).toEqual({
      kind: 'warmup',
      warmup_set_no: 77,
      // Timed by default: 00:00:00 is the set's own ten minutes.
      timer: true,
      student_timer: '00:00:00',
      opens_at: '',
      closes_at: '',
    });
  });

  it('shows the results grid and releases an assignment after naming the class and the test', async () => {
    const server = fakeServer({ switchOn: true });
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/client/adminclassroom');
    const grid = await screen.findByRole('table', { name: 'Results of 9A' }, { timeout: 5000 });
    expect(within(grid).getByText('8.0 / 10')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Release results' }));
    const confirm = await screen.findByRole('dialog', { name: 'Release the results?' });
    expect(confirm.textContent).toContain("Releasing Warm-up A for 9A releases the class's submitted results of it");
    fireEvent.click(within(confirm).getByRole('button', { name: 'Release results' }));
    expect((await notice()).textContent).toBe('1 result released');
    expect(server.calls.find((c) => c.url === '/api/classroom/4/release/')?.body).toEqual({ warmup_set_no: 77 });
  });
});
