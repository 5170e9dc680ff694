// A paper sitting (issue 30) on the student's dashboard: shown as on paper, with no Start, until it is
// graded; then it is listed as any other.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render';
import { masterSitting } from '../../test/sittings';
import { studentSignedIn } from '../../test/studentSession';
import { StudentDashboardPage } from '../StudentDashboardPage';

const reply = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const STUDENT = 12;
const sittings = [
  masterSitting({ master_sitting_id: 1, test_name: 'Paper Mock', on_paper: true, class_name: 'Batch B' }),
  masterSitting({ master_sitting_id: 2, test_name: 'Screen Mock' }),
  masterSitting({
    master_sitting_id: 3,
    test_name: 'Paper Graded',
    on_paper: true,
    state: 'taken',
    test_taken: true,
  }),
];

const server = vi.fn(async (input: RequestInfo | URL): Promise<Response> => {
  const url = String(input);
  if (url === `/api/mastersittingbystudentid/${STUDENT}/`) return reply(sittings);
  if (url === `/api/personalizedbystudentid/${STUDENT}/`) return reply([]);
  return new Promise<Response>(() => {});
});

studentSignedIn(STUDENT, server);

describe('a paper sitting on the student’s dashboard', () => {
  it('is on paper with no Start; the one on screen starts; the graded one waits for its release', async () => {
    renderAt('/student/dashboard', [{ path: '/student/dashboard', element: <StudentDashboardPage /> }]);
    const paper = await screen.findByText('Paper Mock');
    const row = paper.closest('tr')!;
    expect(within(row).getByText('On paper').closest('[data-state]')?.getAttribute('data-state')).toBe('on_paper');
    expect(within(row).queryByRole('button')).toBeNull();
    const screenRow = screen.getByText('Screen Mock').closest('tr')!;
    expect(within(screenRow).getByRole('button', { name: 'Start Screen Mock' })).toBeTruthy();
    const graded = screen.getByText('Paper Graded').closest('tr')!;
    expect(within(graded).getByText('Waiting for release')).toBeTruthy();
    expect(within(graded).queryByText('On paper')).toBeNull();
  });
});
