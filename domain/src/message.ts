import type { Placeholders } from './i18n';

/*
 * A message built with values travels as data: its template (the catalogues' key, i18next's `{{placeholder}}`
 * syntax) and its values, a value being a text, a number or a message of its own (translated in turn).
 * English is the template with the values written in (render), exactly the words the API always sent; a
 * screen shows any language with `t(key, values)`, the nested messages translated first.
 * docs/decisions/0107-messages-as-data.md
 */

/** A value of a message: a text or a number written in as it is, or a message translated in turn. */
export type MessageValue = string | number | Message;

/** A message as data: the catalogue's key and the values of its placeholders. */
export interface Message {
  readonly key: string;
  readonly values: Readonly<Record<string, MessageValue>>;
}

/** What a message may be given as: a static text (its own key, no values) or a built message. */
export type Text = string | Message;

/**
 * A message built with values: `fill(msg('Client {{name}} Added Successfully'), { name })` is
 * `{ key: 'Client {{name}} Added Successfully', values: { name } }`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function fill<const T extends string>(template: T, values: Record<Placeholders<T>, MessageValue>): Message {
  return { key: template, values };
}

/** English singular forms of the counted templates (plural()), by the template of their other form. */
const ENGLISH_ONE = new Map<string, string>();

/**
 * A counted template, given its other form's words and its English singular, is the key
 * (the other form's words) whose catalogues hold `_one` and `_other` forms (i18next plurals, chosen by the
 * value `count`); the English singular is kept here so render() writes 'Nothing was imported: 1 row has
 * errors.' as the API always did. `scripts/check-i18n.mjs` requires both forms in both catalogues.
 */
export function plural<const T extends string>(other: T, one: string): T {
  ENGLISH_ONE.set(other, one);
  return other;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The template of a message's English: the singular form of a counted one when its count is 1. */
function englishTemplate({ key, values }: Message): string {
  return values.count === 1 ? (ENGLISH_ONE.get(key) ?? key) : key;
}

/**
 * A message in English: the template with its values written in, a nested message rendered in turn; a
 * placeholder without a value is left as written.
 */
export function render(text: Text): string {
  if (typeof text === 'string') return text;
  return englishTemplate(text).replace(PLACEHOLDER, (whole, name: string) => {
    const value = text.values[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? render(value) : String(value);
  });
}

/** A text as a message: a static text is its own key, with no values. */
export const asMessage = (text: Text): Message => (typeof text === 'string' ? { key: text, values: {} } : text);

/** Every key a message uses: its own, then those of its nested messages. */
export function messageKeys(text: Text): string[] {
  const message = asMessage(text);
  return [
    message.key,
    ...Object.values(message.values).flatMap((value) => (typeof value === 'object' ? messageKeys(value) : [])),
  ];
}

/** The wire form of a message beside its English: `{ message, message_key, message_values }`. */
export interface SaidMessage {
  message: string;
  message_key: string;
  message_values: Record<string, MessageValue>;
}

export const said = (text: Text): SaidMessage => {
  const { key, values } = asMessage(text);
  return { message: render(text), message_key: key, message_values: { ...values } };
};

/** The messages schemas were built with (schemaMessage), by their English: a zod issue keeps only a string. */
const SCHEMA_MESSAGES = new Map<string, Message>();

/**
 * A built message given to a zod schema, which takes only a string: its English, the message kept so that
 * describeIssue (validation-messages.ts) hands back its key and values. Called where schemas are built, with
 * values of the code (a limit, a list of formats), never with a request's: the table stays small.
 */
export function schemaMessage(message: Message): string {
  const english = render(message);
  SCHEMA_MESSAGES.set(english, message);
  return english;
}

/** The message a schema was built with, for the English an issue carries; a static text is its own key. */
export const schemaMessageOf = (english: string): Message => SCHEMA_MESSAGES.get(english) ?? asMessage(english);

/** True for a message given as data (a refinement's `params.message`). */
export const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Message).key === 'string' &&
  typeof (value as Message).values === 'object';
