import type { Text } from '@prep/domain';
// The Client Profile form as plain data: blank values, a client's values, the multipart body, the
// on-blur marks and the logo checks (admin-and-authoring.md §3, §5). Every rule comes from `@prep/domain`.
import {
  CLIENT_INLINE,
  CLIENT_MESSAGES,
  CLIENT_PROFILE_FIELDS,
  clientProfileSchema,
  clientSchema,
  clientUpdateSchema,
  inlineError,
  LOGO_MAX_BYTES,
  type ClientInlineField,
  type ClientRecord,
} from '@prep/domain';
import i18n from '../i18n';
import { firstIssueText, issueMark, markText } from '../forms/errors';

/** The profile fields of the form, in the spec's order (the logo is a file, kept apart). */
export type ClientFormField = (typeof CLIENT_PROFILE_FIELDS)[number];
export const CLIENT_FORM_FIELDS: readonly ClientFormField[] = CLIENT_PROFILE_FIELDS;

export type ClientFormValues = Record<ClientFormField, string>;

/** A blank form (add mode); USA is the only country offered. */
export function emptyClientForm(): ClientFormValues {
  const values = Object.fromEntries(CLIENT_FORM_FIELDS.map((field) => [field, ''])) as ClientFormValues;
  return { ...values, country: 'USA' };
}

/** The form filled with a client as the API returns it. */
export function clientFormOf(client: ClientRecord): ClientFormValues {
  const values = Object.fromEntries(
    CLIENT_FORM_FIELDS.map((field) => [field, typeof client[field] === 'string' ? client[field] : '']),
  ) as ClientFormValues;
  return { ...values, country: values.country || 'USA' };
}

const hasInline = (field: string): field is ClientInlineField => field in CLIENT_INLINE;

/**
 * The mark a field gets when it is left: the spec's inline message (e.g. 'City Name is not Valid!') for
 * the fields §5 checks on blur, else the field's own rule from the profile schema.
 */
export function clientFieldMark(field: ClientFormField, value: string): Text | undefined {
  if (hasInline(field)) return markText(inlineError(CLIENT_INLINE[field], value));
  const result = clientProfileSchema.shape[field].safeParse(value);
  return result.success ? undefined : firstIssueText(result.error.issues, undefined);
}

/** The first message per field of a failed parse. */
function messagesOf(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): Partial<Record<ClientFormField, Text>> {
  const messages: Partial<Record<ClientFormField, Text>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as ClientFormField;
    if ((CLIENT_FORM_FIELDS as readonly string[]).includes(field)) messages[field] ??= issueMark(issue);
  }
  return messages;
}

export type ClientSubmitCheck =
  | { ok: true }
  /** `message`: what the popup says; `fields`: the marks to lay over the form. */
  | { ok: false; message: Text; fields: Partial<Record<ClientFormField, Text>> };

/**
 * The submit rules of §5. Add: the first failing rule's own message ('Not a valid Name', 'please fillout
 * License Key', …). Update: no client selected gives 'Please Select a client to Update!', an invalid
 * form 'Invalid Form'. Either way the fields in fault are marked with their messages.
 */
export function checkClientSubmit(
  values: ClientFormValues,
  mode: 'add' | 'update',
  selected = true,
): ClientSubmitCheck {
  if (mode === 'update' && !selected) return { ok: false, message: CLIENT_MESSAGES.selectToUpdate, fields: {} };
  const schema = mode === 'add' ? clientSchema : clientUpdateSchema;
  // Every field is sent, so the update's rules (each field given is checked) hold the required ones too.
  const result = schema.safeParse(trimmed(values));
  if (result.success) return { ok: true };
  const issues = result.error.issues;
  const message = mode === 'update' ? CLIENT_MESSAGES.invalidForm : firstIssueText(issues, CLIENT_MESSAGES.invalidForm);
  return { ok: false, message, fields: messagesOf(issues) };
}

function trimmed(values: ClientFormValues): ClientFormValues {
  return Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value.trim()])) as ClientFormValues;
}

/** Body of POST /api/client/ and PUT /api/client/{id}/: every profile field, and the logo when one was chosen. */
export function clientFormData(values: ClientFormValues, logo: File | null): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(trimmed(values))) form.append(field, value);
  // The file goes last: the server reads the fields before the bytes.
  if (logo) form.append('logo', logo, logo.name);
  return form;
}

/** The kinds of image the server keeps as a logo. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Why a chosen logo cannot be sent (images only, at most 1,000,000 bytes), or undefined when it can. */
export function logoProblem(file: Pick<File, 'size' | 'type'>): string | undefined {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return CLIENT_MESSAGES.logoNotImage;
  if (file.size > LOGO_MAX_BYTES) return CLIENT_MESSAGES.logoTooLarge;
  return undefined;
}

/**
 * Upload progress in KB (§9), e.g. "12 KB of 40 KB"; before the size is known, what has gone so far.
 * `number` writes a number in the language shown (useFormat's).
 */
export function uploadProgressText(
  { loaded, total }: { loaded: number; total: number },
  number: (value: number) => string = String,
): string {
  const kb = (bytes: number) => i18n.t('{{n}} KB', { n: number(Math.ceil(bytes / 1024)) });
  return total > 0
    ? i18n.t('{{loaded}} of {{total}}', { loaded: kb(Math.min(loaded, total)), total: kb(total) })
    : kb(loaded);
}

/** Percentage for a progress bar (0 while the size is unknown). */
export const uploadPercent = ({ loaded, total }: { loaded: number; total: number }) =>
  total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
