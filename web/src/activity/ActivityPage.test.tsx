import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEventRecord, AuditPage } from '@prep/domain';
import { sessionStore } from '../session';
import { clientAdminSignedIn } from '../test/clientAdminSession';
import { fakeAccessToken, renderAt } from '../test/render';
import { filterOf, NO_CHOICE } from './ActivityFilters';

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const event = (id: number, action: string, changes: AuditEventRecord['changes']): AuditEventRecord => ({
  id,
  at: '2026-11-28T10:15:00Z',
  actor: { id: 5, role: 'clientadmin', name: 'Ada Admin' },
  client: 1,
  action,
  subject: { type: 'student', id: 42, label: 'Sam Student' },
  changes,
  address: '127.0.0.1',
  user_agent: 'test',
  request_id: 'r',
});

const FIRST: AuditPage = {
  count: 51,
  next: '/api/audit/?page=2',
  previous: null,
  results: [
    event(2, 'student.updated', { City: ['Austin', 'Tucson'], gate_student: [false, true] }),
    event(1, 'thing.happened', {}),
  ],
};
const SECOND: AuditPage = {
  count: 51,
  next: null,
  previous: '/api/audit/',
  results: [event(0, 'student.created', { Student_First_Name: [null, 'Sam'] })],
};

let auditAnswer: (url: URL) => Response;
const asked: URL[] = [];

beforeEach(() => {
  asked.length = 0;
  auditAnswer = (url) => reply(url.searchParams.get('page') === '2' ? SECOND : FIRST);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://app.test');
      if (url.pathname === '/api/audit/') {
        asked.push(url);
        return auditAnswer(url);
      }
      if (url.pathname === '/api/teacherandstudent/1')
        return reply({
          students: [{ student_id: 42, Student_First_Name: 'Sam', Student_Last_Name: 'Student' }],
          teachers: [],
          colors: {},
        });
      if (url.pathname === '/api/client/1/') return reply({ ClientName: 'Demo Academy', assign_test_for_class: false });
      if (url.pathname === '/api/client/') return reply([{ client_id: 1, ClientName: 'Demo Academy' }]);
      return reply([]);
    }),
  );
});

describe('Activity', () => {
  clientAdminSignedIn(5);

  it('lists the events newest first in words, each change as before → after, a page at a time', async () => {
    renderAt('/client/activity');
    const table = await screen.findByRole('table', { name: 'Activity' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Student updated');
    expect(rows[0]?.textContent).toContain('Ada Admin');
    expect(rows[0]?.textContent).toContain('Client admin');
    expect(rows[0]?.textContent).toContain('Sam Student');
    const changes = [...(rows[0]?.querySelectorAll('[data-change]') ?? [])].map((line) => line.textContent);
    expect(changes).toEqual(['City: Austin → Tucson', 'gate_student: no → yes']);
    // An action without a text yet is shown by its own name.
    expect(rows[1]?.textContent).toContain('thing.happened');
    expect(screen.getByText('Events found: 51')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await within(table).findByText('Student added');
    expect(asked.at(-1)?.searchParams.get('page')).toBe('2');
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    expect(document.querySelector('[data-change]')?.textContent).toBe('First Name: — → Sam');
  }, 20_000);

  it("shows the server's message when the events cannot be read", async () => {
    auditAnswer = () =>
      reply({ message: 'Enter a valid date and time', message_key: 'Enter a valid date and time' }, 400);
    renderAt('/client/activity');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Enter a valid date and time');
  }, 20_000);

  it("asks for every event the viewer may read, then for the chosen student's", async () => {
    renderAt('/client/activity');
    await screen.findByRole('table', { name: 'Activity' });
    expect(asked[0]?.search).toBe('');
    fireEvent.click(screen.getByRole('combobox', { name: 'Student' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sam Student' }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('student')).toBe('42'));
  }, 20_000);
});

describe('Activity for the super admin', () => {
  it("reads every client's events until one client is chosen, whose students it then offers", async () => {
    sessionStore.signIn(
      { access: fakeAccessToken({ sub: '1', role: 'superadmin', client_id: null }), refresh: 'r' },
      { role: 'superadmin', superadmin_id: 1, email: 'admin@prepdemo.com' },
    );
    renderAt('/superadmin/activity');
    await screen.findByRole('table', { name: 'Activity' });
    expect(asked[0]?.search).toBe('');
    const student = screen.getByRole('combobox', { name: 'Student' });
    expect(student.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('combobox', { name: 'Client' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Demo Academy' }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('client')).toBe('1'));
    await waitFor(() => expect(student.hasAttribute('disabled')).toBe(false));
    sessionStore.clear();
  }, 20_000);
});

describe('the filters as the API reads them', () => {
  it('sends only what is chosen; a day runs from its first to its last millisecond where the viewer is', () => {
    expect(filterOf(NO_CHOICE)).toEqual({});
    const filter = filterOf({
      ...NO_CHOICE,
      action: 'student.updated',
      student: 42,
      from: '2026-11-01',
      to: '2026-11-28',
    });
    expect(filter.action).toBe('student.updated');
    expect(filter.student).toBe(42);
    expect(new Date(filter.from ?? '').getTime()).toBe(new Date(2026, 10, 1).getTime());
    expect(new Date(filter.to ?? '').getTime()).toBe(new Date(2026, 10, 28, 23, 59, 59, 999).getTime());
    // A person is asked for only with their role.
    expect(filterOf({ ...NO_CHOICE, actor: 7 }).actor).toBeUndefined();
    expect(filterOf({ ...NO_CHOICE, role: 'teacher', actor: 7 })).toEqual({ actor_role: 'teacher', actor: 7 });
  });
});
