// Requests for every operation of the OpenAPI document: a valid one, and malformed ones made from it.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import {
  hostileParam,
  hostileValue,
  type JsonSchema,
  ONE_MEGABYTE,
  pathsOf,
  REMOVE,
  replaceAt,
  arbitraryOf,
} from './arbitraries';

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  /** OpenAPI form: /api/student/{student_id}/ */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema; undefined for routes that read no body or a multipart form. */
  body: JsonSchema | undefined;
  /** Roles the access policy lets call it; undefined when the route does not say (then every role is tried). */
  roles: string[] | undefined;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** Every operation in the document, with who may call it (`x-access`, written by the access plugin). */
export function operationsOf(document: unknown): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries((document as OpenApiDocument).paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const access = operation['x-access'] as { permission: string; roles?: Record<string, string> } | undefined;
      const content = (operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)
        ?.content;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters as Parameter[] | undefined) ?? [],
        body: content?.['application/json']?.schema,
        roles: access?.roles ? Object.keys(access.roles) : undefined,
      });
    }
  }
  return operations;
}

/** A request before it is encoded: path values, query values and a JSON body. */
export interface Draft {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

/** Requests the route's schemas accept. Path ids stay small: a fresh database's records have them. */
export function validDraft(op: Operation): fc.Arbitrary<Draft> {
  const param = (p: Parameter) =>
    p.schema?.type === 'integer' ? fc.integer({ min: 1, max: 4 }).map(String) : arbitraryOf(p.schema).map(String);
  const params = Object.fromEntries(op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, param(p)]));
  const query = Object.fromEntries(op.parameters.filter((p) => p.in === 'query').map((p) => [p.name, param(p)]));
  const queryKeys = op.parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name);
  const body = !WITH_BODY.has(op.method)
    ? fc.constant(undefined)
    : op.body
      ? arbitraryOf(op.body)
      : fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 20 }), { maxKeys: 4 });
  return fc.record({
    params: fc.record(params),
    query: fc.record(query, { requiredKeys: queryKeys }) as fc.Arbitrary<Record<string, string>>,
    body,
  });
}

export function encode(op: Operation, draft: Draft, headers: Record<string, string>): InjectOptions {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => draft.params[name] ?? '1');
  const query = new URLSearchParams(draft.query).toString();
  const options: InjectOptions = {
    method: op.method as InjectOptions['method'],
    url: query ? `${path}?${query}` : path,
    headers: { ...headers },
  };
  if (draft.body !== undefined) {
    options.payload = JSON.stringify(draft.body);
    options.headers = { ...options.headers, 'content-type': 'application/json' };
  }
  return options;
}

const BOUNDARY = 'fuzzb0undary';
const part = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const formOf = (body: unknown) =>
  body !== null && typeof body === 'object'
    ? Object.entries(body)
        .map(([k, v]) => part(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')))
        .join('')
    : part('value', String(body));

/** Malformed variants of a valid request, each a function of it. */
export function malformed(op: Operation): fc.Arbitrary<(draft: Draft, options: InjectOptions) => InjectOptions> {
  const pathNames = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const queryNames = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const withBody = (options: InjectOptions, body: unknown): InjectOptions => ({
    ...options,
    payload: JSON.stringify(body) ?? 'null',
    headers: { ...options.headers, 'content-type': 'application/json' },
  });
  const raw = (options: InjectOptions, contentType: string, payload: string): InjectOptions => ({
    ...options,
    payload,
    headers: { ...options.headers, 'content-type': contentType },
  });
  const pick = <T>(items: T[], index: number) => items[index % items.length]!;

  const mutations: Array<fc.Arbitrary<(draft: Draft, options: InjectOptions) => InjectOptions>> = [];
  if (pathNames.length > 0) {
    mutations.push(
      fc.tuple(fc.nat(), hostileParam).map(([i, value]) => (draft: Draft, options: InjectOptions) => {
        const name = pick(pathNames, i);
        return { ...options, url: encode(op, { ...draft, params: { ...draft.params, [name]: value } }, {}).url };
      }),
    );
  }
  mutations.push(
    fc.tuple(fc.option(fc.nat()), hostileValue).map(([i, value]) => (draft: Draft, options: InjectOptions) => {
      const name = i === null || queryNames.length === 0 ? 'unexpected' : pick(queryNames, i);
      const query = new URLSearchParams({
        ...draft.query,
        [name]: typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
      });
      return { ...options, url: `${String(options.url).split('?')[0]}?${query}` };
    }),
  );
  if (WITH_BODY.has(op.method)) {
    mutations.push(
      // A field of the wrong type, out of range, or holding text nothing can store.
      fc.tuple(fc.nat(), hostileValue).map(([i, value]) => (draft: Draft, options: InjectOptions) => {
        const paths = pathsOf(draft.body);
        return withBody(options, replaceAt(draft.body, pick(paths, i), value));
      }),
      // A field left out.
      fc.nat().map((i) => (draft: Draft, options: InjectOptions) => {
        const paths = pathsOf(draft.body).filter((p) => p.length > 0);
        return paths.length ? withBody(options, replaceAt(draft.body, pick(paths, i), REMOVE)) : withBody(options, {});
      }),
      // A field no schema names.
      fc.tuple(fc.string({ maxLength: 10 }), hostileValue).map(
        ([key, value]) =>
          (draft: Draft, options: InjectOptions) =>
            withBody(
              options,
              draft.body && typeof draft.body === 'object' ? { ...draft.body, [key]: value } : { [key]: value },
            ),
      ),
      // A body of the wrong content type, broken JSON, or a broken multipart form.
      fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/xml',
            'application/x-www-form-urlencoded',
            'application/octet-stream',
            'application/json; charset=utf-16',
            'image/png',
          ),
          fc.boolean(),
        )
        .map(
          ([type, asJson]) =>
            (draft: Draft, options: InjectOptions) =>
              raw(options, type, asJson ? (JSON.stringify(draft.body) ?? '') : 'a=1&b=%00'),
        ),
      fc
        .tuple(fc.nat(), fc.constantFrom('', '}', ',', '\u0000', '{"a":', ']]]', 'null'))
        .map(([cut, tail]) => (draft: Draft, options: InjectOptions) => {
          const text = JSON.stringify(draft.body) ?? '{}';
          return raw(options, 'application/json', text.slice(0, cut % (text.length + 1)) + tail);
        }),
      fc
        .tuple(fc.constantFrom('none', 'mismatched', 'truncated', 'hostile'), hostileValue)
        .map(([kind, value]) => (draft: Draft, options: InjectOptions) => {
          const form = formOf(draft.body);
          if (kind === 'none') return raw(options, 'multipart/form-data', `${form}--${BOUNDARY}--\r\n`);
          if (kind === 'mismatched')
            return raw(options, 'multipart/form-data; boundary=other', `${form}--${BOUNDARY}--\r\n`);
          const type = `multipart/form-data; boundary=${BOUNDARY}`;
          if (kind === 'truncated') return raw(options, type, form.slice(0, Math.max(10, form.length - 7)));
          return raw(
            options,
            type,
            `${form}${part('ClientName', String(value))}${part('email', 'a\u0000b')}--${BOUNDARY}--\r\n`,
          );
        }),
    );
  }
  return fc.oneof(...mutations);
}

/** The same valid request with one field (or the whole body) a megabyte long. */
export function oversized(draft: Draft, options: InjectOptions): InjectOptions {
  const paths = pathsOf(draft.body).filter((p) => p.length > 0);
  const body = paths.length ? replaceAt(draft.body, paths[0]!, ONE_MEGABYTE) : { value: ONE_MEGABYTE };
  return {
    ...options,
    payload: JSON.stringify(body),
    headers: { ...options.headers, 'content-type': 'application/json' },
  };
}
