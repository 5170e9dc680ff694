import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { QuestionView, QuizRecord } from '@prep/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api';
import { inTamil } from '../../test/language';
import { Providers } from '../../app/Providers';
import { DataToolPage } from './DataToolPage';

const quiz = (id: number, name: string, type: string): QuizRecord => ({
  master_qnsbank_id: id,
  test_name: name,
  test_description: `About ${name}`,
  section: 'math',
  answer_type: 'A - H',
  test_type: type,
  course: 2,
  subject_category: 'Algebra',
  section_duration: '00:25:00',
  quiz_url: '',
  test_booklet_year: '2026',
  grade_level: type === 'Warmup' ? 'Grade 5' : '',
  test_level: type === 'Warmup' ? 'Basic' : '',
  test_lang_type: 'English',
  is_practice_test: false,
  check_box_scoring: 'all or nothing' as const,
});

const question = (id: number, n: number, text: string, key: number): QuestionView => ({
  questionid: id,
  master_qnsbank: 1,
  question_number: n,
  question_complexity: '1',
  question_type: 'multiple choice',
  text_format: 'plain' as const,
  question_header: `Question ${n}`,
  question_text: text,
  question_image: null,
  section_code: 1,
  answers: ['2', '4', '6', '8'].map((name, i) => ({
    answersid: id * 10 + i,
    name,
    isAnswer: i + 1 === key,
    question: id,
    master_qnsbank: 1,
    section_code: 1,
  })),
  steps: [],
  stepvideo: [],
});

const TESTS = [
  quiz(1, 'SAT Practice', 'SAT'),
  quiz(2, 'ACT One', 'ACT'),
  quiz(3, 'Set A', 'Warmup'),
  { ...quiz(4, 'SAT பின்னங்கள்', 'SAT'), test_lang_type: 'Tamil' },
];
const QUESTIONS: Record<string, QuestionView[]> = {
  '1': [question(11, 1, 'What is $\\frac{1}{2}$ of 8?', 2), question(12, 2, 'Which is even?', 1)],
  '2': [],
  '4': [question(41, 1, '8 இன் $\\frac{1}{2}$ பங்கு எவ்வளவு?', 2)],
};

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/quiz/quizwithcourse/') {
        return json({
          quiz: TESTS,
          course: [
            { course_id: 2, course_type: 'SAT' },
            { course_id: 6, course_type: 'Warmup' },
          ],
        });
      }
      if (url.pathname === '/quiz/question/')
        return json(QUESTIONS[url.searchParams.get('master_qnsbank') ?? ''] ?? []);
      return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderTool(readOnly = false) {
  const router = createMemoryRouter([{ path: '/', element: <DataToolPage readOnly={readOnly} /> }]);
  return render(
    <Providers queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
}

const parts = () => within(screen.getByRole('navigation', { name: 'Data Tool parts' }));
const part = (name: string | RegExp) => parts().getByRole('button', { name }) as HTMLButtonElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

// Whole screens render here (a 200-number select among them): slower than the pure tests on a shared machine.
describe('Data Tool', { timeout: 30_000 }, () => {
  it('starts at SUMMARY with only SUMMARY and META DATA open', async () => {
    renderTool();
    expect(heading()).toBe('Data Tool');
    await screen.findByRole('cell', { name: 'SAT Practice' });
    expect(part('QUESTIONS').disabled).toBe(true);
    expect(part('ANSWERS').disabled).toBe(true);
    expect(part('VIDEOS').disabled).toBe(true);
  });

  it('adds with nothing chosen; a chosen test can be updated or deleted and opens its questions', async () => {
    renderTool();
    fireEvent.click(await screen.findByRole('button', { name: 'Open SAT Practice' }));
    expect(heading()).toBe('Manage Test');
    expect((screen.getByLabelText('Test Name') as HTMLInputElement).value).toBe('SAT Practice');
    expect(button('add').disabled).toBe(true);
    expect(button('Update').disabled).toBe(false);
    expect(button('delete').disabled).toBe(false);
    // The chosen test is highlighted in QUIZES; WARMUPS lists the warm-up set.
    const quizzes = within(screen.getByRole('region', { name: 'QUIZES' }));
    expect(quizzes.getByRole('button', { name: 'SAT Practice' }).getAttribute('aria-current')).toBe('true');
    within(screen.getByRole('region', { name: 'WARMUPS' })).getByRole('button', { name: 'Set A' });

    fireEvent.click(part('QUESTIONS'));
    expect(heading()).toBe('Manage Questions');
    const list = within(await screen.findByRole('region', { name: 'Questions' }));
    await list.findByRole('button', { name: /^# 2\b/ });
    // Nothing chosen: add, with the next free number and complexity 1 or 2.
    expect(button('add').disabled).toBe(false);
    expect(button('Update').disabled).toBe(true);
    expect((screen.getByLabelText('Question Number') as HTMLSelectElement).value).toBe('3');
    const complexity = () =>
      Array.from((screen.getByLabelText('Complexity') as HTMLSelectElement).options, (o) => o.value);
    expect(complexity()).toEqual(['', '1', '2']);
    expect(part('ANSWERS').disabled).toBe(true);

    fireEvent.click(list.getByRole('button', { name: /^# 1\b/ }));
    await waitFor(() =>
      expect((screen.getByLabelText('Question Text') as HTMLTextAreaElement).value).toContain('frac'),
    );
    expect(button('add').disabled).toBe(true);
    expect(button('Update').disabled).toBe(false);
    expect(complexity()).toEqual(['', '1', '2', '3', '4', '5']);
    // The formula is previewed beside the field.
    const preview = screen.getByRole('group', { name: 'Preview of Question Text' });
    await waitFor(() => expect(preview.querySelector('.katex')).not.toBeNull());

    // The chosen question's options load in ANSWERS, with its key.
    fireEvent.click(part('ANSWERS'));
    expect(heading()).toBe('Answer Options');
    expect((screen.getByLabelText('Option 2') as HTMLTextAreaElement).value).toBe('4');
    expect((screen.getByLabelText('Correct Answer') as HTMLSelectElement).value).toBe('2');
    expect(button('Update').disabled).toBe(false);
    fireEvent.click(part('STEPS'));
    expect(heading()).toBe('Add Steps');
    expect(button('add').disabled).toBe(false);

    // Choosing another test resets the question: ANSWERS and STEPS close again.
    fireEvent.click(part('META DATA'));
    fireEvent.click(within(screen.getByRole('region', { name: 'QUIZES' })).getByRole('button', { name: 'ACT One' }));
    expect(part('ANSWERS').disabled).toBe(true);
    fireEvent.click(part('QUESTIONS'));
    await screen.findByText('No questions yet');
  });

  it("refuses an empty question with the spec's message under 'Oops!...'", async () => {
    renderTool();
    fireEvent.click(await screen.findByRole('button', { name: 'Open SAT Practice' }));
    fireEvent.click(part('QUESTIONS'));
    await within(await screen.findByRole('region', { name: 'Questions' })).findByRole('button', { name: /^# 1\b/ });
    fireEvent.click(button('add'));
    const alert = (await screen.findByText('Oops!...')).closest('.mantine-Notification-root') as HTMLElement;
    expect(within(alert).getByText('Please Fillout All Fields')).toBeTruthy();
    // Each empty field is marked too.
    expect((screen.getByLabelText('Question Header') as HTMLElement).getAttribute('aria-invalid')).toBe('true');
  });

  it('gives a client admin no add, Update or delete, and no warm-up sets', async () => {
    renderTool(true);
    await screen.findByRole('cell', { name: 'SAT Practice' });
    expect(screen.queryByRole('cell', { name: 'Set A' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open SAT Practice' }));
    expect(screen.queryByRole('region', { name: 'WARMUPS' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'add' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import Questions' })).toBeNull();
    fireEvent.click(part('QUESTIONS'));
    fireEvent.click(
      await within(screen.getByRole('region', { name: 'Questions' })).findByRole('button', { name: /^# 2\b/ }),
    );
    expect((screen.getByLabelText('Question Text') as HTMLTextAreaElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'delete' })).toBeNull();
    fireEvent.click(part('ANSWERS'));
    expect((screen.getByLabelText('Option 1') as HTMLTextAreaElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
  });
});

describe('Data Tool in Tamil', { timeout: 30_000 }, () => {
  inTamil();

  it('lists the tests with their language in Tamil, and shows a test’s fields and a Tamil question’s formula', async () => {
    renderTool();
    expect(heading()).toBe('தரவுக் கருவி');
    const tool = within(screen.getByRole('navigation', { name: 'தரவுக் கருவியின் பகுதிகள்' }));
    expect((tool.getByRole('button', { name: 'வினாக்கள்' }) as HTMLButtonElement).disabled).toBe(true);
    // Each test's language, translated; names and courses as stored.
    const row = async (name: string) => within((await screen.findByRole('cell', { name })).closest('tr')!);
    (await row('SAT Practice')).getByRole('cell', { name: 'ஆங்கிலம்' });
    (await row('SAT பின்னங்கள்')).getByRole('cell', { name: 'தமிழ்' });
    expect(screen.getByRole('columnheader', { name: 'மொழி' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'SAT பின்னங்கள்: திறக்கவும்' }));
    expect(heading()).toBe('தேர்வு மேலாண்மை');
    const language = screen.getByLabelText('மொழி') as HTMLSelectElement;
    expect(language.value).toBe('Tamil');
    expect(language.selectedOptions[0]!.textContent).toBe('தமிழ்');
    const section = screen.getByLabelText('பிரிவு') as HTMLSelectElement;
    expect(section.selectedOptions[0]!.textContent).toBe('கணிதம்');
    expect((screen.getByLabelText('பாடம்') as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('SAT');

    fireEvent.click(tool.getByRole('button', { name: 'வினாக்கள்' }));
    expect(heading()).toBe('வினா மேலாண்மை');
    const list = within(await screen.findByRole('region', { name: 'வினாக்கள்' }));
    fireEvent.click(await list.findByRole('button', { name: /^# 1\b/ }));
    await waitFor(() =>
      expect((screen.getByLabelText('வினா உரை') as HTMLTextAreaElement).value).toContain('பங்கு எவ்வளவு'),
    );
    // The preview sets the formula with KaTeX inside the Tamil sentence.
    const preview = screen.getByRole('group', { name: 'வினா உரை முன்னோட்டம்' });
    await waitFor(() => expect(preview.querySelector('.katex mfrac')).not.toBeNull());
    expect(preview.textContent).toContain('பங்கு எவ்வளவு?');
    expect(preview.textContent).toContain('8 இன்');
  });
});
