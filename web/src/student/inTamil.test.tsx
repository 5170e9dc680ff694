// The student's screens in Tamil: the dashboard, a real test and a warm-up, from the real catalogue
// (domain/locales/ta.json), the server answered at the network boundary (fetch).
import type { SittingTaking, WarmupResultDetail, WarmupResultListItem } from '@prep/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inTamil } from '../test/language';
import { renderAt } from '../test/render';
import { studentSignedIn } from '../test/studentSession';
import { masterSitting, personalizedSitting } from '../test/sittings';
import { RealTestPage } from './real-test/RealTestPage';
import { StudentDashboardPage } from './StudentDashboardPage';
import { WarmupTestPage } from './warmup/WarmupTestPage';

const reply = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const STUDENT = 12;
// Newest first on the dashboard: 4 (English), 3 (Tamil), 2 (English), 1 (Tamil).
const sittings = [
  masterSitting({
    master_sitting_id: 1,
    master_sitting_date: '2026-05-01',
    test_name: 'Algebra TA',
    test_lang_type: 'Tamil',
  }),
  masterSitting({ master_sitting_id: 2, master_sitting_date: '2026-05-02', test_name: 'Algebra EN' }),
  masterSitting({
    master_sitting_id: 3,
    master_sitting_date: '2026-05-03',
    test_name: 'Geometry TA',
    test_lang_type: 'Tamil',
  }),
];
const preparation = personalizedSitting({
  personalized_id: 4,
  personalized_sitting_date: '2026-05-04',
  test_name: 'Algebra EN Preparation Test 1',
});

const warmupRow = {
  result_id: 31,
  warmup_set_no: 5,
  student: STUDENT,
  test_name: 'Set 5',
  test_level: 'Level 1',
  total_qns: 2,
  assigned_questions: [],
  timer: true,
  student_timer: '00:05:00',
  time_allowed: '00:05:00',
  remaining_seconds: 240,
  status: 'in_progress',
  sitting_id: null,
  reassign: false,
  is_personalized: false,
  test_taken: false,
  analyse_test_results: false,
  Warmup_date: '2026-05-04T09:00:00.000Z',
  opens_at: null,
  closes_at: null,
  time_taken: '',
  comments: '',
  score: null,
  wrng_qns_list: null,
} satisfies Omit<WarmupResultListItem, 'result' | 'class_name' | 'test_lang_type'>;

const warmupDetail: WarmupResultDetail = {
  ...warmupRow,
  section_duration: '00:05:00',
  draft_answers: {},
  result: null,
  questions: [
    { warmup_id: 71, equation: '6 x 7', operand_one: '6', operand_two: '7', operator: 'x', order: 1 },
    { warmup_id: 72, equation: '9 - 4', operand_one: '9', operand_two: '4', operator: '-', order: 2 },
  ],
};

const taking: SittingTaking = {
  sitting: masterSitting({
    master_sitting_id: 3,
    test_name: 'Geometry TA',
    test_lang_type: 'Tamil',
    state: 'in_progress',
    clock_status: 'in_progress',
    timer: true,
    remaining_seconds: 1200,
  }),
  section_duration: '00:20:00',
  saved_answers: [],
  questions: [1, 2].map((n) => ({
    questionid: 100 + n,
    question_number: n,
    question_type: 'multiple choice',
    text_format: 'plain' as const,
    question_header: '',
    question_text: `முக்கோணம் ${n}`,
    question_image: null,
    answers: ['A', 'B', 'C', 'D'].map((label, i) => ({ answersid: 1000 + n * 10 + i, name: `${i + 1}`, label })),
  })),
};

const server = vi.fn(async (input: RequestInfo | URL): Promise<Response> => {
  const url = String(input);
  if (url === `/api/mastersittingbystudentid/${STUDENT}/`) return reply(sittings);
  if (url === `/api/personalizedbystudentid/${STUDENT}/`) return reply([preparation]);
  if (url === `/api/warmup-resultbyid/${STUDENT}/`)
    // Oldest first, as the server lists them: the Tamil set, then a newer English one.
    return reply([
      { ...warmupRow, result: null, class_name: null, test_lang_type: 'Tamil' },
      { ...warmupRow, result_id: 32, test_name: 'Set 6', result: null, class_name: null, test_lang_type: 'English' },
    ]);
  if (url === '/api/mastersitting/3/start/') return reply(taking);
  if (url === '/api/warmup-result/31/start/') return reply(warmupDetail);
  // The skills and fluency sections below the lists stay loading: not what these tests look at.
  return new Promise<Response>(() => {});
});

studentSignedIn(STUDENT, server);

describe('the student’s screens in Tamil', () => {
  inTamil();

  it('shows the dashboard in Tamil, each test’s language translated, the Tamil tests first', async () => {
    renderAt('/student/dashboard', [{ path: '/student/dashboard', element: <StudentDashboardPage /> }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'மாணவர் முகப்புப் பலகை' })).toBeTruthy();
    expect(screen.getByText('வருக, Kavin!')).toBeTruthy();
    const tests = await screen.findByRole('table', { name: 'உங்கள் முறையான தேர்வுகளும் ஆயத்தத் தேர்வுகளும், புதியவை முதலில்' });
    expect(within(tests).getByRole('columnheader', { name: 'மொழி' })).toBeTruthy();
    const rows = within(tests).getAllByRole('row').slice(1);
    // Tamil tests first, newest first within each language.
    expect(rows.map((row) => row.getAttribute('data-sitting'))).toEqual([
      'master-3',
      'master-1',
      'personalized-4',
      'master-2',
    ]);
    const languages = rows.map((row) => row.querySelector('[data-test-language]')?.lastChild?.textContent);
    expect(languages).toEqual(['தமிழ்', 'தமிழ்', 'ஆங்கிலம்', 'ஆங்கிலம்']);
    expect(within(rows[0]!).getByRole('button', { name: 'Geometry TA ஐத் தொடங்கவும்' }).textContent).toBe('தொடங்கவும்');
    expect(within(rows[2]!).getByText('ஆயத்தத் தேர்வு')).toBeTruthy();
    // The date in Tamil (ta-IN): the month's Tamil name.
    expect(rows[0]!.textContent).toMatch(/மே/);
    const warmups = await screen.findByRole('table', { name: 'உங்களுக்கு ஒதுக்கப்பட்ட பயிற்சிச் சுற்றுகள், புதியவை முதலில்' });
    const warmupRows = within(warmups).getAllByRole('row').slice(1);
    // The Tamil warm-up first, though the English one is newer.
    expect(warmupRows.map((row) => row.getAttribute('data-result'))).toEqual(['31', '32']);
    expect(warmupRows.map((row) => row.querySelector('[data-test-language]')?.lastChild?.textContent)).toEqual([
      'தமிழ்',
      'ஆங்கிலம்',
    ]);
    expect(within(warmupRows[0]!).getByRole('button', { name: 'Set 5 ஐத் தொடரவும்' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'என் பயிற்சிச் சுற்றுகள்' })).toBeTruthy();
  });

  it('shows a real test in Tamil: heading, countdown, question, flag and the keys explained', async () => {
    renderAt('/student/test/master/3', [{ path: '/student/test/:kind/:id', element: <RealTestPage /> }]);
    expect(await screen.findByText('வினா 1 / 2')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'தேர்வு' })).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'மீதமுள்ள நேரம்' })).toBeTruthy();
    expect(screen.getByText('முக்கோணம் 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'மறுபார்வைக்குக் குறியிடவும்' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'சமர்ப்பிக்கவும்' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'அடுத்து' })).toBeTruthy();
    // The keys stay N, P, F, 1-5 and A-E; their explanation is in Tamil.
    const keys = document.querySelector('[data-key-help]')?.textContent ?? '';
    expect(keys).toMatch(/^விசைகள்: 1-5 அல்லது A-E/);
    expect(keys).toContain('N அடுத்த வினா');
  });

  it('shows a warm-up in Tamil: its title, the count of questions, the cards and the keys explained', async () => {
    renderAt('/student/warmup/31', [{ path: '/student/warmup/:resultId', element: <WarmupTestPage /> }]);
    expect(await screen.findByRole('group', { name: 'வினா 1: 6 × 7' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'பயிற்சிச் சுற்று' })).toBeTruthy();
    expect(screen.getByText(/^2 வினாக்கள்/)).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'கழிந்த நேரம்' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'வினா 2 இன் விடை' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'வினா 1 க்கான விசைப்பலகையைத் திறக்கவும்' })).toBeTruthy();
    expect(document.querySelector('[data-key-help]')?.textContent).toMatch(/^விசைகள்: விடையைத் தட்டச்சு செய்து Enter/);
  });
});
