import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClassroomLms, ClassroomResults, LmsScore } from '@prep/domain';
import { sessionStore } from '../session';
import { fakeAccessToken, renderAt } from '../test/render';
import { ClassLms } from './ClassLms';

const reply = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const results: ClassroomResults = {
  classroom: { id: 4, class_name: '9A' },
  students: [
    { student_id: 11, first_name: 'Ann', last_name: 'Best', email: 'ann@x.org' },
    { student_id: 12, first_name: 'Raj', last_name: 'Kumar', email: 'raj@x.org' },
  ],
  assignments: [
    {
      id: 7,
      kind: 'test',
      quiz: 3,
      test_name: 'SAT Math 1',
      timer: false,
      student_timer: '00:00:00',
      opens_at: null,
      closes_at: null,
      total_qns: 4,
    },
  ],
  cells: [
    { student: 11, assignment: 7, record: 101, state: 'submitted', score: 3, total_qns: 4, released: true },
    { student: 12, assignment: 7, record: 102, state: 'submitted', score: 2, total_qns: 4, released: true },
  ],
} as ClassroomResults;

const score = (id: number, student: number, work_id: number, state: LmsScore['state'], last_error = ''): LmsScore => ({
  id,
  kind: 'master',
  work_id,
  student,
  state,
  score_given: student === 11 ? 3 : 2,
  score_maximum: 4,
  attempts: 1,
  last_error,
  sent_at: state === 'sent' ? '2026-11-28T10:00:00.000Z' : null,
  next_attempt_at: '2026-11-28T10:00:00.000Z',
});

let lms: ClassroomLms;
const calls: Array<{ method: string; url: string }> = [];
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  calls.push({ method: init?.method ?? 'GET', url });
  if (url === '/api/classroom/4/lms/') return reply(lms);
  if (url === '/api/lti/scores/2/resend/')
    return reply({ ...lms.scores[1], state: 'waiting', attempts: 0, last_error: '' });
  if (url === '/api/classroom/4/sync/')
    return reply({
      added: 1,
      removed: 2,
      unchanged: 5,
      refused: [{ sub: 'an-admin', reason: 'The LMS did not say who this person is (no sub claim).' }],
    });
  throw new Error(`unexpected ${url}`);
});

const signIn = (role: 'clientadmin' | 'teacher') =>
  sessionStore.signIn(
    { access: fakeAccessToken({ sub: '6', role, client_id: 1 }), refresh: 'r' },
    { role: 'superadmin', superadmin_id: 0, email: '' },
  );
const show = () => renderAt('/c', [{ path: '/c', element: <ClassLms classroomId={4} results={results} /> }]);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  calls.length = 0;
  lms = {
    context: { title: 'Algebra', can_sync: true },
    scores: [score(1, 11, 101, 'sent'), score(2, 12, 102, 'refused', 'The LMS answered 422: The column is locked')],
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('the class’s LMS scores and sync', () => {
  it('shows each score’s state with the platform’s words, and sends a refused one again', async () => {
    signIn('clientadmin');
    show();
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('Ann Best');
    expect(rows[0]!.textContent).toContain('SAT Math 1');
    expect(rows[0]!.textContent).toContain('sent');
    expect(rows[1]!.textContent).toContain('refused');
    expect(rows[1]!.textContent).toContain('Refused: The LMS answered 422: The column is locked');
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('The score will be sent again in a moment.')).toBeTruthy();
    expect(calls).toContainEqual({ method: 'POST', url: '/api/lti/scores/2/resend/' });
  });

  it('syncs with the LMS for an admin, naming those not added', async () => {
    signIn('clientadmin');
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Sync with LMS' }, { timeout: 5000 }));
    expect(await screen.findByText('Synced with the LMS: 1 added, 2 removed, 5 unchanged.')).toBeTruthy();
    expect(screen.getByText(/an-admin: The LMS did not say who this person is/)).toBeTruthy();
    expect(calls).toContainEqual({ method: 'POST', url: '/api/classroom/4/sync/' });
  });

  it('shows no sync button to a teacher, and nothing for a class from no LMS course', async () => {
    signIn('teacher');
    const { unmount } = show();
    expect(await screen.findByText('From the LMS course Algebra', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sync with LMS' })).toBeNull();
    unmount();
    lms = { context: null, scores: [] };
    show();
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/classroom/4/lms/')).toHaveLength(2));
    expect(screen.queryByText(/LMS/)).toBeNull();
  });
});
