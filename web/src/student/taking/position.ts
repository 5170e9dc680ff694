// Where the student was in a test (a reload returns there), kept in the browser beside the draft
// under the sitting's scope until the sitting is over: a real test's question index, a warm-up's
// question number.
import type { DraftScope } from './draftStore';

export const positionKey = (scope: DraftScope) => `prep.${scope}.at`;

/** Where the student was (a reload returns there); 0 when nothing is kept. */
export function readPosition(storage: Storage, scope: DraftScope): number {
  try {
    const at = Number(storage.getItem(positionKey(scope)) ?? 0);
    return Number.isInteger(at) && at > 0 ? at : 0;
  } catch {
    return 0;
  }
}

export function writePosition(storage: Storage, scope: DraftScope, index: number): void {
  try {
    if (index > 0) storage.setItem(positionKey(scope), String(index));
    else storage.removeItem(positionKey(scope));
  } catch {
    // Storage refused (private mode): the place lasts for this visit.
  }
}
