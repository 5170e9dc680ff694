import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import ta from '../locales/ta.json';
import * as domain from './index';
import { installValidationMessages, LIBRARY_DEFAULT_MESSAGE } from './validation-messages';

// As the server's buildApp and the web's i18n set-up do.
installValidationMessages();

/*
 * Every schema the domain exports is sent something wrong, at the top (the body as a whole) and at each field
 * of every object inside it, and no message it answers may be zod's own English ("Invalid input: expected
 * object, received array"): each is a sentence written for a person, a key of both catalogues.
 */

const tamil = ta as Record<string, string>;
const TAMIL_SCRIPT = /[\u0B80-\u0BFF]/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Each Tamil template's English as a pattern: 'At most {{max}} characters' → ^At most .+ characters$. */
const templates = Object.keys(tamil)
  .filter((key) => key.includes('{{') && TAMIL_SCRIPT.test(tamil[key]!))
  .map(
    (key) =>
      new RegExp(
        `^${key
          .split(/\{\{\w+\}\}/)
          .map(escapeRegExp)
          .join('.+')}$`,
        's',
      ),
  );
/** A message the web shows in Tamil: a key of the catalogue, or a template's English with values written in. */
const inTamil = (message: string) =>
  TAMIL_SCRIPT.test(tamil[message] ?? '') || templates.some((template) => template.test(message));

type Schema = z.ZodType;
const schemas = (Object.entries(domain) as [string, unknown][]).filter(
  (entry): entry is [string, Schema] => entry[1] instanceof z.ZodType,
);

/** Values of every JSON type, and ones past any length or size a field allows. */
const WRONG: unknown[] = [null, [], [1], {}, true, 1.5, -1, 1e15, '', ' ', 'x', 'x'.repeat(100_001), [{}]];

/** The objects a schema accepts, found through its wrappers, with the path that leads to each. */
function objectsOf(schema: Schema, depth = 0, seen = new Set<Schema>()): z.ZodObject[] {
  if (depth > 6 || seen.has(schema)) return [];
  seen.add(schema);
  const inner = (next: unknown) => (next instanceof z.ZodType ? objectsOf(next as Schema, depth + 1, seen) : []);
  if (schema instanceof z.ZodObject) return [schema];
  if (schema instanceof z.ZodPipe) return [...inner(schema.in), ...inner(schema.out)];
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return inner(schema.unwrap());
  if (schema instanceof z.ZodUnion) return schema.options.flatMap(inner);
  if (schema instanceof z.ZodIntersection) return [...inner(schema.def.left), ...inner(schema.def.right)];
  if (schema instanceof z.ZodLazy) return inner(schema.def.getter());
  return [];
}

/** Bodies that are wrong in one field of one object: at the top, or nested under the fields that lead to it. */
function wrongBodies(schema: Schema, depth = 0): unknown[] {
  if (depth > 3) return [];
  const bodies: unknown[] = [...WRONG];
  for (const object of objectsOf(schema)) {
    bodies.push({ unexpected_field: 1 });
    for (const [name, field] of Object.entries(object.shape) as [string, Schema][]) {
      for (const value of WRONG) bodies.push({ [name]: value });
      for (const nested of wrongBodies(field, depth + 1)) {
        bodies.push({ [name]: nested }, { [name]: [nested] });
      }
    }
  }
  return bodies;
}

describe('no validation message is a library default', () => {
  it('finds the schemas', () => {
    expect(schemas.length).toBeGreaterThan(100);
  });

  it.each(schemas)(
    '%s answers every wrong value with a message written for a person, in Tamil too',
    (_name, schema) => {
      const defaults = new Set<string>();
      const untranslated = new Set<string>();
      for (const body of wrongBodies(schema)) {
        const result = schema.safeParse(body);
        if (result.success) continue;
        for (const issue of result.error.issues) {
          if (LIBRARY_DEFAULT_MESSAGE.test(issue.message))
            defaults.add(`${issue.path.join('.') || '(body)'}: ${issue.message}`);
          else if (!inTamil(issue.message)) untranslated.add(issue.message);
        }
      }
      expect([...defaults]).toEqual([]);
      expect([...untranslated]).toEqual([]);
    },
  );
});

describe('the messages a schema without its own is told', () => {
  const body = z.object({ name: z.string().max(5), count: z.number().int().min(2), kind: z.enum(['a', 'b']) });
  const messages = (value: unknown) => body.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('tells a body that is no object, as a whole, that the request must be one', () => {
    expect(messages(null)).toEqual([['', 'The request must be a JSON object']]);
    expect(messages([])).toEqual([['', 'The request must be a JSON object']]);
    expect(messages(undefined)).toEqual([['', 'The request must be a JSON object']]);
  });

  it('tells each field what it lacks, with the limit written in', () => {
    expect(messages({})).toEqual([
      ['name', 'This field is required.'],
      ['count', 'This field is required.'],
      ['kind', 'This field is required.'],
    ]);
    expect(messages({ name: 'abcdef', count: 1.5, kind: 'c' })).toEqual([
      ['name', 'At most 5 characters'],
      ['count', 'Enter a whole number'],
      ['kind', 'Choose one of the listed values'],
    ]);
    expect(messages({ name: 1, count: 1, kind: 'a' })).toEqual([
      ['name', 'Enter text'],
      ['count', 'At least 2'],
    ]);
  });

  it("leaves a schema's own message as it is written", () => {
    const parsed = domain.superAdminLoginSchema.safeParse({ email: 5, password: null });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      'Please Check Your Email',
      'Please Check Your Password',
    ]);
    expect(domain.refreshSchema.safeParse([]).error?.issues.map((i) => i.message)).toEqual([
      'The request must be a JSON object',
    ]);
  });
});
