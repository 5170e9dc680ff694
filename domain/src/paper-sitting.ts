// Paper sittings: a student sat the test on paper and an administrator enters the chosen options,
// question by question on screen or as a CSV file of (question_number, option). The entry is all or
// nothing: any bad row refuses the whole entry with a report of every problem (row, field, message).
import { z } from 'zod';
import { QUESTION_NUMBER_MAX } from './constants';
import { PG_INT_MAX } from './fields';
import { optionLabels, optionPositionFromText } from './option-labels';
import { parseCsv, toCsv } from './people-csv';
import { type RowIssue, rowIssue, sortIssues } from './people-import';
import type { ChosenAnswer } from './sitting-grading';
import { msg } from './i18n';
import { fill } from './message';

/** A paper sitting's time_taken: no time was kept on screen. */
export const PAPER_TIME_TAKEN = 'On paper';

export const PAPER_CSV_COLUMNS = ['question_number', 'option'] as const;
/** A test has at most QUESTION_NUMBER_MAX questions, so a longer entry can only hold repeats. */
export const PAPER_MAX_ROWS = QUESTION_NUMBER_MAX;
/** Longest option text looked at ('iv', 'E', '3'); longer text names no option. */
const OPTION_MAX_LENGTH = 10;

export const PAPER_MESSAGES = {
  missingColumn: (name: string) => fill(msg('The file needs the column "{{name}}"'), { name }),
  empty: msg('The file holds no answers'),
  tooManyRows: msg('At most 200 answers can be entered at once'),
  questionNumber: msg('The question number must be a whole number'),
  nameQuestion: msg('Give the questionid or the question_number, not both'),
  unknownQuestion: (number: string | number) => fill(msg('The test has no question {{number}}'), { number }),
  repeatedQuestion: (number: number, row: number) =>
    fill(msg('Question {{number}} also appears in row {{row}}'), { number, row }),
  notAnOption: (given: string, labels: readonly string[]) =>
    fill(msg('"{{given}}" is not an option: give one of {{labels}} or a position from 1 to {{count}}'), {
      given,
      labels: labels.join(', '),
      count: labels.length,
    }),
  refused: msg('Nothing was saved: some answers have errors'),
} as const;

/** A question of the test as the entry needs it: its options in the test's order. */
export interface PaperQuestion {
  questionid: number;
  question_number: number;
  /** 'check boxes': the option may name several, separated by commas, semicolons or spaces ("A, C"). */
  question_type?: string;
  answers: ReadonlyArray<{ answersid: number }>;
}

/** The options named by an entry: one, or for a check-box question every one listed (each once). */
const namedOptions = (question: PaperQuestion, given: string) =>
  question.question_type === 'check boxes' ? [...new Set(given.split(/[\s,;]+/).filter(Boolean))] : [given];

/** One entered answer. Exactly one of questionid and question_number names the question; blank option: unanswered. */
export interface PaperEntry {
  /** Row of the file (from 1, after the header) or position in the list sent (from 1). */
  row: number;
  questionid?: number;
  question_number?: number | string;
  option: string;
}

export interface PaperResolution {
  /** Empty unless every entry was good. Questions not entered stay unanswered. */
  choices: ChosenAnswer[];
  issues: RowIssue[];
}

/** Turns entries into choices (answer ids), checking every one against the test. */
export function resolvePaperEntries(
  questions: readonly PaperQuestion[],
  entries: readonly PaperEntry[],
  answerType: string | null | undefined,
): PaperResolution {
  const byNumber = new Map(questions.map((q) => [q.question_number, q]));
  const byId = new Map(questions.map((q) => [q.questionid, q]));
  const firstRow = new Map<number, number>();
  const issues: RowIssue[] = [];
  const choices: ChosenAnswer[] = [];
  if (entries.length > PAPER_MAX_ROWS) return { choices, issues: [rowIssue(0, 'row', PAPER_MESSAGES.tooManyRows)] };

  for (const entry of entries) {
    const { row } = entry;
    let question: PaperQuestion | undefined;
    if (entry.questionid !== undefined) {
      question = byId.get(entry.questionid);
      if (!question) issues.push(rowIssue(row, 'questionid', PAPER_MESSAGES.unknownQuestion(entry.questionid)));
    } else {
      const text = String(entry.question_number ?? '').trim();
      if (!/^\d+$/.test(text)) {
        issues.push(rowIssue(row, 'question_number', PAPER_MESSAGES.questionNumber));
        continue;
      }
      question = byNumber.get(Number(text));
      if (!question) issues.push(rowIssue(row, 'question_number', PAPER_MESSAGES.unknownQuestion(Number(text))));
    }
    if (!question) continue;

    const seen = firstRow.get(question.questionid);
    if (seen !== undefined) {
      const field = entry.questionid !== undefined ? 'questionid' : 'question_number';
      issues.push(rowIssue(row, field, PAPER_MESSAGES.repeatedQuestion(question.question_number, seen)));
      continue;
    }
    firstRow.set(question.questionid, row);

    const given = entry.option.trim();
    if (given === '') {
      choices.push({ questionid: question.questionid, select_ans: null });
      continue;
    }
    const count = question.answers.length;
    const ids: number[] = [];
    for (const part of namedOptions(question, given)) {
      const position = part.length <= OPTION_MAX_LENGTH ? optionPositionFromText(answerType, part, count) : null;
      if (position === null) {
        issues.push(rowIssue(row, 'option', PAPER_MESSAGES.notAnOption(part, optionLabels(answerType, count))));
        break;
      }
      ids.push(question.answers[position - 1]!.answersid);
    }
    if (ids.length !== namedOptions(question, given).length) continue;
    const select_ans = question.question_type === 'check boxes' ? [...new Set(ids)] : ids[0]!;
    choices.push({ questionid: question.questionid, select_ans });
  }
  return issues.length ? { choices: [], issues: sortIssues(issues) } : { choices, issues };
}

/** Reads a paper sitting's CSV file (header question_number,option; any case, comma, semicolon or tab). */
export function parsePaperSittingCsv(
  text: string,
  questions: readonly PaperQuestion[],
  answerType: string | null | undefined,
): PaperResolution {
  const { rows, issues } = parseCsv(text, PAPER_CSV_COLUMNS);
  const header = issues.filter((i) => i.row === 0);
  if (header.length === 0 && rows.length > 0) {
    const named = new Set(rows.flatMap((r) => Object.keys(r)));
    for (const column of PAPER_CSV_COLUMNS) {
      if (!named.has(column)) issues.push(rowIssue(0, 'header', PAPER_MESSAGES.missingColumn(column)));
    }
  }
  if (issues.length) return { choices: [], issues: sortIssues(issues) };
  if (rows.length === 0) return { choices: [], issues: [rowIssue(0, 'row', PAPER_MESSAGES.empty)] };
  const entries = rows.map((r, index) => ({
    row: index + 1,
    question_number: r.question_number ?? '',
    option: r.option ?? '',
  }));
  return resolvePaperEntries(questions, entries, answerType);
}

/** A file to fill in: every question number of the test, options blank. */
export const paperSittingTemplateCsv = (questions: readonly Pick<PaperQuestion, 'question_number'>[]) =>
  toCsv(
    PAPER_CSV_COLUMNS,
    [...questions].sort((a, b) => a.question_number - b.question_number).map((q) => ({ ...q, option: '' })),
  );

const optionText = z
  .union([z.string(), z.number(), z.null()], { error: msg('The option must be text, a number or null') })
  .transform((v) => (v === null ? '' : String(v).trim()));

/**
 * Body of an administrator's paper-sitting entry, question by question. Each answer names its
 * question by questionid or by question_number, and its option by a label of the test's lettering
 * or a 1-based position; a blank or null option is unanswered.
 */
export const paperSittingSchema = z.object({
  answers: z
    .array(
      z
        .object({
          questionid: z.number().int().min(1).max(PG_INT_MAX).optional(),
          question_number: z.union([z.number(), z.string()]).optional(),
          option: optionText,
        })
        .refine((a) => (a.questionid === undefined) !== (a.question_number === undefined), {
          error: PAPER_MESSAGES.nameQuestion,
        }),
      { error: PAPER_MESSAGES.empty },
    )
    .min(1, { error: PAPER_MESSAGES.empty })
    .max(PAPER_MAX_ROWS, { error: PAPER_MESSAGES.tooManyRows }),
});
export type PaperSittingInput = z.input<typeof paperSittingSchema>;

/** The parsed body as entries for resolvePaperEntries, numbered from 1. */
export const paperEntriesOf = (body: z.output<typeof paperSittingSchema>): PaperEntry[] =>
  body.answers.map((a, index) => ({ row: index + 1, ...a }));
