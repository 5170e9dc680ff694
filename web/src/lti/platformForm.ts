// The form of LMS connections as plain data: blank values, a platform's values, the request body and what
// stops it being sent. Every rule and message is the domain's (ltiPlatformBodySchema), with the lenient rule
// for addresses: whether plain http and local addresses are allowed is the server's setting, and its answer
// says so on the field.
import { type LtiPlatform, type LtiPlatformInput, ltiPlatformBodySchema, type Text } from '@prep/domain';
import { serverFieldErrors } from '../forms';
import { issueMark } from '../forms/errors';

export type PlatformFormField =
  | 'name'
  | 'issuer'
  | 'client_id'
  | 'deployment_ids'
  | 'auth_login_url'
  | 'auth_token_url'
  | 'keyset_url'
  | 'program';

/** In the form's order (the order Moodle's and Canvas's screens show the values in). */
export const PLATFORM_FORM_FIELDS: readonly PlatformFormField[] = [
  'name',
  'issuer',
  'client_id',
  'deployment_ids',
  'auth_login_url',
  'auth_token_url',
  'keyset_url',
  'program',
];

/** Every field is text; the deployment ids one a line. */
export type PlatformFormValues = Record<PlatformFormField, string>;

export const emptyPlatformForm = (): PlatformFormValues => ({
  name: '',
  issuer: '',
  client_id: '',
  deployment_ids: '',
  auth_login_url: '',
  auth_token_url: '',
  keyset_url: '',
  program: '',
});

export const platformFormOf = (p: LtiPlatform): PlatformFormValues => ({
  name: p.name,
  issuer: p.issuer,
  client_id: p.client_id,
  deployment_ids: p.deployment_ids.join('\n'),
  auth_login_url: p.auth_login_url,
  auth_token_url: p.auth_token_url,
  keyset_url: p.keyset_url,
  program: p.program,
});

/** The deployment ids written one a line (or separated by commas), blank lines left out. */
export const deploymentIdsOf = (text: string): string[] =>
  text
    .split(/[\n,]/)
    .map((id) => id.trim())
    .filter(Boolean);

export const platformPayload = (values: PlatformFormValues): LtiPlatformInput => ({
  name: values.name.trim(),
  issuer: values.issuer.trim(),
  client_id: values.client_id.trim(),
  deployment_ids: deploymentIdsOf(values.deployment_ids),
  auth_login_url: values.auth_login_url.trim(),
  auth_token_url: values.auth_token_url.trim(),
  keyset_url: values.keyset_url.trim(),
  program: values.program,
});

const lenient = ltiPlatformBodySchema({ allowLocal: true });
/** A field an issue or a server's message names: `deployment_ids.2` is the deployment ids' field. */
const formField = (name: PropertyKey | undefined): PlatformFormField | undefined => {
  const field = String(name ?? '').split('.')[0] as PlatformFormField;
  return PLATFORM_FORM_FIELDS.includes(field) ? field : undefined;
};

/** The messages of the fields that break their rule, by field (the first one each). */
export function platformInlineErrors(values: PlatformFormValues): Partial<Record<PlatformFormField, Text>> {
  const parsed = lenient.safeParse(platformPayload(values));
  const errors: Partial<Record<PlatformFormField, Text>> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = formField(issue.path[0]);
    if (field) errors[field] ??= issueMark(issue);
  }
  return errors;
}

/** What stops the form being sent, in the form's order (null when nothing does). */
export function platformSubmitProblem(values: PlatformFormValues): Text | null {
  const errors = platformInlineErrors(values);
  return PLATFORM_FORM_FIELDS.map((field) => errors[field]).find(Boolean) ?? null;
}

/** The on-blur mark of a field: undefined for green, else its message. */
export const platformFieldMark = (field: PlatformFormField, value: string): Text | undefined =>
  platformInlineErrors({ ...filledForm, [field]: value })[field];

/** A form whose every field passes, so a field's mark is about that field alone. */
const filledForm: PlatformFormValues = {
  name: '',
  issuer: 'https://lms.example',
  client_id: 'x',
  deployment_ids: '1',
  auth_login_url: 'https://lms.example',
  auth_token_url: 'https://lms.example',
  keyset_url: 'https://lms.example',
  program: 'x',
};

/** The server's field errors laid over the form's fields (`deployment_ids.1` marks the deployment ids). */
export function serverPlatformMarks(error: unknown): Partial<Record<PlatformFormField, Text>> {
  const marks: Partial<Record<PlatformFormField, Text>> = {};
  for (const [name, message] of Object.entries(serverFieldErrors(error))) {
    const field = formField(name);
    if (field) marks[field] ??= message;
  }
  return marks;
}
