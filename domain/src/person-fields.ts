// Field rules shared by the teacher and student forms (§5 of client-student-warmups.md): each rule is
// written once here and both the on-blur marks and the submit schemas are built from it.
import { z } from 'zod';
import { nameTooLong, PG_INT_MAX } from './fields';
import { COUNTRIES, GRADE_LEVELS, RELATIONSHIPS, STUDENT_LEVELS, TEACHER_PREFIXES, US_STATES } from './constants';
import { isEmail, isGpa, isNonEmpty, isPhone, isPlaceName, isStrongPassword, isZipCode } from './patterns';
import { msg } from './i18n';

export const PERSON_MESSAGES = {
  name: msg('Name is not valid'),
  /** Display text under a name field that has a red mark. */
  nameHint: msg("Name Shouldn't contain special characters!"),
  address: msg('Address is not valid'),
  email: msg('Email is not valid!'),
  mobile: msg('Mobile number is not Valid!'),
  zip: msg('Zipcode is not Valid!'),
  password: msg('password must contain atleast 8 digits, including characters and numbers!'),
  confirmPassword: msg('Incorrect Password!'),
  passwordMismatch: msg('password and confirm password does not match'),
  gpa: msg('GPA is not Valid!'),
  comments: msg('Comments are not Valid!'),
  // The specification gives the rule for these four but no wording; these follow the client form's "City Name is not Valid!".
  city: msg('City Name is not Valid!'),
  state: msg('State Name is not Valid!'),
  country: msg('Country Name is not Valid!'),
  district: msg('School District is not Valid!'),
  prefix: msg('Prefix is not valid'),
  relationship: msg('Relationship is not valid'),
  relationshipsSame: msg('Relationship 1 and 2 should not be same'),
  gradeLevel: msg('Grade Level is not valid'),
  level: msg('Level is not valid'),
  yesNo: msg('Choose yes or no'),
  flag: msg('Choose true or false'),
  id: msg('Not a valid id'),
  text: msg('Text is too long'),
  invalidForm: msg('Invalid Form!'),
  /** The delete confirmation of both profile screens. */
  deleteTitle: msg('Are you sure?'),
  deleteText: msg('Once deleted, you will not be able to recover this Record file!'),
  selectClient: msg('Please Select the Client'),
} as const;

/** How one kind of field is checked and, once valid, written down (trimmed; some also canonicalised). */
export interface PersonFieldRule {
  valid(value: string): boolean;
  message: string;
  maxLength: number;
  /** What a value over maxLength is told, when that is not `message` (a name is told it is too long). */
  tooLong?: string;
  normalize?(value: string): string;
}

/** One of a fixed list, matched without regard to case and stored in the list's own spelling. */
function choice(list: readonly string[], message: string, maxLength = 100): PersonFieldRule {
  const find = (value: string) => list.find((item) => item.toLowerCase() === value.toLowerCase());
  return { valid: (v) => find(v) !== undefined, message, maxLength, normalize: (v) => find(v) ?? v };
}

export const PERSON_RULES = {
  name: { valid: isNonEmpty, message: PERSON_MESSAGES.name, maxLength: 100, tooLong: nameTooLong(100) },
  address: { valid: isNonEmpty, message: PERSON_MESSAGES.address, maxLength: 300 },
  comments: { valid: isNonEmpty, message: PERSON_MESSAGES.comments, maxLength: 2000 },
  /** Free text with no rule of its own (legacy dropdown echoes, discount codes). */
  text: { valid: () => true, message: PERSON_MESSAGES.text, maxLength: 200 },
  email: { valid: isEmail, message: PERSON_MESSAGES.email, maxLength: 254, normalize: (v) => v.toLowerCase() },
  mobile: { valid: isPhone, message: PERSON_MESSAGES.mobile, maxLength: 12 },
  zip: { valid: isZipCode, message: PERSON_MESSAGES.zip, maxLength: 10 },
  city: { valid: isPlaceName, message: PERSON_MESSAGES.city, maxLength: 100 },
  // The dropdowns offer fixed lists; a file import is held to the same lists.
  state: choice(US_STATES, PERSON_MESSAGES.state),
  country: choice(COUNTRIES, PERSON_MESSAGES.country),
  district: { valid: isPlaceName, message: PERSON_MESSAGES.district, maxLength: 100 },
  gpa: { valid: isGpa, message: PERSON_MESSAGES.gpa, maxLength: 5 },
  prefix: choice(TEACHER_PREFIXES, PERSON_MESSAGES.prefix),
  relationship: choice(RELATIONSHIPS, PERSON_MESSAGES.relationship),
  gradeLevel: choice(GRADE_LEVELS, PERSON_MESSAGES.gradeLevel),
  level: choice(STUDENT_LEVELS, PERSON_MESSAGES.level),
  yesNo: choice(['yes', 'no'], PERSON_MESSAGES.yesNo),
  password: { valid: isStrongPassword, message: PERSON_MESSAGES.password, maxLength: 200 },
} satisfies Record<string, PersonFieldRule>;

/** A form field: its rule, and the message shown on submit when a required field is blank. */
export interface PersonFieldSpec {
  rule: PersonFieldRule;
  required?: string;
}

/**
 * The on-blur mark of one field: null for a green (or, for a blank optional field, no) mark, else the
 * red mark's message. A blank required field gets its rule's message, as the legacy forms showed.
 */
export function checkPersonField(spec: PersonFieldSpec, value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text) return spec.required ? spec.rule.message : null;
  if (text.length > spec.rule.maxLength) return spec.rule.tooLong ?? spec.rule.message;
  return spec.rule.valid(text) ? null : spec.rule.message;
}

/** `''` for null so that files exported elsewhere (nulls for blank fields) import cleanly. */
const textInput = (message: string) =>
  z
    .string({ error: message })
    .nullable()
    .transform((v) => (v ?? '').trim());

// A value too long has its message already: the rule's own check skips it (`abort` would also skip the
// refinements of the form that holds the field).
function checkedText(rule: PersonFieldRule, required: string | undefined) {
  return textInput(required ?? rule.message)
    .refine((v) => !required || v !== '', { error: required })
    .refine((v) => v.length <= rule.maxLength, { error: rule.tooLong ?? rule.message })
    .refine((v) => v === '' || v.length > rule.maxLength || rule.valid(v), { error: rule.message })
    .transform((v) => (v && rule.normalize ? rule.normalize(v) : v));
}

/** The submit-time schema of a required text field: blank gives `required`, a wrong value the rule's message. */
export const requiredPersonText = ({ rule, required }: PersonFieldSpec & { required: string }) =>
  checkedText(rule, required);

/** The submit-time schema of an optional text field: left out stays undefined, blank is '', else the rule applies. */
export const optionalPersonText = ({ rule }: PersonFieldSpec) => checkedText(rule, undefined).optional();

/** Both relationships given and the same: the forms refuse that. Two blanks are not a clash. */
export const relationshipsClash = (first: unknown, second: unknown) =>
  typeof first === 'string' &&
  typeof second === 'string' &&
  first.trim() !== '' &&
  first.trim().toLowerCase() === second.trim().toLowerCase();

/** A checkbox's value from a boolean or spreadsheet text; a blank cell means "not given". */
function checkboxValue(value: unknown): unknown {
  if (value === '' || value === null) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  if (['true', 'yes', '1'].includes(text)) return true;
  if (['false', 'no', '0'].includes(text)) return false;
  return value;
}

/** A yes/no checkbox kept as a boolean. */
export const checkboxField = () => z.preprocess(checkboxValue, z.boolean({ error: PERSON_MESSAGES.flag }).optional());

/** A yes/no checkbox kept as JSON text, "true" or "false" (as Currently_Teaching always was). */
export const checkboxTextField = () =>
  z.preprocess(
    checkboxValue,
    z
      .boolean({ error: PERSON_MESSAGES.flag })
      .transform((v) => JSON.stringify(v))
      .optional(),
  );

/** A record id (or client id): a positive whole number, or its digits as text; blank means "not given". */
export const optionalIdField = (message: string = PERSON_MESSAGES.id) =>
  z.preprocess((value) => {
    if (value === '' || value === null) return undefined;
    if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
    return value;
  }, z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(PG_INT_MAX, { error: message })
    .optional());

/** Splits "a; b, c" (how a spreadsheet cell lists things) into trimmed, non-empty parts. */
const splitList = (text: string) =>
  text
    .split(/[;,]/)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * A checkbox group, kept as JSON text of booleans with fixed keys (§3). Accepts that text, the object
 * itself, or a list of the ticked keys ("math; physics"). Unknown keys are dropped. Returns null when
 * the value is none of these.
 */
export function parseCheckboxGroup<K extends string>(keys: readonly K[], value: unknown): Record<K, boolean> | null {
  let source: unknown = value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('{')) {
      try {
        source = JSON.parse(text);
      } catch {
        return null;
      }
    } else {
      const ticked = splitList(text).map((key) => key.toLowerCase());
      source = Object.fromEntries(keys.map((key) => [key, ticked.includes(key.toLowerCase())]));
      if (ticked.some((key) => !keys.some((k) => k.toLowerCase() === key))) return null;
    }
  }
  if (source === undefined || source === null) source = {};
  if (typeof source !== 'object' || Array.isArray(source)) return null;
  const given = source as Record<string, unknown>;
  const flags = {} as Record<K, boolean>;
  for (const key of keys) {
    const v = given[key];
    if (v !== undefined && typeof v !== 'boolean') return null;
    flags[key] = v === true;
  }
  return flags;
}

/** The checkboxes of a stored group; a missing, old or damaged value reads as nothing ticked. */
export const readCheckboxGroup = <K extends string>(
  keys: readonly K[],
  text: string | null | undefined,
): Record<K, boolean> =>
  parseCheckboxGroup(keys, text ?? '') ?? (Object.fromEntries(keys.map((k) => [k, false])) as Record<K, boolean>);

/** The group's JSON text with every key, in the order of §3. */
export const checkboxGroupText = <K extends string>(keys: readonly K[], flags: Partial<Record<K, boolean>>) =>
  JSON.stringify(Object.fromEntries(keys.map((k) => [k, flags[k] === true])));

function checkboxGroup<K extends string>(keys: readonly K[], message: string, atLeastOne: boolean) {
  return z.unknown().transform((value, ctx) => {
    const flags = parseCheckboxGroup(keys, value);
    if (!flags || (atLeastOne && !Object.values(flags).some(Boolean))) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return checkboxGroupText(keys, flags);
  });
}

/** A checkbox group with at least one box ticked; nothing ticked (or nothing given) gives `message`. */
export const requiredCheckboxGroup = <K extends string>(keys: readonly K[], message: string) =>
  checkboxGroup(keys, message, true);

/** A checkbox group that may be left out (kept on update) or have nothing ticked; a damaged value gives `message`. */
export const optionalCheckboxGroup = <K extends string>(keys: readonly K[], message: string) =>
  checkboxGroup(keys, message, false).optional();

/**
 * A list of course types, kept as JSON text (§3). Accepts that text, an array, or "SAT; Warmup".
 * Names are trimmed and repeats dropped. Null when the value is none of these.
 */
export function parseProgramList(value: unknown): string[] | null {
  let list: unknown = value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        list = JSON.parse(text);
      } catch {
        return null;
      }
    } else {
      list = splitList(text);
    }
  }
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list) || list.some((item) => typeof item !== 'string')) return null;
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of (list as string[]).map((s) => s.trim()).filter(Boolean)) {
    if (seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    out.push(item);
  }
  return out;
}

/** The programs of a stored Enroll_Program; a damaged value reads as none. */
export const readPrograms = (text: string | null | undefined) => parseProgramList(text ?? '') ?? [];

/** Schema of a program list that must hold at least one entry; gives the list's JSON text. */
export const programsField = (message: string) =>
  z.unknown().transform((value, ctx) => {
    const list = parseProgramList(value);
    if (!list || list.length === 0) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return JSON.stringify(list);
  });

/** Adds the "Relationship 1 and 2 should not be same" issue to a parsed record (on Relationship_2). */
export function checkRelationships(
  value: { Relationship_1?: unknown; Relationship_2?: unknown },
  ctx: z.RefinementCtx,
) {
  if (relationshipsClash(value.Relationship_1, value.Relationship_2)) {
    ctx.addIssue({ code: 'custom', message: PERSON_MESSAGES.relationshipsSame, path: ['Relationship_2'] });
  }
}
