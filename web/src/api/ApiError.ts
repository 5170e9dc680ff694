import { type ApiErrorBody, msg, NETWORK_REQUEST_ERROR } from '@prep/domain';

/** A failed call: the server's status and message (meant for the user), or status 0 when no answer came. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** Messages per field, for a validation failure (400). */
  readonly fields: Record<string, string[]>;
  /** The body as the server sent it, for screens that show it verbatim. */
  readonly body: unknown;

  constructor(
    status: number,
    message: string,
    options: { code?: string; fields?: Record<string, string[]>; body?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = options.code;
    this.fields = options.fields ?? {};
    this.body = options.body;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  static network(): ApiError {
    return new ApiError(0, NETWORK_REQUEST_ERROR);
  }

  static fromResponse(status: number, body: unknown, statusText = ''): ApiError {
    if (isErrorBody(body)) return new ApiError(status, body.message, { code: body.code, fields: body.fields, body });
    const text = typeof body === 'string' && body.trim() ? body.trim() : statusText || msg('Something Went Wrong');
    return new ApiError(status, text, { body });
  }
}

function isErrorBody(body: unknown): body is ApiErrorBody {
  return typeof body === 'object' && body !== null && typeof (body as ApiErrorBody).message === 'string';
}

export const isTokenNotValid = (status: number, body: unknown) =>
  status === 401 && isErrorBody(body) && body.code === 'token_not_valid';
