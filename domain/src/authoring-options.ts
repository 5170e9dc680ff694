// Choices and messages of the authoring tool (Data Tool, Conversion Tool), §5 and §9 of the specification.
import { ANSWER_OPTIONS_MAX, QUESTION_NUMBER_MAX } from './constants';
import { msg } from './i18n';

export const QUESTION_TYPES = [msg('multiple choice'), msg('check boxes')] as const;

/** Complexity offered when a question is added, and when one is edited. */
export const NEW_QUESTION_COMPLEXITIES = [1, 2] as const;
export const EDIT_QUESTION_COMPLEXITIES = [1, 2, 3, 4, 5] as const;
export const COMPLEXITY_MAX = 5;

/** The question number select: 1 to 200. */
export const QUESTION_NUMBERS: readonly number[] = Array.from({ length: QUESTION_NUMBER_MAX }, (_, i) => i + 1);

/**
 * The correct-answer select: option n has the value n. The legacy new-mode list gave option 5 the
 * value 4, so a key on option 5 could not be saved; that was a defect.
 */
export const ANSWER_KEY_CHOICES: ReadonlyArray<{ value: number; label: string }> = [
  msg('Option 1'),
  msg('Option 2'),
  msg('Option 3'),
  msg('Option 4'),
  msg('Option 5'),
]
  .slice(0, ANSWER_OPTIONS_MAX)
  .map((label, i) => ({ value: i + 1, label }));

/** Create Test's year list: the next 8 years, the current one and the previous 3, newest first. */
export function createTestYears(currentYear: number): string[] {
  return Array.from({ length: 12 }, (_, i) => String(currentYear + 8 - i));
}

/** The test browser's year list: the current year and the previous 3, newest first. */
export function testBrowserYears(currentYear: number): string[] {
  return Array.from({ length: 4 }, (_, i) => String(currentYear - i));
}

/** Messages of the question, answer and step forms, as the specification writes them. */
export const AUTHORING_MESSAGES = {
  fillAll: msg('Please Fillout All Fields'),
  questionTooLong: msg('Question Length is Too Long'),
  stepsFillAll: msg('Please Fillout all the Fields!'),
  stepsTooLong: msg('Steps Length is Too Long'),
  imageTooLarge: msg('File size Limit exceeds!'),
  selectQuestion: msg('Please Select the question'),
  noVideos: msg('No videos Selected'),
  // Not in the specification: only a request that skips the form's selects can reach these.
  questionNumber: msg('The question number must be a whole number from 1 to 200'),
  newComplexity: msg('The complexity of a new question must be 1 or 2'),
  editComplexity: msg('The complexity must be a whole number from 1 to 5'),
  questionType: msg("The question type must be 'multiple choice' or 'check boxes'"),
  textFormat: msg("The text format must be 'plain' or 'html'"),
  optionTooLong: msg('Answer Length is Too Long'),
  keyNotAnOption: msg('The correct answer must be one of the filled options'),
  imageOnly: msg('Please Select an image file only'),
} as const;
