// A question file read with the same domain parser the browser used for its preview.
import {
  type BankQuestion,
  describeImportIssue,
  type ImportIssue,
  parseAiken,
  parseAikenQuestions,
  parseGift,
  parseGiftQuestions,
  parseQtiPackage,
  parseQtiQuestions,
  parseQuestionTags,
  parseQuestionTagsPartial,
  parseTestJson,
  type QuestionFileFormat,
  type RefusedQuestion,
  wrongFormatRefusal,
  type Text,
} from '@prep/domain';
import { badRequest } from '../plugins/errors';

export interface ParsedFile {
  questions: BankQuestion[];
  /** The questions a partial reader left out, and why (always none for today's readers and JSON). */
  refused: RefusedQuestion[];
  /** Images carried inside the file (a QTI package), by the reference the questions use. */
  assets: Record<string, Uint8Array>;
  /** True when the file numbers its questions itself (the JSON test file). */
  numbered: boolean;
}

/**
 * `legacy`: today's all-or-nothing readers (one key, plain text), a refused question refuses the file.
 * `partial`: the readers that also take check boxes and formatted text and list what they refuse.
 */
export type ReadMode = 'legacy' | 'partial';

/** The format's message, each problem (line, tag, file, question) in `fields.file`. */
export const refusal = (result: { message: Text; errors: readonly ImportIssue[] }) =>
  badRequest(result.message, { file: result.errors.map(describeImportIssue) });

/**
 * A read that found nothing to import, of a file that looks like another format (an Aiken file chosen as GIFT),
 * refuses it with one sentence naming both formats rather than the chosen format's message for every question.
 */
function refuseOtherFormat(
  format: QuestionFileFormat,
  content: string | Uint8Array,
  result: { ok: true; questions: readonly unknown[] } | { ok: false },
): void {
  const other = wrongFormatRefusal(format, content, result);
  if (other) throw refusal(other);
}

/** Reads the file, or refuses it (see refusal, refuseOtherFormat) when the file itself cannot be read. */
export function parseQuestionFile(format: QuestionFileFormat, bytes: Buffer, mode: ReadMode = 'legacy'): ParsedFile {
  if (format === 'qti') {
    const data = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (mode === 'partial') {
      const result = parseQtiQuestions(data);
      refuseOtherFormat(format, data, result);
      if (!result.ok) throw refusal(result);
      return { questions: result.questions, refused: result.refused, assets: result.assets, numbered: false };
    }
    const result = parseQtiPackage(data);
    refuseOtherFormat(format, data, result);
    if (!result.ok) throw refusal(result);
    return { questions: result.questions, refused: [], assets: result.assets, numbered: false };
  }
  const text = new TextDecoder('utf-8').decode(bytes);
  if (format === 'json') {
    const result = parseTestJson(text);
    refuseOtherFormat(format, text, result);
    if (!result.ok) throw refusal(result);
    return { questions: result.questions, refused: [], assets: {}, numbered: true };
  }
  if (mode === 'partial') {
    const parse = { tags: parseQuestionTagsPartial, gift: parseGiftQuestions, aiken: parseAikenQuestions }[format];
    const result = parse(text);
    refuseOtherFormat(format, text, result);
    if (!result.ok) throw refusal(result);
    return { questions: result.questions, refused: result.refused, assets: {}, numbered: false };
  }
  const parse = { tags: parseQuestionTags, gift: parseGift, aiken: parseAiken }[format];
  const result = parse(text);
  refuseOtherFormat(format, text, result);
  if (!result.ok) throw refusal(result);
  return { questions: result.questions, refused: [], assets: {}, numbered: false };
}
