import { z } from 'zod';

/*
 * A message as data in the API's answers (docs/decisions/0107-messages-as-data.md): the values of a message,
 * a nested message being `{ key, values }` in turn. Described one level deep for the OpenAPI document (a
 * nested message's own values are any JSON object); the renderer and the screens follow any depth.
 */
const nestedMessageSchema = z.object({ key: z.string(), values: z.record(z.string(), z.unknown()) });
export const messageValuesSchema = z.record(z.string(), z.union([z.string(), z.number(), nestedMessageSchema]));
const builtMessageSchema = z.object({ key: z.string(), values: messageValuesSchema });

/** `message_key` and `message_values` beside a `message`. */
export const saidMessageShape = { message: z.string(), message_key: z.string(), message_values: messageValuesSchema };

/** A 200 or 201 body's message built with values, as data beside its English. */
export const saidMessageSchema = z.object(saidMessageShape);

/** An import's problem by row, as in every refused import's `rows` and a report's. */
export const rowIssueSchema = z.object({
  row: z.number().int().min(0),
  line: z.number().int().optional(),
  field: z.string(),
  ...saidMessageShape,
});

/** The one error body of the API, as the OpenAPI document describes it. */
export const apiErrorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  ...saidMessageShape,
  code: z.string().optional(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
  field_keys: z.record(z.string(), z.array(builtMessageSchema)).optional(),
});
