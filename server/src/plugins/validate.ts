import type { z } from 'zod';
import { badRequest } from './errors';
import { msg } from '@prep/domain';

/** Field name of an issue path, as the automatic body validation names it: "students.2.email". */
const fieldName = (path: PropertyKey[]) => path.map(String).join('.') || 'non_field_errors';

/**
 * Parses a value that could not go through the route's schema (a multipart form, a body of several
 * shapes); a failure answers 400 in the same shape as a failed route schema.
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) (fields[fieldName(issue.path)] ??= []).push(issue.message);
  throw badRequest(result.error.issues[0]?.message ?? msg('Invalid input'), fields);
}
