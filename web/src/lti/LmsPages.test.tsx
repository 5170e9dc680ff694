import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session';
import { redeemSignInCode } from '../sign-in/signInCode';
import { fakeAccessToken, renderAt } from '../test/render';
import { LmsPickerPage } from './LmsPickerPage';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const answerPage =
  '<!doctype html><form id="post" method="post" action="https://lms.example/return"><input type="hidden" name="JWT" value="a.b.c"><button>Continue</button></form>';

const student = {
  access_token: fakeAccessToken({ sub: '9', role: 'student', client_id: 1 }),
  refresh: 'r',
  student_id: 9,
  client: 1,
  first_name: 'Asha',
  teacher_name: '',
  email: '',
  enroll_program: '["SAT"]',
  language: null,
  default_language: 'en',
};

const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url === '/auth/lti/') {
    const { code } = JSON.parse(String(init?.body));
    return code === 'good' ? json(student) : json({ message: 'This sign-in link has expired' }, 401);
  }
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

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(async () => {
  sessionStore.clear();
  window.history.replaceState(null, '', '/');
  // Whatever the screens still ask as they go meets the fake, not the network.
  await new Promise((resolve) => setTimeout(resolve, 50));
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('the LMS landing (/lms/)', () => {
  it('exchanges the launch code at /auth/lti/ and goes on to the page the launch names', async () => {
    window.history.replaceState(null, '', '/lms/?to=%2Fstudent%2Ftest%2Fmaster%2F4#lti=good');
    expect(await redeemSignInCode()).toBe(true);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/student/test/master/4');
    expect(sessionStore.current()?.role).toBe('student');
  });

  it('a spent code goes on to the page all the same, its sign-in page saying why; never to another site', async () => {
    window.history.replaceState(null, '', '/lms/?to=%2Fstudent%2Fdashboard#lti=spent');
    expect(await redeemSignInCode()).toBe(false);
    expect(window.location.pathname).toBe('/student/dashboard');
    expect(window.location.hash).toMatch(/^#signin-error=/);
    window.history.replaceState(null, '', '/lms/?to=%2F%2Fevil.example#lti=good');
    await redeemSignInCode();
    expect(window.location.pathname).toBe('/lms/');
  });
});

describe('the deep-linking picker', () => {
  const teacher = () =>
    sessionStore.signIn(
      { access: fakeAccessToken({ sub: '6', role: 'teacher', client_id: 1 }), refresh: 'r' },
      { role: 'superadmin', superadmin_id: 0, email: '' },
    );
  const route = [{ path: '/teacher/lms-pick/:id', element: <LmsPickerPage /> }];

  it("lists the school's tests and posts the signed choice on to the LMS", async () => {
    teacher();
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    renderAt('/teacher/lms-pick/req-1', route);
    expect(await screen.findByText('Times tables')).toBeTruthy();
    expect(screen.getByText('Warm-up set')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose Algebra check' }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.action).toBe('https://lms.example/return');
    expect((form.elements.namedItem('JWT') as HTMLInputElement).value).toBe('a.b.c');
    const sent = fetchMock.mock.calls.find(([u]) => u === '/api/lti/deep-link/');
    expect(JSON.parse(String(sent![1]!.body))).toEqual({ request: 'req-1', quiz: 7 });
    submit.mockRestore();
  });

  it('a refused choice says why', async () => {
    teacher();
    renderAt('/teacher/lms-pick/req-1', route);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Times tables' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/expired or was already sent/);
  });
});
