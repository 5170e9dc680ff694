import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestAnalysis } from '@prep/domain';
import { sessionStore } from '../session';
import { englishLeftIn } from '../test/englishLeft';
import { inTamil } from '../test/language';
import { fakeAccessToken, renderAt } from '../test/render';
import { TestAnalysisPage } from './TestAnalysisPage';

const reply = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

// Many sittings, so that the count shows India's grouping (1,23,456) in Tamil.
const analysis: TestAnalysis = {
  n: 123456,
  mean: 1.5,
  median: 1.5,
  sd: 0.5,
  kr20: 0.25,
  sem: 0.43,
  histogram: [
    { score: 1, count: 61728 },
    { score: 2, count: 61728 },
  ],
  items: [
    {
      questionid: 101,
      question_number: 1,
      facility: 0.15,
      discrimination: 0.1,
      flags: ['hard', 'low_discrimination'],
      options: [
        { answersid: 1, name: 'A', count: 18518, share: 0.15, mean_total: 2, isAnswer: true },
        { answersid: 2, name: 'B', count: 104938, share: 0.85, mean_total: 1.41, isAnswer: false },
      ],
    },
  ],
};

const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url === '/api/classroom/') return reply([]);
  if (url === '/api/analytics/test/5/') return reply(analysis);
  if (url === '/quiz/quiz/5/') return reply({ test_name: 'SAT Maths 1', answer_type: 'A-E', question: [] });
  throw new Error(`unexpected ${url}`);
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.signIn(
    { access: fakeAccessToken({ sub: '6', role: 'teacher', client_id: 1 }), refresh: 'r' },
    { role: 'superadmin', superadmin_id: 0, email: '' },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('the item analysis in Tamil', () => {
  inTamil();

  it('names the figures, the items and their flags in Tamil, with numbers as ta-IN writes them', async () => {
    renderAt('/teacher/test-analysis/5', [
      { path: '/teacher/test-analysis/:id', element: <TestAnalysisPage backPath="/teacher/classes" /> },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'வினாப் பகுப்பாய்வு' })).toBeTruthy();
    expect(await screen.findByText('SAT Maths 1: 0 வினாக்கள்', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'தேர்வுகளுக்குத் திரும்பவும்' })).toBeTruthy();
    const sittings = await screen.findByText('1,23,456');
    expect(sittings.dataset.figure).toBe('Sittings');
    expect(screen.getByText('தேர்வு அமர்வுகள்', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('திட்ட விலக்கம்')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'மொத்த மதிப்பெண்களின் பரவல்' })).toBeTruthy();

    const items = screen.getByRole('table', { name: 'வினாக்கள்' });
    expect(within(items).getByText('கடினம்: 20%-க்குக் குறைவாகச் சரி')).toBeTruthy();
    expect(within(items).getByText('வேறுபடுத்தும் திறன் குறைவு: 20-க்குக் கீழ்')).toBeTruthy();
    expect(within(items).getByText('15%')).toBeTruthy();

    fireEvent.click(within(items).getByRole('button', { name: '1ஆம் வினாவைத் திறக்கவும்' }));
    expect(
      await screen.findByRole('heading', { name: '1ஆம் வினா: எளிமைக் குறியீடு 15%, வேறுபடுத்தும் திறன் 10' }),
    ).toBeTruthy();
    const options = document.querySelector<HTMLElement>('[data-options-table]');
    if (!options) throw new Error('no options table');
    expect(within(options).getByText('சரியான விடை')).toBeTruthy();
    expect(within(options).getByText('1,04,938')).toBeTruthy();
    expect(englishLeftIn(document.body)).toEqual([]);
  });
});
