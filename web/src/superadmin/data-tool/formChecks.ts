// What the Data Tool's forms share: a zod result turned into the first message and one message per field.

export type FieldMessages<F extends string> = Partial<Record<F, string>>;

export type FormCheck<T, F extends string> =
  | { ok: true; body: T }
  | { ok: false; message: string; fields: FieldMessages<F> };

/** The first issue's message for the alert, and the first message of each field for the marks. */
export function firstIssues<F extends string>(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
  fieldOf: (name: string) => F | undefined = (name) => name as F,
): { message: string; fields: FieldMessages<F> } {
  const fields: FieldMessages<F> = {};
  for (const issue of issues) {
    const field = fieldOf(String(issue.path[0] ?? ''));
    if (field) fields[field] ??= issue.message;
  }
  return { message: issues[0]?.message ?? '', fields };
}
