import type { Message, MessageValue, Text } from '@prep/domain';
import type { TFunction } from 'i18next';

/*
 * A message as data ({ key, values }, as the API and the domain give it) in the language shown: its nested
 * messages translated first, then `t(key, values)`. A counted message's `count` picks i18next's plural form
 * (`_one`, `_other`). What a file or a person wrote stays a value and is never read as i18next syntax
 * (i18next skips placeholders and nesting inside values). docs/decisions/0107-messages-as-data.md
 */
export function say(t: TFunction | ((key: string, options?: object) => string), text: Text): string {
  // The domain's asMessage, written here: say() is in every first load, the domain's message module is not.
  const { key, values } = typeof text === 'string' ? { key: text, values: {} } : text;
  const shown: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) shown[name] = valueShown(t, value);
  return (t as (key: string, options?: object) => string)(key, shown);
}

function valueShown(t: Parameters<typeof say>[0], value: MessageValue): string | number {
  return typeof value === 'object' ? say(t, value) : value;
}

/** The message of an import row or an error body as data, from its `message_key` and `message_values`. */
export const saidOf = (said: { message: string; message_key?: string; message_values?: object }): Text =>
  said.message_key === undefined
    ? said.message
    : { key: said.message_key, values: (said.message_values ?? {}) as Message['values'] };

/*
 * A zod issue told as a message with its values (the domain's describeIssue: "At most 5 characters" keeps its
 * limit, so say() tells it in any language). describeIssue lives in the validation messages' chunk, which
 * main.tsx awaits before the app renders (./validationMessages.ts hands it over here): no first load carries it
 * twice. Until then (never, once the app shows) an issue is its English, a key of the catalogues.
 */
type Describe = (issue: { message: string; code?: string; params?: unknown }) => Text;

let describe: Describe = (issue) => issue.message;

/** Called once by ./validationMessages.ts. */
export const installIssueDescriber = (describer: Describe) => {
  describe = describer;
};

/** The issue as a message as data. */
export const issueText: Describe = (issue) => describe(issue);
