// Generated test names in Tamil (issue 27): the student's dashboard composes a preparation test's and the
// personalized and recommended warm-ups' names from their stored parts, in Tamil with the number; a name
// typed by a person (no parts) is shown as typed.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inTamil } from '../test/language';
import { renderAt } from '../test/render';
import { studentSignedIn } from '../test/studentSession';
import { personalizedSitting } from '../test/sittings';
import { warmupResult } from '../test/warmups';
import { StudentDashboardPage } from './StudentDashboardPage';

const reply = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const STUDENT = 12;
const preparation = personalizedSitting({
  personalized_id: 4,
  test_name: 'SAT Practice 3 Personalized 2',
  name_parts: { kind: 'personalized', base: 'SAT Practice 3', number: 2 },
});

const warmup = (over: Parameters<typeof warmupResult>[0]) =>
  warmupResult({ student: STUDENT, test_name: 'Sums to 20', is_personalized: true, score: null, ...over });
const warmups = [
  warmup({
    result_id: 31,
    test_name: 'Sums to 20 Personalized 1',
    name_parts: { kind: 'personalized', base: 'Sums to 20', number: 1 },
  }),
  warmup({
    result_id: 32,
    test_name: 'Sums to 20 Recommended Test',
    name_parts: { kind: 'recommended', base: 'Sums to 20' },
  }),
  warmup({
    result_id: 33,
    warmup_set_no: null,
    test_name: 'Master Recommended Test',
    name_parts: { kind: 'master recommended' },
  }),
  warmup({ result_id: 34, test_name: 'Extra practice', is_personalized: false }),
];

const server = vi.fn(async (input: RequestInfo | URL): Promise<Response> => {
  const url = String(input);
  if (url === `/api/mastersittingbystudentid/${STUDENT}/`) return reply([]);
  if (url === `/api/personalizedbystudentid/${STUDENT}/`) return reply([preparation]);
  if (url === `/api/warmup-resultbyid/${STUDENT}/`) return reply(warmups);
  // The skills and fluency sections below the lists stay loading: not what this test looks at.
  return new Promise<Response>(() => {});
});

studentSignedIn(STUDENT, server);

describe('generated test names in Tamil', () => {
  inTamil();

  it('composes them from their parts on the student’s dashboard, the base name and number kept', async () => {
    renderAt('/student/dashboard', [{ path: '/student/dashboard', element: <StudentDashboardPage /> }]);
    const tests = await screen.findByRole('table', { name: 'உங்கள் முறையான தேர்வுகளும் ஆயத்தத் தேர்வுகளும், புதியவை முதலில்' });
    expect(within(tests).getByText('SAT Practice 3 தனிப்பயனாக்கிய பதிப்பு 2')).toBeTruthy();
    expect(within(tests).getByRole('button', { name: 'SAT Practice 3 தனிப்பயனாக்கிய பதிப்பு 2 ஐத் தொடங்கவும்' })).toBeTruthy();

    const list = await screen.findByRole('table', { name: 'உங்களுக்கு ஒதுக்கப்பட்ட பயிற்சிச் சுற்றுகள், புதியவை முதலில்' });
    const names = within(list)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td')[1]?.lastChild?.textContent);
    expect(names).toEqual([
      'Extra practice',
      'முதன்மைப் பரிந்துரைப் பயிற்சிச் சுற்று',
      'Sums to 20 பரிந்துரைப் பயிற்சிச் சுற்று',
      'Sums to 20 தனிப்பயனாக்கிய பதிப்பு 1',
    ]);
    expect(list.textContent).not.toMatch(/Personalized|Recommended/);
  });
});
