// What the test screen remembers in the browser: how the student likes the questions laid out (for
// every test), and which questions of a sitting they flagged for review and the one they were on
// (until it is submitted).
import type { DraftScope } from '../taking/draftStore';
import { writePosition } from '../taking/position';

export type TestLayout = 'one' | 'list';
/**
 * Not under the 'prep.' prefix that signing out clears: a way of reading is no one's data, and the
 * student finds the screen as they left it next time.
 */
export const LAYOUT_KEY = 'test-layout';

export function readLayout(storage: Storage): TestLayout {
  try {
    return storage.getItem(LAYOUT_KEY) === 'list' ? 'list' : 'one';
  } catch {
    return 'one';
  }
}

export function writeLayout(storage: Storage, layout: TestLayout): void {
  try {
    storage.setItem(LAYOUT_KEY, layout);
  } catch {
    // Storage refused (private mode): the choice lasts for this visit.
  }
}

export const flagsKey = (scope: DraftScope) => `prep.${scope}.flags`;

export function readFlags(storage: Storage, scope: DraftScope): Set<number> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(flagsKey(scope)) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : []);
  } catch {
    return new Set();
  }
}

export function writeFlags(storage: Storage, scope: DraftScope, flags: ReadonlySet<number>): void {
  try {
    if (flags.size === 0) storage.removeItem(flagsKey(scope));
    else storage.setItem(flagsKey(scope), JSON.stringify([...flags]));
  } catch {
    // as above
  }
}

export function clearFlags(storage: Storage, scope: DraftScope): void {
  writeFlags(storage, scope, new Set());
}

/** What the screen kept of a sitting once it is over: its flags and the question the student was on. */
export function forgetSitting(storage: Storage, scope: DraftScope): void {
  clearFlags(storage, scope);
  writePosition(storage, scope, 0);
}

/** The flags with `questionid` flagged or unflagged. */
export function toggled(flags: ReadonlySet<number>, questionid: number): Set<number> {
  const next = new Set(flags);
  if (next.has(questionid)) next.delete(questionid);
  else next.add(questionid);
  return next;
}
