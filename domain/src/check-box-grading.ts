// Grading of a check-box question ("choose all that apply"): the credit, from 0 to 1, that a set of chosen
// options earns. Pure: the sitting's grading will call it with the stored keys and the chosen answersids.

/** All or nothing (the default) or Moodle's multiple-answer partial credit. */
export const CHECK_BOX_SCORINGS = ['all or nothing', 'partial'] as const;
export type CheckBoxScoring = (typeof CHECK_BOX_SCORINGS)[number];

export interface CheckBoxOption<Id> {
  id: Id;
  isAnswer: boolean;
}

/**
 * The credit of `chosen` (option ids; repeats and ids of no option are ignored) on a question whose
 * options are `options`.
 * - all or nothing: 1 when exactly the right options are chosen, else 0;
 * - partial: as Moodle's multiple-answer question with equal weights, each right option chosen earns
 *   1/r and each wrong one chosen costs 1/w (r right and w wrong options), the sum floored at 0 (and, with
 *   every option right, capped at 1 by construction).
 * A question with no right option earns 0 whatever is chosen: it cannot be answered right.
 */
export function checkBoxCredit<Id>(
  options: ReadonlyArray<CheckBoxOption<Id>>,
  chosen: readonly Id[],
  scoring: CheckBoxScoring = 'all or nothing',
): number {
  const picked = new Set(chosen);
  const right = options.filter((o) => o.isAnswer);
  const wrong = options.filter((o) => !o.isAnswer);
  if (right.length === 0) return 0;
  const rightChosen = right.filter((o) => picked.has(o.id)).length;
  const wrongChosen = wrong.filter((o) => picked.has(o.id)).length;
  if (scoring === 'all or nothing') return rightChosen === right.length && wrongChosen === 0 ? 1 : 0;
  const credit = rightChosen / right.length - (wrong.length > 0 ? wrongChosen / wrong.length : 0);
  return Math.max(0, credit);
}

/** Whether a check-box answer counts as correct: full credit. */
export const checkBoxCorrect = <Id>(options: ReadonlyArray<CheckBoxOption<Id>>, chosen: readonly Id[]) =>
  checkBoxCredit(options, chosen, 'all or nothing') === 1;
