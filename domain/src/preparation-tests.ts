// Personalized preparation tests: after a real test is taken, the administrator assigns tests made of
// the questions the student got wrong or left unanswered (client-student-warmups §4, §5). Each is made
// from the master sitting's results, and the client's personzlized_test_count caps how many one
// sitting may have (0: none).
import { SITTING_COMMENTS } from './sitting-lifecycle';
import {
  ASSIGN_PREPARATION_TEST,
  PREPARATION_LIMIT_REACHED,
  PREPARATION_TEST_ALREADY_ASSIGNED,
  PREPARATION_TEST_LIMIT_REACHED,
  SITTING_MESSAGES,
} from './sitting-messages';
import { byQuestionNumber, numberListText, type SittingResultRow } from './sitting-grading';
import { englishTestName, personalizedParts, type TestNameParts } from './test-names';

/** Question numbers of the questions answered wrong or not at all (no result row counts as unanswered), ascending. */
export function wrongOrUnanswered(
  questions: ReadonlyArray<{ questionid: number; question_number: number }>,
  result: readonly SittingResultRow[],
): number[] {
  const right = new Set(result.filter((r) => r.isCorrect).map((r) => r.questionid));
  const numbers = byQuestionNumber(questions)
    .filter((q) => !right.has(q.questionid))
    .map((q) => q.question_number);
  return [...new Set(numbers)];
}

/** A sitting may have another preparation test while it has fewer than the client allows. */
export const canAddPreparation = (existingCount: number, limit: number) => existingCount < limit;

/**
 * "<test name> Personalized <n>", as warm-ups name theirs. n is one more than the highest n among the
 * sitting's preparation tests (or their count), so deleting one never gives two tests the same name.
 */
export function preparationTestName(testName: string, existingNames: readonly string[]): string {
  return englishTestName(preparationNameParts(testName, existingNames));
}

/** What that name is made of: the test's name and n (test-names.ts), stored beside it. */
export function preparationNameParts(testName: string, existingNames: readonly string[]): TestNameParts {
  const pattern = new RegExp(`^${testName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} Personalized (\\d+)$`);
  const highest = existingNames.reduce((max, name) => Math.max(max, Number(pattern.exec(name)?.[1] ?? 0)), 0);
  return personalizedParts(testName, Math.max(highest, existingNames.length) + 1);
}

export interface PreparationSitting {
  master_sitting_id: number;
  master_qnsbank: number;
  test_type: string;
  test_name: string;
  student: number;
  test_taken: boolean;
}

export interface ExistingPreparation {
  test_name: string;
  test_taken: boolean;
}

export interface PreparationInput {
  sitting: PreparationSitting;
  /** The test's questions. */
  questions: ReadonlyArray<{ questionid: number; question_number: number }>;
  /** The master sitting's graded result rows. */
  result: readonly SittingResultRow[];
  /** Preparation tests this sitting already has. */
  existing: readonly ExistingPreparation[];
  /** client.personzlized_test_count */
  limit: number;
}

/** A personalized sitting to insert (§3 Personalized sitting); question_numbers are the questions it holds. */
export interface NewPreparationTest {
  master_sitting: number;
  master_qnsbank: number;
  test_type: string;
  test_name: string;
  /** What test_name is made of (test-names.ts). */
  name_parts: TestNameParts;
  student: number;
  question_numbers: number[];
  /** The questions it was made from (JSON text), as the legacy POST sent it. */
  wrong_qns_numberlist: string;
  comments: string;
  assessment_flag: false;
  assessment_score: 0;
}

export type PreparationPlan = { ok: true; test: NewPreparationTest } | { ok: false; message: string };

/**
 * Whether a preparation test can be assigned now, and if so, the test. Refusals, checked in this
 * order (the server answers each with 409): not taken; one assigned and not yet taken
 * (PREPARATION_TEST_ALREADY_ASSIGNED); the limit reached (PREPARATION_TEST_LIMIT_REACHED, §8); every
 * answer right (nothing to prepare).
 */
export function planPreparationTest(input: PreparationInput): PreparationPlan {
  const { sitting, existing } = input;
  if (!sitting.test_taken) return { ok: false, message: SITTING_MESSAGES.notTaken };
  if (existing.some((p) => !p.test_taken)) return { ok: false, message: PREPARATION_TEST_ALREADY_ASSIGNED };
  if (!canAddPreparation(existing.length, input.limit)) return { ok: false, message: PREPARATION_TEST_LIMIT_REACHED };
  const question_numbers = wrongOrUnanswered(input.questions, input.result);
  if (question_numbers.length === 0) return { ok: false, message: SITTING_MESSAGES.nothingToPrepare };
  return {
    ok: true,
    test: {
      master_sitting: sitting.master_sitting_id,
      master_qnsbank: sitting.master_qnsbank,
      test_type: sitting.test_type,
      test_name: preparationTestName(
        sitting.test_name,
        existing.map((p) => p.test_name),
      ),
      name_parts: preparationNameParts(
        sitting.test_name,
        existing.map((p) => p.test_name),
      ),
      student: sitting.student,
      question_numbers,
      wrong_qns_numberlist: numberListText(question_numbers),
      comments: SITTING_COMMENTS.assigned.comments,
      assessment_flag: false,
      assessment_score: 0,
    },
  };
}

export interface PreparationButton {
  label: string;
  enabled: boolean;
  /** Why it is disabled, shown beside it (the §5 wording for the limit); null when enabled. */
  reason: string | null;
}

/**
 * The admin table's preparation-test button for a master sitting, in the same order of checks as
 * planPreparationTest, so the screen never offers what the server refuses.
 */
export function preparationButton(input: {
  test_taken: boolean;
  /** Wrong and unanswered questions of the sitting. */
  wrong_count: number;
  existing: readonly Pick<ExistingPreparation, 'test_taken'>[];
  limit: number;
}): PreparationButton {
  const disabled = (reason: string, label: string = ASSIGN_PREPARATION_TEST) => ({ label, enabled: false, reason });
  if (!input.test_taken) return disabled(SITTING_MESSAGES.notTaken);
  if (input.existing.some((p) => !p.test_taken)) {
    return disabled(PREPARATION_TEST_ALREADY_ASSIGNED, PREPARATION_TEST_ALREADY_ASSIGNED);
  }
  if (!canAddPreparation(input.existing.length, input.limit)) return disabled(PREPARATION_LIMIT_REACHED);
  if (input.wrong_count === 0) return disabled(SITTING_MESSAGES.nothingToPrepare);
  return { label: ASSIGN_PREPARATION_TEST, enabled: true, reason: null };
}
