// The keyboard of the test screen: a whole test can be taken without a mouse. The option keys are
// the domain's (1-5 and A-E by position, whatever the test's lettering); N and P move, F flags.
import { msg, optionPositionForKey } from '@prep/domain';

export type TestKeyAction =
  | { kind: 'choose'; position: number }
  | { kind: 'next' }
  | { kind: 'previous' }
  | { kind: 'flag' };

export interface KeyPress {
  key: string;
  /** The physical key (KeyN, Digit1), whatever the keyboard's layout types with it. */
  code?: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** The element the key was pressed in. */
  target?: EventTarget | null;
}

/** Fields where letters and digits are text being typed, not commands. */
function isTextEntry(target: EventTarget | null | undefined): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  const tag = element.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag !== 'input') return false;
  const type = ((element as HTMLInputElement).type || 'text').toLowerCase();
  return !['radio', 'checkbox', 'button', 'submit', 'reset'].includes(type);
}

/**
 * The key as the shortcuts name it: the character typed, or, when a keyboard layout types another script
 * with it (a Tamil layout's N key types a Tamil letter), the Latin letter or digit printed on the key.
 */
function latinKey(press: KeyPress): string {
  const key = press.key.toLowerCase();
  if (/^[a-z0-9]$/.test(key) || press.key.length !== 1) return key;
  const printed = /^(?:Key([A-Z])|Digit([0-9])|Numpad([0-9]))$/.exec(press.code ?? '');
  return printed ? (printed[1] ?? printed[2] ?? printed[3]!).toLowerCase() : key;
}

/** What a key press does on the current question (with `optionCount` options), or null for nothing. */
export function testKeyAction(press: KeyPress, optionCount: number): TestKeyAction | null {
  if (press.ctrlKey || press.metaKey || press.altKey || isTextEntry(press.target)) return null;
  const key = latinKey(press);
  if (key === 'n') return { kind: 'next' };
  if (key === 'p') return { kind: 'previous' };
  if (key === 'f') return { kind: 'flag' };
  const position = optionPositionForKey(key, optionCount);
  return position === null ? null : { kind: 'choose', position };
}

/** The keys, as the screen explains them. */
export const KEY_HELP = msg(
  'Keys: 1-5 or A-E choose an option, N next question, P previous question, F flag for review.',
);
