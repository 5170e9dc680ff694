// Print for paper (issue 30) from the test browser: the class chosen, Letter and two versions sent; the
// answer names the skipped student with the reason, and Print booklet opens the booklet page of the print.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clientAdminSignedIn } from '../test/clientAdminSession';
import { renderAt } from '../test/render';
import { PrintForPaperDialog } from './PrintForPaperDialog';

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const classroom = { id: 3, class_name: 'Batch B', program: 'SAT', archived: false };
const students = [
  { student_id: 21, first_name: 'Asha', last_name: 'K', email: 'a@x.com' },
  { student_id: 22, first_name: 'Ravi', last_name: 'M', email: 'r@x.com' },
];

clientAdminSignedIn(5);

describe('Print for paper', () => {
  it('prints for the class chosen, A4 or Letter, two versions; names who was skipped; opens the booklet', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (url === '/api/classroom/') return reply([classroom]);
        if (url === '/api/classroom/3/results/') return reply({ students, assignments: [], rows: [] });
        if (url === '/api/paper/sheets/' && init?.method === 'POST') {
          sent.push(JSON.parse(String(init.body)));
          return reply(
            {
              batch: 9,
              sittings: [{ student: 21, master_sitting_id: 70, version: 1 }],
              skipped: [{ student: 22, reason: 'This test is already assigned to this student' }],
            },
            201,
          );
        }
        return new Promise<Response>(() => {});
      }),
    );
    const { router } = renderAt('/client/questionaire', [
      {
        path: '/client/questionaire',
        element: <PrintForPaperDialog opened onClose={() => {}} test={{ id: 8, name: 'SAT Mock' }} />,
      },
      { path: '/client/paper/:batch/booklet', element: <p>booklet</p> },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Print for paper' });
    expect(within(dialog).getByText('SAT Mock')).toBeTruthy();
    const print = within(dialog).getByRole('button', { name: 'Print' });
    expect(print.hasAttribute('disabled')).toBe(true);
    await within(dialog).findByRole('option', { name: 'Batch B' });
    fireEvent.change(within(dialog).getByLabelText('Select Class'), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText('Page size'), { target: { value: 'Letter' } });
    fireEvent.click(within(dialog).getByText('Two versions (A and B)'));
    fireEvent.click(print);

    await within(dialog).findByText('1 assigned, 1 skipped');
    expect(sent).toEqual([{ master_qnsbank: 8, page_size: 'Letter', versions: 2, classroom: 3 }]);
    expect(await within(dialog).findByText('Ravi M: This test is already assigned to this student')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print booklet' }));
    expect(router.state.location.pathname).toBe('/client/paper/9/booklet');
  });
});
