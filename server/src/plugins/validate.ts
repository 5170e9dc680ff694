import type { z } from 'zod';
import { describeIssue, msg } from '@prep/domain';
import { badRequest, type FieldTexts } from './errors';

/** Field name of an issue path, as the automatic body validation names it: "students.2.email". */
const fieldName = (path: PropertyKey[]) => path.map(String).join('.') || 'non_field_errors';

/**
 * Parses a value that could not go through the route's schema (a multipart form, a body of several
 * shapes); a failure answers 400 in the same shape as a failed route schema.
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: FieldTexts = {};
  for (const issue of result.error.issues) (fields[fieldName(issue.path)] ??= []).push(describeIssue(issue));
  const first = result.error.issues[0];
  throw badRequest(first ? describeIssue(first) : msg('Invalid input'), fields);
}
