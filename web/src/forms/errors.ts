import { msg } from '@prep/domain';
import type { ZodError } from 'zod';
import { ApiError } from '../api';

/** The first message for each field of a failed zod parse, keyed by the field's name. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? '');
    errors[name] ??= issue.message;
  }
  return errors;
}

/** The first message per field of a 400 answer, for showing next to the inputs. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.fields).flatMap(([name, messages]) => (messages[0] ? [[name, messages[0]]] : [])),
  );
}

/** What to tell the user about a failed call: the server's message, or a generic one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return msg('Something Went Wrong');
}

/** The server's field errors for the form's own fields (to lay over their marks); other names are dropped. */
export function serverFieldMarks<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const messages = serverFieldErrors(error);
  return Object.fromEntries(fields.flatMap((f) => (messages[f] ? [[f, messages[f]]] : []))) as Partial<
    Record<F, string>
  >;
}
