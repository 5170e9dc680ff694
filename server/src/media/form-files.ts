// Many files of one field of a multipart form (the scans of answer sheets, issue 30), beside readForm
// (form.ts), which takes one file a field. Each file is read in turn up to what is left of the request's
// limit, and handed to `keep` (which stores it) before the next is read: one file in memory at a time.
import { fill, msg, type Text } from '@prep/domain';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../plugins/errors';
import { assertSafeText } from '../plugins/text';
import type { UploadedFile } from './form';

export interface FilesRule {
  field: string;
  /** The files' bytes together. */
  maxBytes: number;
  maxFiles: number;
  /** The message when the files together are larger than maxBytes. */
  tooLarge: Text;
  /** The message when the request is no multipart form. */
  none: Text;
}

/**
 * Reads every file of `rule.field` (other fields' text is returned; a file in another field is refused)
 * and gives each to `keep` with its position (0, 1, …). An empty part (a file input left empty) is no file.
 */
export async function readFiles(
  request: FastifyRequest,
  rule: FilesRule,
  keep: (file: UploadedFile, position: number) => Promise<void>,
): Promise<{ fields: Record<string, string>; files: number }> {
  if (!request.isMultipart()) throw badRequest(rule.none);
  const fields: Record<string, string> = {};
  const tooLarge = new HttpError(413, rule.tooLarge, { fields: { [rule.field]: [rule.tooLarge] } });
  let total = 0;
  let files = 0;
  try {
    for await (const part of request.parts({ limits: { fileSize: rule.maxBytes + 1, files: rule.maxFiles } })) {
      if (part.type === 'field') {
        assertSafeText({ [part.fieldname]: part.value });
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== rule.field) {
        part.file.resume();
        throw badRequest(fill(msg('Unexpected file in field {{field}}'), { field: part.fieldname }));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        total += chunk.length;
        // Past the limit the request is refused at once: nothing more of it is read.
        if (total > rule.maxBytes) throw tooLarge;
        chunks.push(chunk);
      }
      if (part.file.truncated) throw tooLarge;
      if (size === 0 && !part.filename) continue;
      await keep({ filename: part.filename, mimetype: part.mimetype, data: Buffer.concat(chunks) }, files);
      files++;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge;
    if (code === 'FST_FILES_LIMIT') throw badRequest(msg('Too many files'));
    throw badRequest(
      fill(msg('The multipart form could not be read: {{reason}}'), { reason: (error as Error).message }),
    );
  }
  return { fields, files };
}
