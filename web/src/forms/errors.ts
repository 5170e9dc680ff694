import { msg, type Text } from '@prep/domain';
import type { ZodError } from 'zod';
import { ApiError } from '../api';
import { issueText } from '../i18n/say';

/**
 * The first message for each field of a failed zod parse, keyed by the field's name, as data
 * (the domain's describeIssue: "At most 5 characters" keeps its limit, so say() tells it in the language shown).
 */
export function fieldErrors(error: ZodError): Record<string, Text> {
  const errors: Record<string, Text> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? '');
    errors[name] ??= issueText(issue);
  }
  return errors;
}

/** The first message per field of a 400 answer as the server said it (`field_keys`), to show next to the inputs. */
export function serverFieldErrors(error: unknown): Record<string, Text> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.fieldSaid).flatMap(([name, messages]) => (messages[0] ? [[name, messages[0]]] : [])),
  );
}

/** What to tell the user about a failed call: the server's message as it said it (say() shows it), or a generic one. */
export function errorMessage(error: unknown): Text {
  if (error instanceof ApiError) return error.said;
  return msg('Something Went Wrong');
}

/** The server's field errors for the form's own fields (to lay over their marks); other names are dropped. */
export function serverFieldMarks<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, Text>> {
  const messages = serverFieldErrors(error);
  return Object.fromEntries(fields.flatMap((f) => (messages[f] ? [[f, messages[f]]] : []))) as Partial<Record<F, Text>>;
}

/**
 * A zod issue as a field's mark: a message built with values as data (describeIssue), a static one as its
 * text (its own key), as the form checks always handed it over.
 */
export function issueMark(issue: { message: string; code?: string; params?: unknown }): Text {
  const text = issueText(issue);
  return typeof text === 'string' || Object.keys(text.values).length > 0 ? text : text.key;
}

/** The first issue of a failed parse as data (the domain's describeIssue), or `fallback` when there is none. */
export const firstIssueText = <T extends Text | undefined>(
  issues: ReadonlyArray<{ message: string; code?: string }>,
  fallback: T,
): Text | T => (issues[0] ? issueMark(issues[0]) : fallback);

/**
 * A domain check's message (its English) as data: one the schemas built with values ("Name Shouldn't be more
 * than 100 characters!") is found back with them (describeIssue's schemaMessage table), so a mark says it in
 * the language shown.
 */
export const markText = (message: string | null | undefined): Text | undefined =>
  message ? issueMark({ message }) : undefined;
