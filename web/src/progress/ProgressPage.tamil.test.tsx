import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudentProgress, StudentSkills } from '@prep/domain';
import { sessionStore } from '../session';
import { englishLeftIn } from '../test/englishLeft';
import { inTamil } from '../test/language';
import { fakeAccessToken, renderAt } from '../test/render';
import { ProgressPage } from './ProgressPage';

const reply = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const progress: StudentProgress = {
  student: 7,
  name: 'Ann Best',
  in_class: true,
  classes: ['Period 1'],
  teachers: ['Victor Alvarez'],
  tests: [
    {
      sitting_id: 1,
      date: '2026-03-04',
      test_name: 'SAT Maths 1',
      program: 'SAT',
      section: 'math',
      score: 2,
      total: 3,
      share: 2 / 3,
      class_median: 0.5,
    },
  ],
  warmups: [{ result_id: 9, date: '2026-03-05', test_name: 'Sums to 20', score: 1, total: 4, share: 0.25 }],
};

const algebra = {
  kind: 'subject',
  name: 'Algebra',
  level: 'Familiar',
  answered: 6,
  right: 4,
  share: 4 / 6,
  total_answers: 6,
  last_date: '2026-03-04',
} as const;
const skills: StudentSkills = { student: 7, skills: [algebra], practice_next: [algebra] };

const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url === '/api/analytics/student/7/progress/') return reply(progress);
  if (url === '/api/analytics/student/7/skills/') return reply(skills);
  throw new Error(`unexpected ${url}`);
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.signIn(
    { access: fakeAccessToken({ sub: '7', role: 'teacher', client_id: 1 }), refresh: 'r' },
    { role: 'superadmin', superadmin_id: 0, email: '' },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe("a student's progress in Tamil", () => {
  inTamil();

  it('shows the scores, the levels and what to practise in Tamil, dates and shares as ta-IN writes them', async () => {
    renderAt('/teacher/student/7/progress', [
      { path: '/teacher/student/:studentId/progress', element: <ProgressPage /> },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'முன்னேற்றம்' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ann Best' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'அட்டவணை' }));
    const scores = screen.getByRole('table', { name: 'காலப்போக்கில் தேர்வு மதிப்பெண்கள்' });
    const row = within(scores).getAllByRole('row')[1];
    // 4 March 2026 with its Tamil month, the share to one decimal place, and the class median.
    expect(within(row as HTMLElement).getByText(/^4 மார்\./)).toBeTruthy();
    expect(within(row as HTMLElement).getByText('2 / 3 (66.7%)')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('50.0%')).toBeTruthy();
    const warmups = document.querySelector<HTMLElement>('[data-warmup-scores]');
    expect(warmups && within(warmups).getByText('1 / 4 (25.0%)')).toBeTruthy();

    const skillTable = document.querySelector<HTMLElement>('[data-skills]');
    if (!skillTable) throw new Error('no skills table');
    expect(within(skillTable).getByText('பழக்கமானது')).toBeTruthy();
    expect(within(skillTable).getByText('6-இல் 4 (66.7%)')).toBeTruthy();
    expect(
      screen.getByText('இயற்கணிதம் (பாடம்): உங்கள் கடைசி 6 விடைகளில் 4 சரி, பழக்கமானது', { selector: 'li *, li' }),
    ).toBeTruthy();
    expect(englishLeftIn(document.body)).toEqual([]);
  });
});
