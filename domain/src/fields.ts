import { z } from 'zod';
import { requiredText } from './auth';
import { isEmail, isLicenseKey, isPhone } from './patterns';
import { msg } from './i18n';
import { fill, schemaMessage } from './message';

// Field builders shared by the client, client-admin, master-file and reset schemas, so each rule is written once.

/** Longest value accepted in a one-line text field. */
export const SHORT_TEXT_MAX = 255;
/** Longest value accepted in a free-text field (footer content, notes, a contact message). */
export const LONG_TEXT_MAX = 5000;

/**
 * What a name over its length is told (issue 16: it was told it held special characters). The spec words
 * no message for it, so this one follows its "Name Shouldn't contain special characters!".
 */
export const nameTooLong = (max: number) =>
  schemaMessage(fill(msg("Name Shouldn't be more than {{max}} characters!"), { max }));

/** A field screens validate on blur: the check, and the message shown beside the field when it fails. */
export interface InlineCheck {
  validate: (value: string) => boolean;
  inlineMessage: string;
  /** The longest value and what a longer one is told, when that is not `inlineMessage`. */
  tooLong?: { max: number; message: string };
}

/** Runs one inline check; undefined when the value passes, else the message to show. */
export function inlineError(check: InlineCheck, value: string): string | undefined {
  if (check.tooLong && value.trim().length > check.tooLong.max) return check.tooLong.message;
  return check.validate(value) ? undefined : check.inlineMessage;
}

/** A required one-line name; `message` for missing or empty, the too-long message past SHORT_TEXT_MAX. */
export const nameField = (message: string) =>
  requiredText(message).max(SHORT_TEXT_MAX, { error: nameTooLong(SHORT_TEXT_MAX) });

/** A required email, trimmed and lower-cased (emails are stored lower-cased). */
export const emailField = (message: string) =>
  requiredText(message)
    .refine(unlessEmpty(isEmail), { error: message })
    .transform((email) => email.toLowerCase());

/** A required license key, stored upper-cased so comparing keys ignores case. */
export const licenseKeyField = (missing: string, invalid: string) =>
  requiredText(missing)
    .refine(unlessEmpty(isLicenseKey), { error: invalid })
    .transform((key) => key.toUpperCase());

export const phoneField = (message: string) => requiredText(message).refine(unlessEmpty(isPhone), { error: message });

/**
 * An optional one-line text checked only when non-empty; null (legacy files) reads as empty.
 * Left out, it stays undefined, so an update that does not name the field leaves it alone.
 */
export const optionalText = (
  message: string,
  validate: (value: string) => boolean = () => true,
  max = SHORT_TEXT_MAX,
  tooLong = message,
) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: tooLong })
    .nullable()
    .transform((value) => value ?? '')
    .refine((value) => value === '' || validate(value), { error: message })
    .optional();

/** A switch sent as a JSON boolean or, by multipart forms, as the text 'true' or 'false'. */
export const booleanish = (message = msg('Must be true or false')) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', 'True', 'False'])], { error: message })
    .transform((value) => value === true || value === 'true' || value === 'True');

/** A whole number of at least 0, sent as a JSON number or as text by multipart forms. */
export const countField = (message: string) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, { error: message })], { error: message })
    .transform(Number)
    .pipe(z.number().int({ error: message }).min(0, { error: message }).max(1_000_000, { error: message }));

/** The largest value of a PostgreSQL integer column; every id is one, so no id is larger. */
export const PG_INT_MAX = 2_147_483_647;

/**
 * A positive id sent as a number or as digits (select boxes and multipart forms send text), within the
 * PostgreSQL integer range, so a huge id is a 400 with `message`, never a database error. Not z.coerce:
 * that took true as 1 and [5] as 5.
 */
export const requiredId = (message: string) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, { error: message })], { error: message })
    .transform(Number)
    .pipe(z.number().int({ error: message }).min(1, { error: message }).max(PG_INT_MAX, { error: message }));

/** A positive id sent as a JSON number (not text): a body's `client`, `student`, `set_no`, or an id in a list. */
export const idNumber = (message?: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(PG_INT_MAX, { error: message ?? schemaMessage(fill(msg('At most {{max}}'), { max: PG_INT_MAX })) });

export const NOT_FOUND = msg('Not found.');

/** An id in a path (`/api/student/{student_id}/`): one that cannot exist is refused like one that does not. */
export const idParam = requiredId(NOT_FOUND);

/** The path parameters of a route about one record: `idParams('student_id')`. */
export const idParams = <K extends string>(name: K) => z.object({ [name]: idParam } as { [P in K]: typeof idParam });

/**
 * Option for an object-level check that must run even when a field has already failed (zod skips such
 * checks after a missing field otherwise), so a form learns about every field at once. Only objects reach it.
 */
export const evenWithFieldErrors = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
};

/** Wraps a check so an empty value passes it: the field's "required" message already covers that case. */
export const unlessEmpty = (check: (value: string) => boolean) => (value: string) => value === '' || check(value);
