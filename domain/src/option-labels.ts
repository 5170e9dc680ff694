// How a test's answer options are lettered, by its answer_type, and how a student (keyboard) or an
// administrator (paper sittings) names an option. Options are always counted by position, 1-based, in
// the order the test lists them; a label is only how that position is shown.
import { ANSWER_OPTIONS_MAX } from './constants';

type Lettering = { kind: 'letters'; first: string } | { kind: 'roman' } | { kind: 'numbers' };

/**
 * The answer types of admin-and-authoring §3. Each names the labels of the first four options; a fifth
 * option continues the series (A - H: E; E - H: I; i - iv: v; 1 - 4: 5).
 */
const LETTERING: Record<string, Lettering> = {
  'A - H': { kind: 'letters', first: 'A' },
  'E - H': { kind: 'letters', first: 'E' },
  'i - iv': { kind: 'roman' },
  '1 - 4': { kind: 'numbers' },
};
/** An unknown or empty answer_type is lettered A, B, C, … */
const DEFAULT_LETTERING: Lettering = { kind: 'letters', first: 'A' };

const ROMAN: ReadonlyArray<[number, string]> = [
  [10, 'x'],
  [9, 'ix'],
  [5, 'v'],
  [4, 'iv'],
  [1, 'i'],
];

/** Lower-case roman numeral of 1 to 39 (more than any test has options). */
function roman(n: number): string {
  let rest = n;
  let out = '';
  for (const [value, text] of ROMAN) {
    while (rest >= value) {
      out += text;
      rest -= value;
    }
  }
  return out;
}

const letteringOf = (answerType: string | null | undefined) =>
  LETTERING[(answerType ?? '').trim()] ?? DEFAULT_LETTERING;

/** The label of the option at `position` (1-based). Past Z a letter series falls back to the number. */
export function optionLabel(answerType: string | null | undefined, position: number): string {
  const lettering = letteringOf(answerType);
  if (lettering.kind === 'numbers') return String(position);
  if (lettering.kind === 'roman') return roman(position);
  const code = lettering.first.charCodeAt(0) + position - 1;
  return code <= 'Z'.charCodeAt(0) ? String.fromCharCode(code) : String(position);
}

/** Labels of the first `count` options (five by default, the most a question has). */
export function optionLabels(answerType: string | null | undefined, count: number = ANSWER_OPTIONS_MAX): string[] {
  return Array.from({ length: count }, (_, i) => optionLabel(answerType, i + 1));
}

/**
 * The position an administrator's text names for a question with `optionCount` options: a label of
 * the test's lettering (any case: 'c', 'IV'), or a 1-based position ('3'). Null when it names none of
 * the options. Blank text is the caller's to read as unanswered.
 */
export function optionPositionFromText(
  answerType: string | null | undefined,
  text: string,
  optionCount: number,
): number | null {
  const given = text.trim();
  if (/^\d+$/.test(given)) {
    const position = Number(given);
    return position >= 1 && position <= optionCount ? position : null;
  }
  const lower = given.toLowerCase();
  for (let position = 1; position <= optionCount; position += 1) {
    if (optionLabel(answerType, position).toLowerCase() === lower) return position;
  }
  return null;
}

/** Keys that choose an option on the test screen, whatever the lettering: 1-5 and A-E, by position. */
export const OPTION_KEYS = ['1', '2', '3', '4', '5', 'a', 'b', 'c', 'd', 'e'] as const;

/**
 * The option position a key press chooses (KeyboardEvent.key), or null. The keys are positional on
 * every test so a student learns one layout: on an 'E - H' test key E chooses the first option (E),
 * key H nothing.
 */
export function optionPositionForKey(key: string, optionCount: number): number | null {
  const index = OPTION_KEYS.indexOf(key.toLowerCase() as (typeof OPTION_KEYS)[number]);
  if (index < 0) return null;
  const position = (index % 5) + 1;
  return position <= optionCount ? position : null;
}
