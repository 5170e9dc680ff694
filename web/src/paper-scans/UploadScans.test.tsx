import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaperScan } from '@prep/domain';
import { sessionStore } from '../session';
import { fakeAccessToken, renderAt } from '../test/render';
import { PaperScansPage } from './PaperScansPage';

/** The upload's one request: held until the test lets it answer, so its progress can be seen. */
let answer: { status: number; body: unknown } = { status: 201, body: { scan: 9 } };
let release: () => void = () => {};
const sent: FormData[] = [];

class FakeXhr {
  upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  open() {}
  setRequestHeader() {}
  getResponseHeader() {
    return 'application/json';
  }
  abort() {}
  send(form: FormData) {
    sent.push(form);
    setTimeout(() => this.upload.onprogress?.({ loaded: 512, total: 1024 }), 0);
    release = () => {
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    };
  }
}

const reading: PaperScan = {
  scan: 9,
  status: 'reading',
  progress: { pages_read: 1, pages_total: null },
  pages: [],
  candidates: [],
};
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  if (String(input) === '/api/paper/scans/9/')
    return new Response(JSON.stringify(reading), { headers: { 'content-type': 'application/json' } });
  throw new Error(`unexpected ${String(input)}`);
});

beforeEach(() => {
  answer = { status: 201, body: { scan: 9 } };
  sent.length = 0;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.signIn(
    { access: fakeAccessToken({ sub: '2', role: 'teacher', client_id: 1 }), refresh: 'r' },
    { role: 'superadmin', superadmin_id: 0, email: '' },
  );
});
afterEach(() => vi.unstubAllGlobals());

const page = <PaperScansPage />;
const routes = [
  { path: '/teacher/paper-scans', element: page },
  { path: '/teacher/paper-scans/:scan', element: page },
];

/** Chooses files in the file input, as the file dialog hands them over. */
function choose(container: HTMLElement, names: string[]) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  expect(input.multiple).toBe(true);
  fireEvent.change(input, { target: { files: names.map((n) => new File(['%PDF'], n)) } });
}

describe('Upload scans', () => {
  it('sends every file as a part named file, shows how much has gone, then opens the scan as it is read', async () => {
    const view = renderAt('/teacher/paper-scans?class=4', routes);
    await screen.findByRole('heading', { level: 1, name: 'Upload scans' });
    choose(view.container, ['class.pdf', 'late.jpg']);
    fireEvent.click(screen.getByRole('button', { name: 'Upload scans' }));
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(screen.getByText('Uploading: 50%')).toBeTruthy();
    expect(sent[0]?.getAll('file').map((f) => (f as File).name)).toEqual(['class.pdf', 'late.jpg']);
    release();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/teacher/paper-scans/9'));
    expect(view.router.state.location.search).toBe('?class=4');
    expect(await screen.findByText('Reading the pages… 1 read so far')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Reading progress' })).toBeTruthy();
  });

  it('says why nothing was sent: a file of another kind, or the server’s refusal', async () => {
    const view = renderAt('/teacher/paper-scans', routes);
    await screen.findByRole('heading', { level: 1, name: 'Upload scans' });
    choose(view.container, ['class.pdf', 'notes.docx']);
    fireEvent.click(screen.getByRole('button', { name: 'Upload scans' }));
    expect((await screen.findByRole('alert')).textContent).toContain('notes.docx is not a PDF or an image (JPEG, PNG)');
    expect(sent).toHaveLength(0);

    answer = {
      status: 413,
      body: {
        statusCode: 413,
        error: 'Payload Too Large',
        message: 'What was sent is too large for the server.',
        message_key: 'What was sent is too large for the server.',
        message_values: {},
      },
    };
    choose(view.container, ['class.pdf']);
    fireEvent.click(screen.getByRole('button', { name: 'Upload scans' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    release();
    expect((await screen.findByRole('alert')).textContent).toContain('What was sent is too large for the server.');
    expect(view.router.state.location.pathname).toBe('/teacher/paper-scans');
  });
});
