import { asMessage, type Message, type MessageValue, type Text } from '@prep/domain';
import type { TFunction } from 'i18next';

/*
 * A message as data ({ key, values }, as the API and the domain give it) in the language shown: its nested
 * messages translated first, then `t(key, values)`. A counted message's `count` picks i18next's plural form
 * (`_one`, `_other`). What a file or a person wrote stays a value and is never read as i18next syntax
 * (i18next skips placeholders and nesting inside values). docs/decisions/0107-messages-as-data.md
 */
export function say(t: TFunction | ((key: string, options?: object) => string), text: Text): string {
  const { key, values } = asMessage(text);
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
