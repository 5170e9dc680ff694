import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api';
import { Providers } from '../../app/Providers';
import type { WarmupQuestion } from '../../warmup/types';
import { keypadInput } from './keypad';
import { KeypadDialog } from './KeypadDialog';
import { QuestionCard } from './QuestionCard';

const wrap = (ui: React.ReactNode) =>
  render(
    <Providers queryClient={createQueryClient()} env="test">
      {ui}
    </Providers>,
  );
const question = (over: Partial<WarmupQuestion> = {}): WarmupQuestion => ({
  warmup_id: 7,
  equation: '6 x 7',
  operand_one: '6',
  operand_two: '7',
  operator: 'x',
  order: 3,
  ...over,
});

describe('a question card', () => {
  it('shows the operands over the operator, a labelled input and the keypad button', () => {
    const onChange = vi.fn();
    const { container } = wrap(
      <QuestionCard question={question()} value="" onChange={onChange} onOpenKeypad={() => {}} />,
    );
    expect(container.querySelector('[data-card]')?.getAttribute('data-card')).toBe('operand');
    expect(screen.getByRole('group', { name: 'Question 3: 6 × 7' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Answer for question 3' }), { target: { value: '42' } });
    expect(onChange).toHaveBeenCalledWith('42');
    expect(screen.getByRole('button', { name: 'Open keypad for question 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear answer for question 3' })).toBeNull();
  });

  it('falls back to the numbered equation ending with "=" with a clear button when an operand is missing', () => {
    const onChange = vi.fn();
    const { container } = wrap(
      <QuestionCard question={question({ operand_two: '' })} value="41" onChange={onChange} onOpenKeypad={() => {}} />,
    );
    expect(container.querySelector('[data-card]')?.getAttribute('data-card')).toBe('equation');
    expect(screen.getByText('3. 6 x 7 =')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear answer for question 3' }));
    expect(onChange).toHaveBeenCalledWith('');
  });
});

/** The keypad with its value kept as the test screen keeps it. */
function Harness({ onClose }: { onClose: () => void }) {
  const [value, setValue] = useState('');
  return (
    <KeypadDialog
      question={3}
      place="bottom"
      value={value}
      onKey={(key) => setValue((v) => keypadInput(v, key))}
      onClose={onClose}
    />
  );
}

describe('the keypad dialog', () => {
  it('types digits and minus, and closes on Enter', async () => {
    const onClose = vi.fn();
    wrap(<Harness onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Keypad for question 3' });
    fireEvent.click(screen.getByRole('button', { name: 'Minus' }));
    fireEvent.click(screen.getByRole('button', { name: '4' }));
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(dialog.querySelector('[data-keypad-value]')?.textContent).toBe('-42');
    fireEvent.click(screen.getByRole('button', { name: 'Backspace' }));
    expect(dialog.querySelector('[data-keypad-value]')?.textContent).toBe('-4');
    fireEvent.keyDown(screen.getByRole('button', { name: 'OK' }), { key: 'Enter' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('the keypad dialog by keys alone', () => {
  it('takes digits, minus and Backspace from the keyboard, ignores them with Ctrl, and has no second banner', async () => {
    const onClose = vi.fn();
    wrap(<Harness onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Keypad for question 3' });
    const ok = screen.getByRole('button', { name: 'OK' });
    for (const key of ['-', '1', '2', 'Backspace', '7']) fireEvent.keyDown(ok, { key });
    fireEvent.keyDown(ok, { key: '9', ctrlKey: true });
    expect(dialog.querySelector('[data-keypad-value]')?.textContent).toBe('-17');
    // The dialog's header is no banner landmark beside the app's own (theme: Modal header role none).
    expect(dialog.querySelector('header')?.getAttribute('role')).toBe('none');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('Enter on a card', () => {
  it('moves to the next answer, back with Shift+Enter, and to Submit after the last', () => {
    wrap(
      <>
        <QuestionCard
          question={question({ order: 1, warmup_id: 1 })}
          value=""
          onChange={() => {}}
          onOpenKeypad={() => {}}
        />
        <QuestionCard
          question={question({ order: 2, warmup_id: 2 })}
          value=""
          onChange={() => {}}
          onOpenKeypad={() => {}}
        />
        <button type="button" data-warmup-submit>
          Submit
        </button>
      </>,
    );
    const first = screen.getByRole('textbox', { name: 'Answer for question 1' });
    const second = screen.getByRole('textbox', { name: 'Answer for question 2' });
    first.focus();
    fireEvent.keyDown(first, { key: 'Enter' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'Enter', shiftKey: true });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: '5' });
    expect(document.activeElement).toBe(first);
    second.focus();
    fireEvent.keyDown(second, { key: 'Enter' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Submit' }));
  });
});
