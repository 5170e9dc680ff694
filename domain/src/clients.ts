import { z } from 'zod';
import { COUNTRIES, US_STATES } from './constants';
import { msg } from './i18n';
import { fill } from './message';
import { saidMessageShape } from './message-schema';
import { languageSchema } from './language-schema';
import { retentionMonthsField } from './retention';
import {
  booleanish,
  countField,
  emailField,
  type InlineCheck,
  licenseKeyField,
  LONG_TEXT_MAX,
  nameField,
  nameTooLong,
  optionalText,
  phoneField,
  requiredId,
  SHORT_TEXT_MAX,
} from './fields';
import { isClientCity, isEmail, isLicenseKey, isNonEmpty, isPhone, isZipCode } from './patterns';

// Client Profile, Client Configuration and the client import file (admin-and-authoring.md §3, §5, §7, §8).

export const CLIENT_MESSAGES = {
  name: msg('Not a valid Name'),
  email: msg('Not a valid Email'),
  phone: msg('Not a valid Phone'),
  licenseKeyMissing: msg('please fillout License Key'),
  licenseKeyInvalid: msg('Not a valid license Key'),
  state: msg('State is not Valid!'),
  country: msg('Country is not Valid!'),
  colour: msg('Not a valid Colour'),
  footer: msg('Footer content is too long'),
  contactEmail: msg('Not a valid Email'),
  count: msg('Must be a whole number, 0 or more'),
  logo: msg('Not a valid Logo'),
  logoTooLarge: msg('File Size Limit Exceeds'),
  logoNotImage: msg('Only image files are allowed (PNG, JPEG, GIF or WebP)'),
  duplicateLicenseKey: msg('A client with this License Key already exists'),
  duplicateEmail: msg('A client with this Email already exists'),
  noClients: msg('The file holds no clients'),
  nothingToUpdate: msg('Nothing to update'),
  invalidForm: msg('Invalid Form'),
  selectToUpdate: msg('Please Select a client to Update!'),
  failed: msg('Something Went Wrong'),
  deleteConfirm: msg('Once deleted, you will not be able to recover this Record file!'),
  recordSafe: msg('Client Record is Safe'),
  imported: msg('Clients Imported Successfully'),
  configurationUpdated: msg('Client Configuration Updated Successfully'),
  tokenGenerated: msg('API Token Generated Successfully'),
  selectClient: msg('Please Select the Client'),
} as const;

export const clientAdded = (name: string) => fill(msg('Client {{name}} Added Successfully'), { name });
export const clientUpdated = (name: string) => fill(msg('Client {{name}} Updated Successfully'), { name });
export const clientDeleted = (name: string) => fill(msg('Client {{name}} Deleted Successfully'), { name });

const NAME_INLINE = msg("Name Shouldn't contain special characters!");
const NAME_TOO_LONG = nameTooLong(SHORT_TEXT_MAX);
const NAME_CHECK = {
  validate: isNonEmpty,
  inlineMessage: NAME_INLINE,
  tooLong: { max: SHORT_TEXT_MAX, message: NAME_TOO_LONG },
};
const optionalName = () => optionalText(NAME_INLINE, undefined, SHORT_TEXT_MAX, NAME_TOO_LONG);
const isUsState = (value: string) => (US_STATES as readonly string[]).includes(value);
const isCountry = (value: string) => (COUNTRIES as readonly string[]).includes(value.toUpperCase());

/** Checks the Client Profile form runs when a field loses focus (§5 inline on-blur checks). */
export const CLIENT_INLINE = {
  ClientName: NAME_CHECK,
  first_name: NAME_CHECK,
  middle_name: NAME_CHECK,
  last_name: NAME_CHECK,
  persion: NAME_CHECK,
  email: { validate: isEmail, inlineMessage: msg('Email is not Valid!') },
  mobile: { validate: isPhone, inlineMessage: msg('Mobile number is not Valid!') },
  mobile1: { validate: isPhone, inlineMessage: msg('Mobile number is not Valid!') },
  license_key: { validate: isLicenseKey, inlineMessage: msg('License Key is not Valid!') },
  city: { validate: isClientCity, inlineMessage: msg('City Name is not Valid!') },
  zipcode: { validate: isZipCode, inlineMessage: msg('Zipcode is not Valid!') },
  address: { validate: isNonEmpty, inlineMessage: msg('Address is not Valid!') },
} as const satisfies Record<string, InlineCheck>;
export type ClientInlineField = keyof typeof CLIENT_INLINE;

/**
 * The profile fields. Name, email, mobile and license key are required (the submit messages of §5);
 * the rest may be empty but, when filled, must pass the same check the form runs on blur.
 */
const profileShape = {
  ClientName: nameField(CLIENT_MESSAGES.name),
  first_name: optionalName(),
  middle_name: optionalName(),
  last_name: optionalName(),
  email: emailField(CLIENT_MESSAGES.email),
  mobile: phoneField(CLIENT_MESSAGES.phone),
  persion: optionalName(),
  mobile1: optionalText(CLIENT_INLINE.mobile1.inlineMessage, isPhone),
  license_key: licenseKeyField(CLIENT_MESSAGES.licenseKeyMissing, CLIENT_MESSAGES.licenseKeyInvalid),
  address: optionalText(CLIENT_INLINE.address.inlineMessage),
  city: optionalText(CLIENT_INLINE.city.inlineMessage, isClientCity),
  state: optionalText(CLIENT_MESSAGES.state, isUsState),
  zipcode: optionalText(CLIENT_INLINE.zipcode.inlineMessage, isZipCode),
  // USA only; stored in capitals whatever the case it was sent in.
  country: optionalText(CLIENT_MESSAGES.country, isCountry).transform((value) => (value === undefined ? value : 'USA')),
};
export const clientProfileSchema = z.object(profileShape);
export const CLIENT_PROFILE_FIELDS = Object.keys(profileShape) as Array<keyof typeof profileShape>;

/** Hex (#rgb, #rgba, #rrggbb, #rrggbbaa), a colour keyword, or rgb()/hsl() notation; nothing else reaches a style sheet. */
export const isColour = (value: string) =>
  /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value) ||
  /^[a-z]{3,30}$/i.test(value) ||
  /^(?:rgba?|hsla?)\(\s*[\d.]+%?\s*(?:[,\s]\s*[\d.]+%?\s*){2}(?:[,/]\s*[\d.]+%?\s*)?\)$/i.test(value);

export const CLIENT_COLOURS = ['header_color', 'navbar_color', 'button_color', 'textbox_color'] as const;
export const CLIENT_SWITCHES = [
  'show_result',
  'give_personalized',
  'fluency_recommended',
  'assign_test_for_class',
  'live_connect',
  'give_related_test',
  'enable_dashboard_token',
  'enable_api_token',
  'require_totp_for_staff',
  'erase_answers',
] as const;
export type ClientSwitch = (typeof CLIENT_SWITCHES)[number];

const colour = () => optionalText(CLIENT_MESSAGES.colour, isColour, 64);
const configurationShape = {
  header_color: colour(),
  navbar_color: colour(),
  button_color: colour(),
  textbox_color: colour(),
  footer_content: optionalText(CLIENT_MESSAGES.footer, () => true, LONG_TEXT_MAX),
  // Named contact_url in the API, but it holds the client's contact email.
  contact_url: optionalText(CLIENT_MESSAGES.contactEmail, isEmail).transform((value) => value?.toLowerCase()),
  show_result: booleanish().optional(),
  give_personalized: booleanish().optional(),
  fluency_recommended: booleanish().optional(),
  assign_test_for_class: booleanish().optional(),
  live_connect: booleanish().optional(),
  give_related_test: booleanish().optional(),
  enable_dashboard_token: booleanish().optional(),
  enable_api_token: booleanish().optional(),
  /** Its admins and teachers must set up two-factor sign-in at their next sign-in (issue 28). */
  require_totp_for_staff: booleanish().optional(),
  /** Erase its students this many months after they left every program; null: never (issue 28). */
  student_retention_months: retentionMonthsField(),
  /** An erasure deletes the student's answers too, instead of keeping them anonymous (issue 28). */
  erase_answers: booleanish().optional(),
  /** The language of the client's students who have not chosen one (issue 21); English unless set. */
  default_language: languageSchema.optional(),
};
/** Client Configuration: every field optional, so the screen may send the whole form or a part of it. */
export const clientConfigurationSchema = z.object(configurationShape);

const countsShape = {
  personzlized_test_count: countField(CLIENT_MESSAGES.count).optional(),
  personzlized_warmup_count: countField(CLIENT_MESSAGES.count).optional(),
};
/** The personalised-test limits the Grant Test Access screen sets. */
export const clientCountsSchema = z.object(countsShape);

/** A new client: the profile (required fields required) with optional configuration and limits. */
export const clientSchema = z.object({ ...profileShape, ...configurationShape, ...countsShape });

/**
 * PUT /api/client/{id}/ takes any of §7's three shapes (profile, configuration, the two counts) or a mix:
 * each field given is checked by its own rule and the others are left as they are.
 */
export const clientUpdateSchema = z.object({
  ...clientProfileSchema.partial().shape,
  ...configurationShape,
  ...countsShape,
});
export type ClientUpdateInput = z.input<typeof clientUpdateSchema>;

const LOGO_PATH = /^\/media\/logos\/[A-Za-z0-9_-]+\.(?:png|jpg|gif|webp)$/;
/** A logo carried in an import file: one of ours, an absolute web address, or none. */
export const isLogoReference = (value: string) => LOGO_PATH.test(value) || /^https?:\/\/[^\s"'<>]+$/i.test(value);

/** A client row of an import file: as the list or the export returns it, client_id ignored. */
export const clientFileRowSchema = z.object({
  ...clientSchema.shape,
  logo: optionalText(CLIENT_MESSAGES.logo, isLogoReference, 2000),
});

/** Reports each value that appears a second time in `rows[i][key]`, naming the later row. */
export function refineUnique<T>(
  rows: T[],
  key: (row: T) => string | undefined,
  path: (index: number) => Array<string | number>,
  message: string,
  ctx: z.RefinementCtx,
) {
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    // Runs on rows that may have failed their own checks, so the key is read defensively.
    const raw: unknown = key(row);
    const value = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
    if (!value) return;
    if (seen.has(value)) ctx.addIssue({ code: 'custom', message, path: path(index) });
    seen.add(value);
  });
}

/** POST /api/multiclient/: all clients are added, or none. */
export const clientImportSchema = z
  .object({
    clients: z
      .array(clientFileRowSchema, { error: CLIENT_MESSAGES.noClients })
      .min(1, { error: CLIENT_MESSAGES.noClients })
      .max(1000),
  })
  .superRefine(({ clients }, ctx) => {
    refineUnique(
      clients,
      (c) => c.license_key,
      (i) => ['clients', i, 'license_key'],
      CLIENT_MESSAGES.duplicateLicenseKey,
      ctx,
    );
    refineUnique(
      clients,
      (c) => c.email,
      (i) => ['clients', i, 'email'],
      CLIENT_MESSAGES.duplicateEmail,
      ctx,
    );
  });

/** POST /api/api_token/ */
export const apiTokenRequestSchema = z.object({ client: requiredId(CLIENT_MESSAGES.selectClient) });

/** A client as the API returns it (GET /api/client/ and the other client responses). */
export const clientRecordSchema = z.object({
  client_id: z.number(),
  ClientName: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile: z.string(),
  persion: z.string(),
  mobile1: z.string(),
  license_key: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  country: z.string(),
  /** '/media/logos/…' for an uploaded logo, an absolute URL, or null. */
  logo: z.string().nullable(),
  header_color: z.string(),
  navbar_color: z.string(),
  button_color: z.string(),
  textbox_color: z.string(),
  footer_content: z.string(),
  contact_url: z.string(),
  show_result: z.boolean(),
  give_personalized: z.boolean(),
  fluency_recommended: z.boolean(),
  assign_test_for_class: z.boolean(),
  live_connect: z.boolean(),
  give_related_test: z.boolean(),
  enable_dashboard_token: z.boolean(),
  enable_api_token: z.boolean(),
  require_totp_for_staff: z.boolean(),
  student_retention_months: z.number().nullable(),
  erase_answers: z.boolean(),
  default_language: languageSchema,
  personzlized_test_count: z.number(),
  personzlized_warmup_count: z.number(),
});
export type ClientRecord = z.infer<typeof clientRecordSchema>;

/** POST and PUT /api/client/…: the client as saved, and what was done. */
export const clientSavedSchema = clientRecordSchema.extend(saidMessageShape);
export type ClientSaved = z.infer<typeof clientSavedSchema>;

/** POST /api/multiclient/ */
export const clientsImportedSchema = z.object({ message: z.string(), client_ids: z.array(z.number()) });
export type ClientsImported = z.infer<typeof clientsImportedSchema>;

/** POST /api/api_token/: the key, shown this once. */
export const apiTokenIssuedSchema = z.object({ message: z.string(), token: z.string() });
export type ApiTokenIssued = z.infer<typeof apiTokenIssuedSchema>;

/** What a student reads of its client: the theme and switches, not the organisation's contact and key. */
export const CLIENT_BRANDING_FIELDS = [
  'client_id',
  'ClientName',
  'logo',
  ...CLIENT_COLOURS,
  'footer_content',
  'contact_url',
  ...CLIENT_SWITCHES,
  'personzlized_test_count',
  'personzlized_warmup_count',
] as const satisfies ReadonlyArray<keyof ClientRecord>;
type BrandingField = (typeof CLIENT_BRANDING_FIELDS)[number];
export const clientBrandingSchema = clientRecordSchema.pick(
  Object.fromEntries(CLIENT_BRANDING_FIELDS.map((field) => [field, true])) as { [K in BrandingField]: true },
);
export type ClientBranding = z.infer<typeof clientBrandingSchema>;

/**
 * GET /api/client/{id}/: the whole record for the super admin and the client's admins, the branding for
 * its students. The record comes first: a union answers with the first shape that fits, and the
 * branding would fit a whole record too (and cut it down).
 */
export const clientReadSchema = z.union([clientRecordSchema, clientBrandingSchema]);
