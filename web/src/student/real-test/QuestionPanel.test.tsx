import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TakingQuestion } from '@prep/domain';
import { createQueryClient } from '../../api';
import { Providers } from '../../app/Providers';
import { paletteOf } from './palette';
import { QuestionPalette } from './QuestionPalette';
import { QuestionPanel } from './QuestionPanel';

const wrap = (ui: React.ReactNode) =>
  render(
    <Providers queryClient={createQueryClient()} env="test">
      {ui}
    </Providers>,
  );

const question: TakingQuestion = {
  questionid: 40,
  question_number: 7,
  question_type: 'multiple choice',
  text_format: 'plain',
  question_header: 'Passage 2',
  question_text: 'Which is prime?',
  question_image: null,
  answers: [
    { answersid: 401, name: '4', label: 'i' },
    { answersid: 402, name: '7', label: 'ii' },
    { answersid: 403, name: '9', label: 'iii' },
  ],
};

describe('a question on the test screen', () => {
  it('letters its options as the server labels them, reports a choice, a clear and a flag', () => {
    const onChoose = vi.fn();
    const onFlag = vi.fn();
    wrap(
      <QuestionPanel
        question={question}
        n={3}
        total={10}
        value="401"
        flagged
        current
        disabled={false}
        onChoose={onChoose}
        onFlag={onFlag}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Question 3 of 10' });
    expect((within(panel).getByRole('radio', { name: 'i. 4' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(panel).getByRole('radio', { name: 'ii. 7' }));
    expect(onChoose).toHaveBeenLastCalledWith(402);
    fireEvent.click(within(panel).getByRole('button', { name: 'Clear answer' }));
    expect(onChoose).toHaveBeenLastCalledWith(null);
    const flag = within(panel).getByRole('button', { name: 'Flagged for review' });
    expect(flag.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(flag);
    expect(onFlag).toHaveBeenCalledOnce();
  });
});

describe('a check-box question on the test screen', () => {
  it('shows check boxes to choose all that apply, ticked from the draft, and reports every ticked one', async () => {
    const onChoose = vi.fn();
    const boxes: TakingQuestion = {
      ...question,
      question_type: 'check boxes',
      text_format: 'html',
      question_text: '<p>Which are <b>prime</b>?</p><img src="x.png" onerror="window.hacked = 1">',
    };
    const { container } = wrap(
      <QuestionPanel
        question={boxes}
        n={1}
        total={1}
        value="401,403"
        flagged={false}
        current
        disabled={false}
        onChoose={onChoose}
        onFlag={() => undefined}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Question 1 of 1' });
    // The html texts (question and options) show once the sanitiser has arrived.
    const bold = await within(panel).findByText('prime');
    await within(panel).findByRole('checkbox', { name: 'i. 4' });
    expect(within(panel).getByText('Choose all that apply')).toBeTruthy();
    expect(within(panel).queryByRole('radio')).toBeNull();
    const box = (name: string) => within(panel).getByRole('checkbox', { name }) as HTMLInputElement;
    expect([box('i. 4').checked, box('ii. 7').checked, box('iii. 9').checked]).toEqual([true, false, true]);
    fireEvent.click(box('ii. 7'));
    expect(onChoose).toHaveBeenLastCalledWith([401, 402, 403]);
    fireEvent.click(box('i. 4'));
    expect(onChoose).toHaveBeenLastCalledWith([403]);
    // The html text is rendered with its formatting, sanitised in the browser: the handler is gone.
    expect(bold.tagName).toBe('B');
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('x.png');
  });
});

describe('the palette', () => {
  it('names each question with where it stands and goes to the one pressed', () => {
    const onGo = vi.fn();
    const second = { ...question, questionid: 41 };
    wrap(
      <QuestionPalette
        entries={paletteOf([question, second], { '40': '402' }, new Set([41]))}
        current={0}
        onGo={onGo}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Questions' });
    expect(within(nav).getByRole('button', { name: 'Question 1, answered' }).getAttribute('aria-current')).toBe('step');
    fireEvent.click(within(nav).getByRole('button', { name: 'Question 2, unanswered, flagged for review' }));
    expect(onGo).toHaveBeenCalledWith(1);
    expect(within(nav).getByText('Unanswered: 1')).toBeTruthy();
  });
});
