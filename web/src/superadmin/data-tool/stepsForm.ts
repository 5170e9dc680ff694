import type { Text } from '@prep/domain';
// Add Steps: up to 5 step texts and 4 step images of one question (POST /quiz/steps/, PUT /quiz/steps/{id}/).
// The rules are the domain's stepsSchema (step 5 is checked too) and imageFileProblem.
import { msg, SECTION_CODE, type Steps, stepsSchema } from '@prep/domain';
import { firstIssues, type FormCheck } from './formChecks';
import { firstIssueText } from '../../forms/errors';

export const STEP_TEXT_FIELDS = ['step1_text', 'step2_text', 'step3_text', 'step4_text', 'step5_text'] as const;
export const STEP_IMAGE_FIELDS = ['step1_image', 'step2_image', 'step3_image', 'step4_image'] as const;
export type StepTextField = (typeof STEP_TEXT_FIELDS)[number];
export type StepImageField = (typeof STEP_IMAGE_FIELDS)[number];
export type StepValues = Record<StepTextField, string>;

const STEP_LABELS: Record<StepTextField, string> = {
  step1_text: msg('Step 1'),
  step2_text: msg('Step 2'),
  step3_text: msg('Step 3'),
  step4_text: msg('Step 4'),
  step5_text: msg('Step 5'),
};
const STEP_IMAGE_LABELS: Record<StepImageField, string> = {
  step1_image: msg('Step 1 Image'),
  step2_image: msg('Step 2 Image'),
  step3_image: msg('Step 3 Image'),
  step4_image: msg('Step 4 Image'),
};

/** The fields' labels (catalogue keys, shown through t()). */
export const stepLabel = (field: StepTextField) => STEP_LABELS[field];
export const stepImageLabel = (field: StepImageField) => STEP_IMAGE_LABELS[field];

/** A chosen file, or a stored image to remove, per image field. */
export interface StepImages {
  files: Partial<Record<StepImageField, File>>;
  removed: Partial<Record<StepImageField, boolean>>;
}

export const emptyStepImages = (): StepImages => ({ files: {}, removed: {} });

export const emptySteps = (): StepValues => ({
  step1_text: '',
  step2_text: '',
  step3_text: '',
  step4_text: '',
  step5_text: '',
});

export const stepsOf = (steps: Record<StepTextField, string>): StepValues => ({
  step1_text: steps.step1_text ?? '',
  step2_text: steps.step2_text ?? '',
  step3_text: steps.step3_text ?? '',
  step4_text: steps.step4_text ?? '',
  step5_text: steps.step5_text ?? '',
});

const fieldOf = (name: string) =>
  (STEP_TEXT_FIELDS as readonly string[]).includes(name) ? (name as StepTextField) : undefined;

/** The on-blur mark of a step: step 1 required, every step under 500 characters. */
export function stepFieldMark(field: StepTextField, value: string): Text | undefined {
  const parsed = stepsSchema.shape[field].safeParse(value);
  return parsed.success ? undefined : firstIssueText(parsed.error.issues, undefined);
}

/** The question and step 1 required ('Please Fillout all the Fields!'); each step under 500 characters. */
export function checkSteps(values: StepValues, questionId: number | null): FormCheck<Steps, StepTextField> {
  const parsed = stepsSchema.safeParse({ ...values, question: questionId ?? '' });
  if (!parsed.success) return { ok: false, ...firstIssues(parsed.error.issues, fieldOf) };
  return { ok: true, body: parsed.data };
}

/** The multipart body of POST /quiz/steps/ (new) or PUT /quiz/steps/{id}/ (editing). */
export function stepsFormData(steps: Steps, testId: number, images: StepImages, mode: 'new' | 'editing'): FormData {
  const form = new FormData();
  form.append('question', String(steps.question));
  form.append('master_qnsbank', String(testId));
  // §7: POST sends section_code, PUT section_code_id.
  form.append(mode === 'new' ? 'section_code' : 'section_code_id', String(SECTION_CODE));
  for (const field of STEP_TEXT_FIELDS) form.append(field, steps[field]);
  for (const field of STEP_IMAGE_FIELDS) {
    const file = images.files[field];
    if (file) form.append(field, file);
    else if (images.removed[field] && mode === 'editing') form.append(`remove_${field}`, 'true');
  }
  return form;
}
