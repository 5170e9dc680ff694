// Personalization after a warm-up is saved (client-student-warmups §4, rules 1 to 5), as a plan the
// server applies in the transaction that saves the submission.
//
// Terms used here:
// - "personalization is on" means the client's give_personalized switch;
// - a sitting is the original (non-personalized) warm-up result a chain of personalized ones comes
//   from: sitting_id of a personalized result, and of a Recommended Test, holds that result's id;
// - a recommended test is one named "… Recommended Test" (the master included): these never trigger
//   personalization themselves.
import { MASTER_RECOMMENDED_TIMER, TEST_NAME_SUFFIX } from './constants';
import {
  englishTestName,
  MASTER_RECOMMENDED_PARTS,
  personalizedParts,
  recommendedParts,
  type TestNameParts,
} from './test-names';
import { type CardStat, fluencyMasterQuestions } from './warmup-fluency';

export interface StudentWarmupResult {
  result_id: number;
  test_name: string;
  warmup_set_no: number | null;
  sitting_id: number | null;
  is_personalized: boolean;
  assigned_questions: number[];
  test_taken: boolean;
}

export interface SubmittedWarmup extends StudentWarmupResult {
  wrng_qns_list: number[];
  timer: boolean;
  test_level: string;
}

export interface PersonalizationInput {
  /** The result just graded and saved. */
  submitted: SubmittedWarmup;
  /** client.give_personalized */
  personalizationOn: boolean;
  /** client.personzlized_warmup_count: personalized warm-ups allowed per sitting. */
  allowedCount: number;
  /** Every warm-up result of the student as saved, the submitted one included. */
  existing: readonly StudentWarmupResult[];
  /** Every warm-up id of the submitted result's set, in set order (for the reassign of rule 2). */
  setQuestionIds: readonly number[];
  /**
   * Given only when the client's fluency_recommended switch is on: the student's record per card
   * (this submission included); the master then holds the slowest and most missed cards instead.
   */
  cardStats?: readonly CardStat[];
}

/** A result to insert; the fields not named take their defaults (score 0, test_taken false, …). */
export interface NewWarmupResult {
  test_name: string;
  /** What a name made here is made of (test-names.ts); none for the original set's name. */
  name_parts?: TestNameParts;
  warmup_set_no: number | null;
  sitting_id: number | null;
  is_personalized: boolean;
  reassign: boolean;
  assigned_questions: number[];
  total_qns: number;
  timer: boolean;
  student_timer: string;
  test_level: string;
}

export type PersonalizationAction =
  | { kind: 'create'; rule: 1 | 2 | 3 | 4; result: NewWarmupResult }
  /** Rule 5: the master's full new question list (its old questions first, then the new ones). */
  | { kind: 'add_questions'; rule: 5; result_id: number; assigned_questions: number[] };

const RECOMMENDED_SUFFIX = ` ${TEST_NAME_SUFFIX.recommended}`;
const PERSONALIZED_NAME = /\s+Personalized \d+$/;

export const isMasterRecommendedName = (name: string) => name.trim() === TEST_NAME_SUFFIX.masterRecommended;
export const isRecommendedName = (name: string) =>
  isMasterRecommendedName(name) || name.trimEnd().endsWith(RECOMMENDED_SUFFIX);

export const personalizedName = (original: string, n: number) => englishTestName(personalizedParts(original, n));
export const recommendedName = (original: string) => englishTestName(recommendedParts(original));

/** The sitting a result belongs to: its own id for an original result. */
export const sittingOf = (r: Pick<StudentWarmupResult, 'result_id' | 'sitting_id' | 'is_personalized'>) =>
  r.is_personalized && r.sitting_id !== null ? r.sitting_id : r.result_id;

/** Personalized (not recommended) results of one set in one sitting. */
export function personalizedInSitting(results: readonly StudentWarmupResult[], setNo: number | null, sitting: number) {
  return results.filter(
    (r) =>
      r.is_personalized && r.sitting_id === sitting && r.warmup_set_no === setNo && !isRecommendedName(r.test_name),
  );
}

/** The name of the sitting's original test, which every personalized name is built on. */
export function originalTestName(submitted: StudentWarmupResult, existing: readonly StudentWarmupResult[]): string {
  if (!submitted.is_personalized) return submitted.test_name;
  const original = existing.find((r) => r.result_id === sittingOf(submitted));
  return original && original.result_id !== submitted.result_id
    ? original.test_name
    : submitted.test_name.replace(PERSONALIZED_NAME, '');
}

/** Distinct ids in first-seen order. */
function union(lists: ReadonlyArray<readonly number[]>): number[] {
  return [...new Set(lists.flat())];
}

export function planPersonalization(input: PersonalizationInput): PersonalizationAction[] {
  const { submitted, existing } = input;
  if (!input.personalizationOn || isRecommendedName(submitted.test_name)) return [];
  const actions: PersonalizationAction[] = [];
  const original = originalTestName(submitted, existing);
  const sitting = sittingOf(submitted);
  const setNo = submitted.warmup_set_no;
  const carried = {
    warmup_set_no: setNo,
    timer: submitted.timer,
    student_timer: '00:00:00',
    test_level: submitted.test_level,
  };

  // Rules 1 and 2. Results created here get no id until saved; rules 3 and 4 see them as id Infinity (the latest).
  const created: StudentWarmupResult[] = [];
  const taken = personalizedInSitting(existing, setNo, sitting).length;
  if (taken < input.allowedCount && submitted.wrng_qns_list.length > 0) {
    const result: NewWarmupResult = {
      ...carried,
      test_name: personalizedName(original, taken + 1),
      name_parts: personalizedParts(original, taken + 1),
      sitting_id: sitting,
      is_personalized: true,
      reassign: false,
      assigned_questions: [...submitted.wrng_qns_list],
      total_qns: submitted.wrng_qns_list.length,
    };
    actions.push({ kind: 'create', rule: 1, result });
    created.push({ ...result, result_id: Number.POSITIVE_INFINITY, test_taken: false });
  } else {
    const ids = [...input.setQuestionIds];
    actions.push({
      kind: 'create',
      rule: 2,
      result: {
        ...carried,
        test_name: original,
        sitting_id: null,
        is_personalized: false,
        reassign: true,
        assigned_questions: ids,
        total_qns: ids.length,
      },
    });
  }
  const all = [...existing, ...created];

  // Rule 3: the latest "<name> Personalized 1" gives "<name> Recommended Test", once per sitting.
  const firsts = all.filter((r) => r.test_name === personalizedName(original, 1) && r.is_personalized);
  const latestFirst = firsts.reduce<StudentWarmupResult | undefined>(
    (a, b) => (a && a.result_id > b.result_id ? a : b),
    undefined,
  );
  if (latestFirst) {
    const name = recommendedName(original);
    const exists = all.some((r) => r.test_name === name && r.sitting_id === latestFirst.sitting_id);
    if (!exists) {
      const result: NewWarmupResult = {
        ...carried,
        warmup_set_no: latestFirst.warmup_set_no,
        test_name: name,
        name_parts: recommendedParts(original),
        sitting_id: latestFirst.sitting_id,
        is_personalized: true,
        reassign: false,
        assigned_questions: [...latestFirst.assigned_questions],
        total_qns: latestFirst.assigned_questions.length,
      };
      actions.push({ kind: 'create', rule: 3, result });
      all.push({ ...result, result_id: Number.POSITIVE_INFINITY, test_taken: false });
    }
  }

  // Rules 4 and 5: with two or more recommended tests, one master holds all their questions.
  const recommended = all
    .filter((r) => isRecommendedName(r.test_name) && !isMasterRecommendedName(r.test_name))
    .sort((a, b) => a.result_id - b.result_id);
  if (recommended.length >= 2) {
    const legacy = union(recommended.map((r) => r.assigned_questions));
    const questions = input.cardStats ? fluencyMasterQuestions(legacy, input.cardStats) : legacy;
    const masters = all.filter((r) => isMasterRecommendedName(r.test_name));
    if (masters.length === 0) {
      actions.push({
        kind: 'create',
        rule: 4,
        result: {
          test_name: TEST_NAME_SUFFIX.masterRecommended,
          name_parts: MASTER_RECOMMENDED_PARTS,
          warmup_set_no: null,
          sitting_id: null,
          is_personalized: true,
          reassign: false,
          assigned_questions: questions,
          total_qns: questions.length,
          timer: true,
          student_timer: MASTER_RECOMMENDED_TIMER,
          test_level: '',
        },
      });
    } else if (masters.length === 1 && !masters[0]!.test_taken) {
      // A master already taken keeps the questions it was graded on.
      const master = masters[0]!;
      const have = new Set(master.assigned_questions);
      const added = questions.filter((id) => !have.has(id));
      if (added.length > 0) {
        actions.push({
          kind: 'add_questions',
          rule: 5,
          result_id: master.result_id,
          assigned_questions: [...master.assigned_questions, ...added],
        });
      }
    }
  }
  return actions;
}
