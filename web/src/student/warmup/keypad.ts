// The on-screen keypad: digits, minus, backspace and OK.
import { ANSWER_MAX_LENGTH } from '@prep/domain';

export const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'] as const;
export type Digit = (typeof DIGITS)[number];
export type KeypadKey = Digit | 'minus' | 'backspace' | 'clear';

/** The answer after one key. Minus switches the sign; the text never grows past what the server keeps. */
export function keypadInput(value: string, key: KeypadKey): string {
  switch (key) {
    case 'backspace':
      return value.slice(0, -1);
    case 'clear':
      return '';
    case 'minus':
      if (value.startsWith('-')) return value.slice(1);
      return value.length < ANSWER_MAX_LENGTH ? `-${value}` : value;
    default:
      return value.length < ANSWER_MAX_LENGTH ? value + key : value;
  }
}

/** A physical key pressed while the keypad is open: a keypad key, 'ok' (Enter) or nothing. */
export function keyOf(key: string): KeypadKey | 'ok' | undefined {
  if ((DIGITS as readonly string[]).includes(key)) return key as Digit;
  if (key === '-' || key === 'Subtract') return 'minus';
  if (key === 'Backspace') return 'backspace';
  if (key === 'Delete') return 'clear';
  if (key === 'Enter') return 'ok';
  return undefined;
}

/** Where the keypad dialog docks: at the bottom of the screen or at its top. */
export type KeypadPlace = 'top' | 'bottom';

/**
 * Where the keypad opens so that the question it answers stays in view: the question is brought to
 * the top and the keypad docks at the bottom, or, when the page cannot scroll that far (the last
 * questions), the question goes to the bottom and the keypad to the top.
 */
export function placeKeypad(card: Element | null): KeypadPlace {
  if (!card) return 'bottom';
  card.scrollIntoView({ block: 'start' });
  if (card.getBoundingClientRect().bottom <= window.innerHeight / 2) return 'bottom';
  card.scrollIntoView({ block: 'end' });
  return 'top';
}
