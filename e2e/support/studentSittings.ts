// Assignments and releases made through the API as the client admin would make them on the Admin
// Dashboard (whose screens have their own tests), for the tests of the student's screens.
import type { APIRequestContext } from 'playwright-core';
import { type Credentials, DEMO } from './demo';
import type { SetupQuestion } from './realTestSetup';

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
) {
  const res = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  if (!res.ok()) throw new Error(`${method} ${path} answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as T;
}

async function signIn<T>(request: APIRequestContext, path: string, data: Record<string, string>): Promise<T> {
  const res = await request.post(path, { data });
  if (!res.ok()) throw new Error(`Sign-in at ${path} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The demo client admin's access token. */
export const clientAdminToken = async (request: APIRequestContext) =>
  (
    await signIn<{ access_token: string }>(request, '/auth/clientadmin/', {
      email: DEMO.clientAdmin.email,
      password: DEMO.clientAdmin.password,
      license_key: DEMO.clientAdmin.licenseKey,
    })
  ).access_token;

/** A student's id, from their own sign-in. */
export const studentIdOf = async (request: APIRequestContext, student: Credentials) =>
  (
    await signIn<{ student_id: number }>(request, '/auth/student/', {
      email: student.email,
      password: student.password,
    })
  ).student_id;

/** Assigns a real test to the student, timed by the test's duration when `timer`; the sitting's id. */
export async function assignRealTestViaApi(
  request: APIRequestContext,
  { testId, student, timer = false }: { testId: number; student: Credentials; timer?: boolean },
): Promise<number> {
  const token = await clientAdminToken(request);
  const body = { master_qnsbank: testId, student: await studentIdOf(request, student), timer };
  const sitting = await call<{ master_sitting_id: number }>(request, token, 'POST', '/api/mastersitting/', body);
  return sitting.master_sitting_id;
}

/** Releases a taken real test to the student (what analysing it does on the dashboard). */
export async function releaseRealTestViaApi(request: APIRequestContext, sittingId: number): Promise<void> {
  const token = await clientAdminToken(request);
  await call(request, token, 'PUT', `/api/mastersitting/${sittingId}/`, { analyse_test_results: true });
}

/** Assigns one of the client's warm-up sets by its name to the student, with this timer (hh:mm:ss). */
export async function assignWarmupViaApi(
  request: APIRequestContext,
  { setName, student, timer }: { setName: string; student: Credentials; timer: string },
): Promise<number> {
  const token = await clientAdminToken(request);
  const sets = await call<Array<{ master_qnsbank_id: number; test_name: string }>>(
    request,
    token,
    'GET',
    '/quiz/quiz/?test_type=Warmup',
  );
  const set = sets.find((s) => s.test_name === setName);
  if (!set) throw new Error(`The demo client has no warm-up set named ${setName}`);
  const body = {
    warmup_set_no: set.master_qnsbank_id,
    student: await studentIdOf(request, student),
    timer: true,
    student_timer: timer,
  };
  return (await call<{ result_id: number }>(request, token, 'POST', '/api/warmup-result/', body)).result_id;
}

/** A figure as a data URL (the import keeps an address it cannot fetch as it is). */
export const FIGURE = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="80"><rect width="160" height="80" fill="#1c7ed6"/></svg>',
).toString('base64')}`;

/**
 * Four questions with formulas in the options, a figure and five steps (the fourth empty), the last
 * carrying the header its file gave it as its first question.
 */
export const FRACTION_QUESTIONS: SetupQuestion[] = [
  {
    text: 'What is $\\frac{1}{2} + \\frac{1}{4}$?',
    options: ['$\\frac{3}{4}$', '$\\frac{2}{6}$', '$1$', '$\\frac{1}{8}$'],
    key: 1,
    image: FIGURE,
    // Step 4 left empty, step 5 written: the viewer shows four steps, the last being the fifth.
    steps: ['Write both over 4: $\\frac{2}{4} + \\frac{1}{4}$', 'Add the tops', 'Nothing to simplify', '', 'So A'],
  },
  { text: 'What is 15% of 80?', options: ['8', '10', '12', '15'], key: 3 },
  { text: 'What is $2^5$?', options: ['10', '16', '32', '64'], key: 3 },
  // Imported from a file where it was the first question.
  { text: 'Which number is prime?', options: ['4', '6', '7', '9'], key: 3, header: 'Question 1' },
];
