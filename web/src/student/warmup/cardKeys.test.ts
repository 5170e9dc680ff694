import { describe, expect, it } from 'vitest';
import { cardKeyAction, cardTarget } from './cardKeys';

describe('the warm-up card’s keys', () => {
  it('moves on with Enter and back with Shift+Enter', () => {
    expect(cardKeyAction({ key: 'Enter' })).toBe('next');
    expect(cardKeyAction({ key: 'Enter', shiftKey: true })).toBe('previous');
  });

  it('leaves typing, shortcuts of the browser and an input method’s Enter alone', () => {
    for (const key of ['1', '-', 'n', 'f', 'Backspace', 'Tab', ' ']) expect(cardKeyAction({ key })).toBeNull();
    expect(cardKeyAction({ key: 'Enter', ctrlKey: true })).toBeNull();
    expect(cardKeyAction({ key: 'Enter', metaKey: true })).toBeNull();
    expect(cardKeyAction({ key: 'Enter', altKey: true })).toBeNull();
    expect(cardKeyAction({ key: 'Enter', isComposing: true })).toBeNull();
  });

  it('targets the next or previous answer, never before the first', () => {
    expect(cardTarget('next', 3)).toBe('[data-answer-order="4"]');
    expect(cardTarget('previous', 3)).toBe('[data-answer-order="2"]');
    expect(cardTarget('previous', 1)).toBe('[data-answer-order="1"]');
  });
});
