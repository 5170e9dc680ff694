// Text that PostgreSQL cannot store (a NUL character) or that is not Unicode at all (half of a UTF-16
// surrogate pair) is refused where it arrives, once for every route: the parsed body, query and path
// parameters here, multipart fields through `assertSafeText` in media/form.ts. The field is named by
// its path, as a failed schema names it ("students.2.email").
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Stream } from 'node:stream';
import { UNSAFE_TEXT } from '@prep/domain';
import { badRequest } from './errors';

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const UNSAFE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isUnsafeText = (text: string) => UNSAFE.test(text);

/** Parsed text is walked; bytes are not, nor a streamed body (a video part), whose object graph has cycles. */
const isParsed = (item: unknown): item is Record<string, unknown> =>
  item !== null && typeof item === 'object' && !Buffer.isBuffer(item) && !(item instanceof Stream);

/** The path of the first text (value or key) in `value` that cannot be stored, or undefined. */
export function unsafeTextPath(value: unknown, root = ''): string | undefined {
  // Iterative, so a deeply nested body cannot exhaust the stack.
  const pending: Array<[unknown, string]> = [[value, root]];
  while (pending.length > 0) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      if (isUnsafeText(item)) return path || 'non_field_errors';
    } else if (Array.isArray(item)) {
      for (const [i, child] of item.entries()) pending.push([child, path ? `${path}.${i}` : String(i)]);
    } else if (isParsed(item)) {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (isUnsafeText(key)) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/** Throws a 400 naming the field when `value` holds text that cannot be stored. */
export function assertSafeText(value: unknown, root = '') {
  const path = unsafeTextPath(value, root);
  if (path !== undefined) throw badRequest(UNSAFE_TEXT, { [path]: [UNSAFE_TEXT] });
}

export default fp(async function text(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    assertSafeText(request.params);
    assertSafeText(request.query);
    // A multipart body is read by the handler (media/form.ts checks its fields).
    if (!request.isMultipart()) assertSafeText(request.body);
  });
});
