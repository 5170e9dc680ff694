import type { z } from 'zod';
import { badRequest } from '../plugins/errors';

/**
 * Checks a body against the schema of the caller's role (one route, two bodies) and fails the way
 * a route schema does: a 400 whose fields name each bad field with its messages.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues)
    (fields[issue.path.join('.') || 'non_field_errors'] ??= []).push(issue.message);
  throw badRequest(Object.values(fields)[0]?.[0] ?? 'Invalid input', fields);
}
