import type { Message, MessageValue } from './message';

/**
 * Body of every error the API answers with. `message` is the English (the contract); `message_key` and
 * `message_values` are the same message as data (the catalogue's key, nested messages as `{ key, values }`),
 * for a program or a screen that shows another language. `fields` names each bad field with its messages,
 * and `field_keys` gives the same messages as data.
 */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  message_key: string;
  message_values: Record<string, MessageValue>;
  code?: string;
  fields?: Record<string, string[]>;
  field_keys?: Record<string, Message[]>;
}
