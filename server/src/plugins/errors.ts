import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody, Message, RowIssue, Text } from '@prep/domain';
import { asMessage, BODY_NOT_OBJECT, describeIssue, msg, render } from '@prep/domain';
import { classifyDatabaseError } from '../db/errors';

/** Each field's messages, static texts or built ones (the body writes both their English and their data). */
export type FieldTexts = Record<string, Text[]>;

/** An error a route throws on purpose; its message is meant for the user, in any language (its key and values). */
export class HttpError extends Error {
  /** The message as data: the body's `message_key` and `message_values`. */
  readonly said: Message;

  constructor(
    readonly statusCode: number,
    message: Text,
    /** `problems`: a OneRoster export's, by file and line (issue 29). */
    readonly extra: { code?: string; fields?: FieldTexts; rows?: RowIssue[]; problems?: readonly object[] } = {},
  ) {
    super(render(message));
    this.said = asMessage(message);
  }
}

export const badRequest = (message: Text, fields?: FieldTexts) => new HttpError(400, message, { fields });
export const notFound = (message: Text = msg('Not found.')) => new HttpError(404, message);
export const forbidden = (message: Text = msg('You do not have permission to perform this action.')) =>
  new HttpError(403, message);
export const conflict = (message: Text, fields?: FieldTexts) => new HttpError(409, message, { fields });

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** What an error body may add to its message: `fields` given as texts are written as English and as data. */
type BodyExtra = Omit<Partial<ApiErrorBody>, 'fields' | 'field_keys' | 'message_key' | 'message_values'> & {
  fields?: FieldTexts;
};

/**
 * The one error body: `message` in English (the contract), `message_key` and `message_values` (the message
 * as data, nested messages as nested `{ key, values }`), and beside `fields` their data in `field_keys`.
 */
export function errorBody(statusCode: number, message: Text, extra: BodyExtra = {}): ApiErrorBody {
  const { fields, ...rest } = extra;
  const said = asMessage(message);
  return {
    statusCode,
    error: STATUS_TEXT[statusCode] ?? 'Error',
    message: render(message),
    message_key: said.key,
    message_values: { ...said.values },
    ...rest,
    ...(fields && {
      fields: Object.fromEntries(Object.entries(fields).map(([name, texts]) => [name, texts.map(render)])),
      field_keys: Object.fromEntries(Object.entries(fields).map(([name, texts]) => [name, texts.map(asMessage)])),
    }),
  };
}

export function sendError(reply: FastifyReply, statusCode: number, message: Text, extra: BodyExtra = {}) {
  return reply.status(statusCode).send(errorBody(statusCode, message, extra));
}

/** Field name of a validation issue: "/email" becomes "email", "/students/2/email" stays "students.2.email". */
function fieldOf(instancePath: string, missingProperty: unknown): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (typeof missingProperty === 'string') return path ? `${path}.${missingProperty}` : missingProperty;
  return path || 'non_field_errors';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The message every 400 of the route leads with (the spec's words for its failure); the details stay in `fields`. */
    failure?: string;
  }
}

/** A 400's body, led by the route's own failure message when it has one. */
function refusal(request: FastifyRequest, message: Text, fields: FieldTexts | undefined) {
  const failure = request.routeOptions.config.failure;
  if (failure === undefined) return { message, fields };
  return { message: failure, fields: fields ?? { non_field_errors: [message] } };
}

/**
 * Fastify's own English for a request it refuses before any route ("Unsupported Media Type", "'/api/x/%F0/' is
 * not a valid url component"), told in words written for a person, keys of both catalogues
 * (docs/decisions/0104-validation-messages-written-for-a-person.md).
 */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: BODY_NOT_OBJECT,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: msg('Expected a JSON object or a multipart form'),
  FST_ERR_CTP_BODY_TOO_LARGE: msg('What was sent is too large for the server.'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: msg('The request body did not arrive whole'),
  FST_ERR_BAD_URL: msg('The address of the request is not valid'),
  FST_ERR_MAX_PARAM_LENGTH: msg('The address of the request is too long'),
};

/**
 * Fastify's `frameworkErrors`: an address its router cannot read (a broken %-escape, a part past the longest
 * allowed) is answered before any hook or error handler runs, in the one error body.
 */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  return sendError(reply, status, FASTIFY_MESSAGES[error.code] ?? error.message, { code: error.code });
}

export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldTexts = {};
      for (const issue of error.validation) {
        const name = fieldOf(issue.instancePath, issue.params?.missingProperty);
        // zod's issue keeps its data (a limit, the schema's own message): told as a message with its values.
        const message =
          issue.message === undefined
            ? msg('Invalid value')
            : describeIssue({ ...issue.params, code: issue.keyword, message: issue.message });
        (fields[name] ??= []).push(message);
      }
      const { message, ...extra } = refusal(request, Object.values(fields)[0]?.[0] ?? msg('Invalid input'), fields);
      return sendError(reply, 400, message, extra);
    }
    if (error instanceof HttpError && error.statusCode === 400) {
      const { message, fields } = refusal(request, error.said, error.extra.fields);
      return sendError(reply, 400, message, { ...error.extra, fields });
    }
    if (error instanceof HttpError) {
      return sendError(reply, error.statusCode, error.said, error.extra);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return sendError(reply, 500, msg('Something Went Wrong'));
    }
    const failure = classifyDatabaseError(error);
    if (failure) {
      if (failure.status === 503) {
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', '5');
      } else {
        request.log.info({ err: error }, 'database refused a value of the request');
      }
      return sendError(reply, failure.status, failure.message);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, oversized or unsupported bodies, rate limits.
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? msg('Malformed JSON in request body')
          : (FASTIFY_MESSAGES[error.code] ?? error.message);
      return sendError(reply, status, message, error.code ? { code: error.code } : {});
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, msg('Something Went Wrong'));
  });
});
