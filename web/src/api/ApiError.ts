import { type ApiErrorBody, type Message, NETWORK_REQUEST_ERROR, type Text } from '@prep/domain';
import { unreadableAnswerMessage } from './unreadableAnswer';

/** A failed call: the server's status and message (meant for the user), or status 0 when no answer came. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** Messages per field, for a validation failure (400). */
  readonly fields: Record<string, string[]>;
  /** The body as the server sent it, for screens that show it verbatim. */
  readonly body: unknown;
  /** The message as data (`message_key`, `message_values`), for a screen in any language (i18n/say.ts). */
  readonly said: Text;
  /** Each field's messages as data (`field_keys`), beside `fields`. */
  readonly fieldSaid: Record<string, Text[]>;

  constructor(
    status: number,
    message: string,
    options: {
      code?: string;
      fields?: Record<string, string[]>;
      body?: unknown;
      said?: Message;
      fieldSaid?: Record<string, Message[]>;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = options.code;
    this.fields = options.fields ?? {};
    this.body = options.body;
    this.said = options.said ?? message;
    this.fieldSaid = options.fieldSaid ?? this.fields;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  static network(): ApiError {
    return new ApiError(0, NETWORK_REQUEST_ERROR);
  }

  /**
   * The API's error answer as it said it; any other answer (a proxy's HTML page, a plain-text error) by a
   * sentence for a person (unreadableAnswer.ts), its body kept for the screens that show it verbatim.
   */
  static fromResponse(status: number, body: unknown): ApiError {
    if (isErrorBody(body)) {
      const said =
        typeof body.message_key === 'string' ? { key: body.message_key, values: body.message_values ?? {} } : undefined;
      return new ApiError(status, body.message, {
        code: body.code,
        fields: body.fields,
        body,
        said,
        fieldSaid: body.field_keys,
      });
    }
    return new ApiError(status, unreadableAnswerMessage(status), { code: UNREADABLE, body });
  }

  /** The answer was not the API's own (a proxy answered, or something between): see fromResponse. */
  get isUnreadable(): boolean {
    return this.code === UNREADABLE;
  }
}

const UNREADABLE = 'unreadable_answer';

function isErrorBody(body: unknown): body is ApiErrorBody {
  return typeof body === 'object' && body !== null && typeof (body as ApiErrorBody).message === 'string';
}

export const isTokenNotValid = (status: number, body: unknown) =>
  status === 401 && isErrorBody(body) && body.code === 'token_not_valid';
