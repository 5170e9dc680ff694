// The partial result of an import: every question found, the ones that can be imported and, for the others,
// why not. The all-or-nothing results of today's parsers are made from it (`allOrNothing`), so both agree on
// what is wrong with a question.
import { ANSWER_OPTIONS_MAX } from './constants';
import { msg } from './i18n';
import { asMessage, fill, render, type Text } from './message';
import { toCsv } from './people-csv';
import {
  type BankQuestion,
  finishImport,
  type ImportIssue,
  type QuestionImportResult,
  QUESTION_BANK_MESSAGES,
} from './question-bank';

/**
 * What kind of question was refused: a kind this app has no behaviour for, or `invalid` for a choice
 * question that breaks a rule (an empty option, a key that names no option, a text too long...).
 */
export const REFUSED_TYPES = [
  'essay',
  'short answer',
  'numerical',
  'matching',
  'ordering',
  'description',
  'partial credit',
  'check boxes',
  'too many options',
  'other interaction',
  'invalid',
] as const;
export type RefusedType = (typeof REFUSED_TYPES)[number];

export interface RefusedQuestion {
  /** 1-based position of the question among those found in the file. */
  number: number;
  /** 1-based line where the question starts (text formats). */
  line?: number;
  /** The item file inside a package (QTI). */
  file?: string;
  type: RefusedType;
  /** One sentence: why it cannot be imported. */
  reason: Text;
  /** The question as the file writes it, for a downloadable report. */
  source: string;
  /** The same problems in the all-or-nothing form (one or more). */
  issues: ImportIssue[];
}

/**
 * `ok: false` only when the file itself cannot be read (its structure, its size, no question at all);
 * otherwise every question found is in `questions` (numbered from 1 in file order, skipping none) or in
 * `refused`.
 */
export type PartialImportResult =
  | { ok: true; questions: BankQuestion[]; refused: RefusedQuestion[] }
  | { ok: false; message: Text; errors: ImportIssue[] };

/** What every partial reader may be told. Defaults: everything this domain can carry. */
export interface PartialImportOptions {
  /** Read several right answers as a 'check boxes' question (else refused, as today). */
  checkBoxes?: boolean;
  /** Keep formatting as sanitised HTML where the format marks it (else plain text, as today). */
  richText?: boolean;
}

/** Today's behaviour: the old all-or-nothing readers call the partial ones with this. */
export const LEGACY_OPTIONS: Required<PartialImportOptions> = { checkBoxes: false, richText: false };

/** The all-or-nothing result of a partial one: any refused question and nothing is imported. */
export function allOrNothing(result: PartialImportResult, message: Text): QuestionImportResult {
  if (!result.ok) return result;
  return finishImport(
    result.questions,
    result.refused.flatMap((r) => r.issues),
    message,
  );
}

/** The imported questions numbered 1, 2, ... in file order, the refused ones left out. */
export const renumbered = (questions: BankQuestion[]) => questions.map((q, i) => ({ ...q, question_number: i + 1 }));

/** The partial result of a file whose questions were all read, or its refusal when it held none. */
export function finishPartial(
  questions: BankQuestion[],
  refused: RefusedQuestion[],
  message: Text,
): PartialImportResult {
  if (questions.length === 0 && refused.length === 0) {
    return { ok: false, message, errors: [{ message, detail: QUESTION_BANK_MESSAGES.noQuestions }] };
  }
  return { ok: true, questions: renumbered(questions), refused };
}

/** A question refused for its schema problems: too many options, or a broken rule. */
export const invalidType = (candidate: unknown): RefusedType =>
  ((candidate as { options?: unknown[] } | undefined)?.options?.length ?? 0) > ANSWER_OPTIONS_MAX
    ? 'too many options'
    : 'invalid';

/** The reason of a refusal made of issues: their details, joined. */
export const reasonOf = (issues: readonly ImportIssue[]): Text =>
  issues.map((i) => asMessage(i.detail)).reduce((one, other) => fill(msg('{{one}}; {{other}}'), { one, other }));

/** The columns of the refused questions' report. */
export const REFUSED_REPORT_COLUMNS = ['number', 'line', 'file', 'type', 'reason', 'source'] as const;

/**
 * The refused questions as a CSV report to download: one row each, the question as the file wrote it in
 * `source`. Cells a spreadsheet would run as formulas are written with a leading apostrophe.
 */
export const refusedReportCsv = (refused: readonly RefusedQuestion[]) =>
  toCsv(
    REFUSED_REPORT_COLUMNS,
    refused.map((r) => ({ ...r, reason: render(r.reason) })),
  );
