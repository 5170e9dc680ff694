// fast-check arbitraries made from the OpenAPI document's JSON schemas: values a route's schema
// accepts (or nearly: patterns and cross-field rules are the route's to refuse), and the mutations
// that make a request malformed.
import fc from 'fast-check';

/** The part of a JSON schema (OpenAPI 3.0 flavour, as @fastify/swagger writes it) the generators read. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  default?: unknown;
}

const MAX_DEPTH = 4;
const json = fc.jsonValue({ maxDepth: 2 });

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum;
  const exclusiveMax = schema.exclusiveMaximum;
  let min = typeof exclusiveMin === 'number' ? exclusiveMin : schema.minimum;
  let max = typeof exclusiveMax === 'number' ? exclusiveMax : schema.maximum;
  const step = integer ? 1 : 0.001;
  if (min !== undefined && (exclusiveMin === true || typeof exclusiveMin === 'number')) min += step;
  if (max !== undefined && (exclusiveMax === true || typeof exclusiveMax === 'number')) max -= step;
  // Ids of a fresh database are small: stay near them so valid requests name real records.
  const low = min ?? -5;
  const high = Math.min(max ?? 1000, Math.max(low, 1000));
  return integer
    ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) })
    : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern JavaScript cannot compile: any text will do, the route refuses it.
    }
  }
  if (schema.format === 'email') return fc.emailAddress();
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 30, 30)) });
}

/** Values that conform to the schema's types, bounds and required fields. */
export function arbitraryOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > MAX_DEPTH) return json;
  const base = baseValueOf(schema, depth);
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) }) : base;
}

function baseValueOf(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => arbitraryOf(s, depth + 1)));
  if (schema.allOf?.length) return arbitraryOf(schema.allOf[0], depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryOf({ ...schema, type }, depth)));
  switch (types[0]) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'object':
      return objectOf(schema, depth);
    default:
      return schema.properties ? objectOf(schema, depth) : json;
  }
}

function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  if (names.length === 0 && typeof schema.additionalProperties === 'object') {
    return fc.dictionary(fc.string({ maxLength: 6 }), arbitraryOf(schema.additionalProperties, depth + 1), {
      maxKeys: 4,
    });
  }
  const shape = Object.fromEntries(names.map((name) => [name, arbitraryOf(properties[name], depth + 1)]));
  return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((name) => name in shape) });
}

/** Every path (list of keys) to a value inside `value`, the root included. */
export function pathsOf(value: unknown, prefix: string[] = [], out: string[][] = []): string[][] {
  out.push(prefix);
  if (value !== null && typeof value === 'object' && prefix.length < MAX_DEPTH) {
    for (const [key, child] of Object.entries(value)) pathsOf(child, [...prefix, key], out);
  }
  return out;
}

/** A copy of `value` with the value at `path` replaced (or removed when `replacement` is REMOVE). */
export const REMOVE = Symbol('remove');
export function replaceAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement === REMOVE ? undefined : replacement;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value)
    ? [...value]
    : { ...(value as Record<string, unknown>) };
  const [key, ...rest] = path as [string, ...string[]];
  const target = copy as Record<string, unknown>;
  if (rest.length === 0 && replacement === REMOVE) {
    if (Array.isArray(copy)) copy.splice(Number(key), 1);
    else delete target[key];
  } else {
    target[key] = replaceAt(target[key], rest, replacement);
  }
  return copy;
}

export const ONE_MEGABYTE = 'x'.repeat(1024 * 1024);

/** Values that break a field: wrong types, numbers out of every range, text no column can hold. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    2 ** 31,
    2 ** 53,
    -1,
    0,
    -(2 ** 31) - 1,
    1e308,
    -1e308,
    0.5,
    '',
    ' ',
    'a\u0000b',
    '\u0000',
    '\ud800',
    'x\udc00y',
    '\ud83d',
    '99999999999999999999999999',
    '-1',
    '1e400',
    'NaN',
    'null',
    'true',
    '<script>alert(1)</script>',
    "'; drop table students; --",
    '../../etc/passwd',
    '%00',
    null,
    true,
    false,
    [],
    {},
    [null],
    { $gt: '' },
    { __proto__: { polluted: true } },
  ),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: fc.constantFrom('\u0000', '\ud800', '\udfff', 'a', '\u202e', '\uffff'), maxLength: 8 }),
  fc.integer(),
  fc.double(),
  json,
);

/** Path parameters that name nothing valid. */
export const hostileParam: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '2147483648',
    '9223372036854775808',
    '1e3',
    '1.5',
    'abc',
    '%00',
    '%ED%A0%80',
    '%F0',
    '%25',
    '..',
    'null',
    ' 1',
    '0x10',
    '9'.repeat(400),
  ),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);
