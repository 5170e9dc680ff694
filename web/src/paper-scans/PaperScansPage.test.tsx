import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaperLayout, PaperScan } from '@prep/domain';
import { sessionStore } from '../session';
import { fakeAccessToken, renderAt } from '../test/render';
import { PaperScansPage } from './PaperScansPage';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const option = (label: string, i: number) => ({ label, x: 100 + i * 20, y: 200, r: 6 });
const layout: PaperLayout = {
  page: { width: 595, height: 842 },
  marks: [],
  pages: [41, 42, 43].map((sitting) => ({
    page: 1,
    master_sitting_id: sitting,
    version: 1,
    student: sitting + 100,
    code: { x: 0, y: 0, size: 50 },
    questions: [
      { number: 1, multiple: false, options: ['A', 'B', 'C', 'D'].map(option) },
      { number: 2, multiple: true, options: ['A', 'B', 'C'].map(option) },
    ],
  })),
};

const said = (message: string) => ({ message, message_key: message, message_values: {} });
const UNSURE = 'Some answers could not be read for certain: check them';
const NO_MARKS = 'The four corner marks of an answer sheet were not found on this page';

let confirmed = false;
const scan = (): PaperScan => ({
  scan: 5,
  status: 'done',
  progress: { pages_read: 3, pages_total: 3 },
  pages: [
    {
      page: 1,
      batch: 3,
      master_sitting_id: 41,
      student: 141,
      student_name: 'Asha Rao',
      sheet_page: 1,
      state: 'graded',
      answers: [
        { number: 1, marked: ['B'], certain: true },
        { number: 2, marked: ['A'], certain: true },
      ],
      problem: null,
    },
    {
      page: 2,
      batch: 3,
      master_sitting_id: 42,
      student: 142,
      student_name: 'Ben Ode',
      sheet_page: 1,
      state: confirmed ? 'graded' : 'needs_review',
      answers: [
        { number: 1, marked: ['A'], certain: false },
        { number: 2, marked: ['B', 'C'], certain: true },
      ],
      problem: confirmed ? null : said(UNSURE),
    },
    {
      page: 3,
      batch: null,
      master_sitting_id: null,
      student: null,
      student_name: null,
      sheet_page: null,
      state: 'unreadable',
      answers: [],
      problem: said(NO_MARKS),
    },
  ],
  candidates: [{ master_sitting_id: 43, student: 143, student_name: 'Chen Li', batch: 3 }],
});

const posted: Array<{ url: string; body: unknown }> = [];
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url === '/api/paper/scans/5/') return json(scan());
  if (url === '/api/paper/sheets/3/layout/') return json(layout);
  if (url.startsWith('/api/paper/scans/5/pages/') && url.includes('/image'))
    return new Response(new Blob([new Uint8Array([255, 216, 255])], { type: 'image/jpeg' }));
  if (url.endsWith('/confirm/') && init?.method === 'POST') {
    posted.push({ url, body: JSON.parse(String(init.body)) });
    confirmed = true;
    return json(scan().pages[1]);
  }
  throw new Error(`unexpected ${url}`);
});

const urls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

beforeEach(() => {
  confirmed = false;
  posted.length = 0;
  vi.stubGlobal('fetch', fetchMock);
  Object.assign(URL, { createObjectURL: () => 'blob:scan', revokeObjectURL: () => {} });
  sessionStore.signIn(
    { access: fakeAccessToken({ sub: '2', role: 'clientadmin', client_id: 1 }), refresh: 'r' },
    { role: 'superadmin', superadmin_id: 0, email: '' },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  Object.assign(URL, urls);
  fetchMock.mockClear();
});

const page = <PaperScansPage />;
const routes = [
  { path: '/client/paper-scans', element: page },
  { path: '/client/paper-scans/:scan', element: page },
];

const item = async (name: RegExp) => {
  const list = await screen.findByRole('list', { name: 'Pages of the scan' }, { timeout: 5000 });
  const found = within(list)
    .getAllByRole('listitem')
    .find((li) => name.test(li.textContent ?? ''));
  if (!found) throw new Error(`no page ${name}`);
  return found;
};

describe('a scan’s pages', () => {
  it('lists every page with its student, state and problem; a review confirms the answer chosen', async () => {
    renderAt('/client/paper-scans/5?class=8', routes);
    expect(await screen.findByText('Read: 1 graded, 1 to review, 1 unreadable, 0 duplicate')).toBeTruthy();
    const asha = await item(/Asha Rao/);
    expect(within(asha).getByText('Graded')).toBeTruthy();
    const ben = await item(/Ben Ode/);
    expect(within(ben).getByText('Needs review')).toBeTruthy();
    expect(within(ben).getByText(UNSURE)).toBeTruthy();
    // Only the uncertain question, its row's image beside its options, set to what was read.
    const choices = await within(ben).findByRole('radiogroup', { name: 'Question 1' });
    expect(within(ben).queryByRole('group', { name: 'Question 2' })).toBeNull();
    expect(
      (await within(ben).findByRole('img', { name: 'Question 1 on Ben Ode’s sheet, as scanned' })).getAttribute('src'),
    ).toBe('blob:scan');
    expect(fetchMock).toHaveBeenCalledWith('/api/paper/scans/5/pages/2/image?question=1', expect.anything());
    expect((within(choices).getByRole('radio', { name: 'A' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(choices).getByRole('radio', { name: 'C' }));
    fireEvent.click(within(ben).getByRole('button', { name: 'Confirm answers' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      url: '/api/paper/scans/5/pages/2/confirm/',
      body: {
        answers: [
          { number: 1, marked: ['C'] },
          { number: 2, marked: ['B', 'C'] },
        ],
      },
    });
    expect(await screen.findByText('Read: 2 graded, 0 to review, 1 unreadable, 0 duplicate')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'See the class’s results' });
    expect(link.getAttribute('href')).toBe('/client/adminclassroom?class=8');
    expect(screen.getByRole('link', { name: 'Results of Ben Ode' }).getAttribute('href')).toBe(
      '/client/student/142/progress',
    );
  });

  it('gives an unreadable page to a student by hand, with the rows of their sheet', async () => {
    renderAt('/client/paper-scans/5', routes);
    const lost = await item(/Student not known/);
    expect(within(lost).getByText('Unreadable')).toBeTruthy();
    expect(within(lost).getByText(NO_MARKS)).toBeTruthy();
    expect(await within(lost).findByRole('img', { name: 'Page 3 of the scan, as scanned' })).toBeTruthy();
    expect(within(lost).getByRole('button', { name: 'Confirm answers' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(lost).getByRole('combobox', { name: 'Student' }), { target: { value: '43' } });
    const first = await within(lost).findByRole('radiogroup', { name: 'Question 1' });
    fireEvent.click(within(first).getByRole('radio', { name: 'D' }));
    const second = within(lost).getByRole('group', { name: 'Question 2' });
    fireEvent.click(within(second).getByRole('checkbox', { name: 'C' }));
    fireEvent.click(within(second).getByRole('checkbox', { name: 'A' }));
    await waitFor(() =>
      expect(within(lost).getByRole('button', { name: 'Confirm answers' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(within(lost).getByRole('button', { name: 'Confirm answers' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      url: '/api/paper/scans/5/pages/3/confirm/',
      body: {
        master_sitting_id: 43,
        sheet_page: 1,
        answers: [
          { number: 1, marked: ['D'] },
          { number: 2, marked: ['A', 'C'] },
        ],
      },
    });
  });
});
