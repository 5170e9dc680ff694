// What a question file would give, before anything is saved: the questions a partial reader takes, the ones it
// refuses and why, and the refused ones as a CSV report. Also the import form's fields, read once for both.
import {
  AUTHORING_API_MESSAGES,
  allOrNothingFieldSchema,
  type BankQuestion,
  keysOf,
  type QuestionFilePreview,
  questionFileFormatSchema,
  type RefusedQuestion,
  type RefusedSummary,
  refusedReportCsv,
  render,
  asMessage,
  type Text,
} from '@prep/domain';
import type { Form } from '../media/form';
import { badRequest } from '../plugins/errors';
import { parseWith } from '../plugins/validate';
import { type ParsedFile, parseQuestionFile, refusal } from './parse';

export interface ReadForm {
  parsed: ParsedFile;
  /** Absent: today's import; true or false: the partial readers, refusing the file or skipping the refused. */
  allOrNothing: boolean | undefined;
}

/** The form's format and file read; `all_or_nothing` chooses the readers (allOrNothingFieldSchema). */
export function readImportForm(form: Form): ReadForm {
  const format = parseWith(questionFileFormatSchema, form.fields.format);
  const field = form.fields.all_or_nothing;
  const allOrNothing = field === undefined ? undefined : parseWith(allOrNothingFieldSchema, field) === 'true';
  const file = form.files.file;
  if (!file) throw badRequest(AUTHORING_API_MESSAGES.fileMissing, { file: [AUTHORING_API_MESSAGES.fileMissing] });
  const parsed = parseQuestionFile(format, file.data, allOrNothing === undefined ? 'legacy' : 'partial');
  return { parsed, allOrNothing };
}

/** The reason of a refused question as data, beside its English. */
const reasonData = (reason: Text) => {
  const { key, values } = asMessage(reason);
  return { reason_key: key, reason_values: { ...values } };
};

/** A refused question without its source (the report carries that). */
export const refusedSummary = (r: RefusedQuestion): RefusedSummary => ({
  number: r.number,
  line: r.line ?? null,
  file: r.file ?? null,
  type: r.type,
  reason: render(r.reason),
  ...reasonData(r.reason),
});

/**
 * The questions to save: all of them, or a refusal (400, the format's message and every refused question's
 * problems) when any is refused and the author asked for all or nothing, or when none can be imported.
 */
export function importable({ parsed, allOrNothing }: ReadForm): BankQuestion[] {
  const { refused } = parsed;
  if (refused.length > 0 && (allOrNothing !== false || parsed.questions.length === 0)) {
    const errors = refused.flatMap((r) => r.issues);
    // Every refused question has at least one issue, whose message is the format's.
    throw refusal({ message: errors[0]!.message, errors });
  }
  return parsed.questions;
}

const GIST_MAX = 120;
/** The start of a text for a list: an HTML text without its tags, white space folded. */
const gist = (q: BankQuestion) => {
  const text = q.text_format === 'html' ? q.question_text.replace(/<[^>]*>/g, ' ') : q.question_text;
  const folded = text.replace(/\s+/g, ' ').trim();
  return folded.length > GIST_MAX ? `${folded.slice(0, GIST_MAX - 1)}…` : folded;
};

export function previewOf(parsed: ParsedFile): QuestionFilePreview {
  return {
    questions: parsed.questions.map((q) => ({
      number: q.question_number,
      type: q.question_type,
      header: q.question_header,
      text: gist(q),
      options: q.options.length,
      keys: keysOf(q).length,
      text_format: q.text_format ?? 'plain',
    })),
    refused: parsed.refused.map(refusedSummary),
    report_csv: parsed.refused.length > 0 ? refusedReportCsv(parsed.refused) : '',
  };
}
