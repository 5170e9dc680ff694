import type { Text } from '@prep/domain';
// The Manage Warmups form (Data Tool): equation and answer of one warm-up of a set. The rules are the
// domain's warmupSchema (add) and warmupUpdateSchema (update); the server also checks the answer.
import {
  SELECT_QUESTION_TO_DELETE,
  warmupSchema,
  warmupUpdateSchema,
  type WarmupInput,
  type WarmupRecord,
  type WarmupUpdateInput,
} from '@prep/domain';
import { type FormCheck, firstIssues } from './formChecks';
import { firstIssueText } from '../../forms/errors';

export const WARMUP_QUESTION_FIELDS = ['equation', 'answer'] as const;
export type WarmupQuestionField = (typeof WARMUP_QUESTION_FIELDS)[number];
export type WarmupQuestionValues = Record<WarmupQuestionField, string>;

export const emptyWarmupQuestion = (): WarmupQuestionValues => ({ equation: '', answer: '' });

/** The form filled with a warm-up of the set (the super admin is always sent its answer). */
export const warmupQuestionOf = (warmup: Pick<WarmupRecord, 'equation' | 'answer'>): WarmupQuestionValues => ({
  equation: warmup.equation,
  answer: warmup.answer ?? '',
});

/** The list's entries: '# n' (the position in the set) and the equation. */
export const warmupItems = (warmups: ReadonlyArray<{ warmup_id: number; equation: string }>) =>
  warmups.map((w, i) => ({ id: w.warmup_id, label: `# ${i + 1}  ${w.equation}` }));

/** The on-blur mark of a field: 'Please Fillout all fields' when empty. */
export function warmupQuestionFieldMark(field: WarmupQuestionField, value: string): Text | undefined {
  const parsed = warmupUpdateSchema.shape[field].safeParse(value);
  return parsed.success ? undefined : firstIssueText(parsed.error.issues, undefined);
}

export type WarmupQuestionCheck<T> = FormCheck<T, WarmupQuestionField | 'set_no'>;

/** add: equation and answer in the chosen set. */
export function checkWarmupAdd(values: WarmupQuestionValues, setNo: number | null): WarmupQuestionCheck<WarmupInput> {
  const parsed = warmupSchema.safeParse({ ...values, set_no: setNo ?? 0 });
  if (!parsed.success) return { ok: false, ...firstIssues(parsed.error.issues) };
  return { ok: true, body: parsed.data };
}

/** Update: the selected warm-up's equation and answer. */
export function checkWarmupUpdate(values: WarmupQuestionValues): WarmupQuestionCheck<WarmupUpdateInput> {
  const parsed = warmupUpdateSchema.safeParse(values);
  if (!parsed.success) return { ok: false, ...firstIssues(parsed.error.issues) };
  return { ok: true, body: parsed.data };
}

/** delete needs a selection. */
export const deleteProblem = (selectedId: number | null) =>
  selectedId === null ? SELECT_QUESTION_TO_DELETE : undefined;
