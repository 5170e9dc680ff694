// A question file read with the same domain parser the browser used for its preview.
import {
  describeImportIssue,
  type ImportedQuestion,
  type ImportIssue,
  parseAiken,
  parseGift,
  parseQtiPackage,
  parseQuestionTags,
  parseTestJson,
  type QuestionFileFormat,
} from '@prep/domain';
import { badRequest } from '../plugins/errors';

export interface ParsedFile {
  questions: ImportedQuestion[];
  /** Images carried inside the file (a QTI package), by the reference the questions use. */
  assets: Record<string, Uint8Array>;
  /** True when the file numbers its questions itself (the JSON test file). */
  numbered: boolean;
}

/** The format's message, each problem (line, tag, file, question) in `fields.file`. */
const refusal = (result: { message: string; errors: ImportIssue[] }) =>
  badRequest(result.message, { file: result.errors.map(describeImportIssue) });

/** Reads the file, or refuses it (see refusal). */
export function parseQuestionFile(format: QuestionFileFormat, bytes: Buffer): ParsedFile {
  if (format === 'qti') {
    const result = parseQtiPackage(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    if (!result.ok) throw refusal(result);
    return { questions: result.questions, assets: result.assets, numbered: false };
  }
  const text = new TextDecoder('utf-8').decode(bytes);
  const parse = { tags: parseQuestionTags, gift: parseGift, aiken: parseAiken, json: parseTestJson }[format];
  const result = parse(text);
  if (!result.ok) throw refusal(result);
  return { questions: result.questions, assets: {}, numbered: format === 'json' };
}
