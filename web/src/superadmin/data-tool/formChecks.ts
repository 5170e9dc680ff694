// What the Data Tool's forms share: a zod result turned into the first message and one message per field,
// each as data (issueText: a limit's message keeps its limit, so it is said in the language shown).
import type { Text } from '@prep/domain';
import { issueText } from '../../i18n/say';

export type FieldMessages<F extends string> = Partial<Record<F, Text>>;

export type FormCheck<T, F extends string> =
  | { ok: true; body: T }
  | { ok: false; message: Text; fields: FieldMessages<F> };

/** The first issue's message for the alert, and the first message of each field for the marks. */
export function firstIssues<F extends string>(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string; code?: string }>,
  fieldOf: (name: string) => F | undefined = (name) => name as F,
): { message: Text; fields: FieldMessages<F> } {
  const fields: FieldMessages<F> = {};
  for (const issue of issues) {
    const field = fieldOf(String(issue.path[0] ?? ''));
    if (field) fields[field] ??= issueText(issue);
  }
  return { message: issues[0] ? issueText(issues[0]) : '', fields };
}
