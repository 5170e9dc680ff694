import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../plugins/errors';
import { assertSafeText } from '../plugins/text';
import { fill, msg, type Text } from '@prep/domain';

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface FileRule {
  maxBytes: number;
  /** The message when the file is larger than maxBytes. */
  tooLarge: Text;
}

export interface Form {
  fields: Record<string, unknown>;
  files: Record<string, UploadedFile>;
}

const tooLarge = (field: string, rule: FileRule) =>
  new HttpError(413, rule.tooLarge, { fields: { [field]: [rule.tooLarge] } });

/**
 * The fields of a JSON body or of a multipart form, and the files of the form. Only the file fields named
 * in `fileRules` are accepted, each read into memory up to its limit and no further. Multipart text
 * fields arrive as text; the schema that checks them converts what it needs.
 */
export async function readForm(request: FastifyRequest, fileRules: Record<string, FileRule> = {}): Promise<Form> {
  if (!request.isMultipart()) {
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body))
      throw badRequest(msg('Expected a JSON object or a multipart form'));
    return { fields: body as Record<string, unknown>, files: {} };
  }
  const fields: Record<string, unknown> = {};
  const files: Record<string, UploadedFile> = {};
  const limit = Math.max(0, ...Object.values(fileRules).map((rule) => rule.maxBytes));
  let current: string | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: limit, files: Object.keys(fileRules).length } })) {
      if (part.type === 'field') {
        assertSafeText({ [part.fieldname]: part.value });
        fields[part.fieldname] = part.value;
        continue;
      }
      current = part.fieldname;
      const rule = fileRules[part.fieldname];
      if (!rule) {
        part.file.resume();
        throw badRequest(fill(msg('Unexpected file in field {{field}}'), { field: part.fieldname }));
      }
      const data = await part.toBuffer();
      if (data.length > rule.maxBytes) throw tooLarge(part.fieldname, rule);
      // An empty file input sends a part with no name and no bytes: nothing was chosen.
      if (data.length === 0 && !part.filename) continue;
      files[part.fieldname] = { filename: part.filename, mimetype: part.mimetype, data };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const field = (error as { part?: { fieldname?: string } }).part?.fieldname ?? current ?? '';
      const rule = fileRules[field];
      if (rule) throw tooLarge(field, rule);
    }
    if (code === 'FST_FILES_LIMIT') throw badRequest(msg('Too many files'));
    if (error instanceof HttpError) throw error;
    // Everything else the parser throws is about the body: no boundary, a boundary the body does not
    // use, a body cut short, too many parts. The client sent a broken form.
    throw badRequest(
      fill(msg('The multipart form could not be read: {{reason}}'), { reason: (error as Error).message }),
    );
  }
  return { fields, files };
}
