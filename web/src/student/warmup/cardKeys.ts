// The warm-up's keyboard: the answers are typed, so the only command keys are Enter (this card is done,
// on to the next) and Shift+Enter (back to the previous one). Digits and letters stay text.

import { msg } from '@prep/domain';

export type CardKeyAction = 'next' | 'previous';

export interface CardKeyPress {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** An input method still composing (Enter then confirms the composition, not the card). */
  isComposing?: boolean;
}

/** What a key pressed in a card's answer box does, or null for nothing (it is typing). */
export function cardKeyAction(press: CardKeyPress): CardKeyAction | null {
  if (press.key !== 'Enter' || press.ctrlKey || press.metaKey || press.altKey || press.isComposing) return null;
  return press.shiftKey ? 'previous' : 'next';
}

/** The element Enter or Shift+Enter moves to from card `order`: the next or previous answer, or Submit after the last. */
export function cardTarget(action: CardKeyAction, order: number): string {
  return action === 'next' ? `[data-answer-order="${order + 1}"]` : `[data-answer-order="${Math.max(1, order - 1)}"]`;
}

/** The keys, as the warm-up screen explains them. */
export const CARD_KEY_HELP = msg(
  'Keys: type the answer and press Enter for the next question (Shift+Enter goes back); after the last, Enter moves to Submit. Tab reaches the keypad button; in the keypad, type digits and minus, Backspace deletes, Enter or Escape closes it.',
);
