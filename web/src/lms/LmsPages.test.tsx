import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session';
import { fakeAccessToken, renderAt } from '../test/render';
import { LmsLandingPage } from './LmsLandingPage';
import { LmsPickerPage } from './LmsPickerPage';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const answerPage =
  '<!doctype html><form id="post" method="post" action="https://lms.example/return"><input type="hidden" name="JWT" value="a.b.c"><button>Continue</button></form>';

const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url === '/quiz/quizwithcourse/')
    return json({
      quiz: [
        { master_qnsbank_id: 7, test_name: 'Algebra check', test_type: 'SAT' },
        { master_qnsbank_id: 8, test_name: 'Times tables', test_type: 'Warmup' },
      ],
      course: [],
    });
  if (url === '/api/lti/deep-link/') {
    const body = JSON.parse(String(init?.body));
    if (body.quiz === 8)
      return json(
        { message: 'This choice expired or was already sent: open the link picker again from the course.' },
        400,
      );
    return new Response(answerPage, { status: 200, headers: { 'content-type': 'text/html' } });
  }
  throw new Error(`unexpected ${url}`);
});

const teacher = () =>
  sessionStore.signIn(
    { access: fakeAccessToken({ sub: '6', role: 'teacher', client_id: 1 }), refresh: 'r' },
    { role: 'superadmin', superadmin_id: 0, email: '' },
  );

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  sessionStore.clear();
});

describe('the LMS landing page', () => {
  it('signed in, goes on to the page the launch names', async () => {
    teacher();
    renderAt('/lms/?to=%2Fteacher%2Fclasses%3Fclass%3D3', [
      { path: '/lms', element: <LmsLandingPage /> },
      { path: '/teacher/classes', element: <p>My Classes here</p> },
    ]);
    expect(await screen.findByText('My Classes here')).toBeTruthy();
  });

  it('without a session (the code spent or expired), says to open the link again', async () => {
    renderAt('/lms/?to=%2Fstudent%2Fdashboard', [{ path: '/lms', element: <LmsLandingPage /> }]);
    expect((await screen.findByRole('alert')).textContent).toMatch(/open the link again from your course/);
  });
});

describe('the deep-linking picker', () => {
  it("lists the school's tests and posts the signed choice on to the LMS", async () => {
    teacher();
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    renderAt('/lms/pick/req-1', [{ path: '/lms/pick/:id', element: <LmsPickerPage /> }]);
    expect(await screen.findByText('Times tables')).toBeTruthy();
    expect(screen.getByText('Warm-up set')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose Algebra check' }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.action).toBe('https://lms.example/return');
    expect((form.elements.namedItem('JWT') as HTMLInputElement).value).toBe('a.b.c');
    expect(JSON.parse(String(fetchMock.mock.calls.find(([u]) => u === '/api/lti/deep-link/')![1]!.body))).toEqual({
      request: 'req-1',
      quiz: 7,
    });
    submit.mockRestore();
  });

  it('a refused choice says why', async () => {
    teacher();
    renderAt('/lms/pick/req-1', [{ path: '/lms/pick/:id', element: <LmsPickerPage /> }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Times tables' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/expired or was already sent/);
  });
});
