import type { Text } from '@prep/domain';
// The Client Admin Profile form as plain data: blank values, an admin's values, the request body, the
// on-blur marks and the submit rules of §5 ("Client admin"). Every rule comes from `@prep/domain`.
import {
  CLIENT_ADMIN_INLINE,
  CLIENT_ADMIN_MESSAGES,
  clientAdminSchema,
  clientAdminUpdateSchema,
  inlineError,
  type ClientAdminInput,
  type ClientAdminRecord,
} from '@prep/domain';
import { firstIssueText, issueMark, markText } from '../forms/errors';

export const ADMIN_FORM_FIELDS = [
  'client',
  'FirstName',
  'LastName',
  'email',
  'license_key',
  'password',
  'confirm_password',
] as const;
export type AdminFormField = (typeof ADMIN_FORM_FIELDS)[number];
/** Every value as the inputs hold it; `client` is the chosen client's id as text ('' for none). */
export type AdminFormValues = Record<AdminFormField, string>;
export type AdminMode = 'add' | 'update';

export function emptyAdminForm(clientId: number | null = null, licenseKey = ''): AdminFormValues {
  const values = Object.fromEntries(ADMIN_FORM_FIELDS.map((field) => [field, ''])) as AdminFormValues;
  return { ...values, client: clientId === null ? '' : String(clientId), license_key: licenseKey };
}

/** The form filled with an admin; the password fields stay empty (left empty, the password is kept). */
export function adminFormOf(admin: ClientAdminRecord): AdminFormValues {
  return {
    ...emptyAdminForm(admin.client),
    FirstName: admin.FirstName,
    LastName: admin.LastName,
    email: admin.email,
    license_key: admin.license_key,
  };
}

/** Body of POST /api/clientadmin/ and PUT /api/clientadmin/{id}/. */
export function adminPayload(values: AdminFormValues): ClientAdminInput {
  const trim = (field: AdminFormField) => values[field].trim();
  return {
    client: values.client === '' ? 0 : Number(values.client),
    FirstName: trim('FirstName'),
    LastName: trim('LastName'),
    email: trim('email'),
    license_key: trim('license_key'),
    password: trim('password'),
    confirm_password: trim('confirm_password'),
  };
}

const schemaOf = (mode: AdminMode) => (mode === 'add' ? clientAdminSchema : clientAdminUpdateSchema);

/** Each field's first message in a parse of the whole form. */
function fieldMessages(values: AdminFormValues, mode: AdminMode) {
  const result = schemaOf(mode).safeParse(adminPayload(values));
  const messages: Partial<Record<AdminFormField, Text>> = {};
  if (result.success) return { messages, first: undefined };
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as AdminFormField;
    if ((ADMIN_FORM_FIELDS as readonly string[]).includes(field)) messages[field] ??= issueMark(issue);
  }
  return { messages, first: firstIssueText(result.error.issues, undefined) };
}

/**
 * The mark a field gets when it is left. Email and password use the spec's inline messages ('Email is
 * not Valid!', 'password must contain atleast 8 digits, …'); the others their submit message. On update
 * an empty password is fine: it keeps the current one.
 */
export function adminFieldMark(field: AdminFormField, values: AdminFormValues, mode: AdminMode): Text | undefined {
  const value = values[field];
  if (field === 'email') return markText(inlineError(CLIENT_ADMIN_INLINE.email, value.trim()));
  if (field === 'password') {
    if (mode === 'update' && value.trim() === '') return undefined;
    return markText(inlineError(CLIENT_ADMIN_INLINE.password, value.trim()));
  }
  if (field === 'confirm_password') {
    if (mode === 'update' && values.password.trim() === '' && value.trim() === '') return undefined;
    return value.trim() === values.password.trim() ? undefined : CLIENT_ADMIN_MESSAGES.confirm;
  }
  return fieldMessages(values, mode).messages[field];
}

export type AdminSubmitCheck =
  | { ok: true }
  | { ok: false; message: Text; fields: Partial<Record<AdminFormField, Text>> };

/**
 * The submit rules: update or delete without a selected admin get their own message; otherwise the
 * first failing rule's message ('Please Select the Client', 'Not a valid Name', …), with every field in
 * fault marked.
 */
export function checkAdminSubmit(values: AdminFormValues, mode: AdminMode, selected = true): AdminSubmitCheck {
  if (mode === 'update' && !selected) return { ok: false, message: CLIENT_ADMIN_MESSAGES.selectToUpdate, fields: {} };
  const { messages, first } = fieldMessages(values, mode);
  if (first === undefined) return { ok: true };
  return { ok: false, message: first, fields: messages };
}

/** The name the list shows for an admin. */
export const adminLabel = (admin: Pick<ClientAdminRecord, 'FirstName' | 'LastName' | 'email'>) =>
  `${admin.FirstName} ${admin.LastName}`.trim() || admin.email;
