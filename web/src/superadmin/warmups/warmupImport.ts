// Step 2 of the Warmups wizard: a .txt file of <eq> tags, read and checked in the browser before anything
// is sent. The parser and the row rules are the domain's (parseWarmupText, importWarmupSchema).
import {
  importWarmupSchema,
  parseWarmupText,
  SELECT_TEXT_FILE_ONLY,
  SELECT_WARMUP_FILE,
  SELECT_WARMUP_TEST,
  type WarmupLineError,
  type Text,
  plural,
} from '@prep/domain';

// The step's counted texts (i18next plurals: one equation, several equations), numbers written as the language does.
export const EQUATIONS_REFUSED = plural(
  '{{count, number}} equations cannot be imported:',
  '{{count, number}} equation cannot be imported:',
);
export const EQUATIONS_TO_SAVE = plural(
  '{{count, number}} equations for {{name}}: confirm to save them',
  '{{count, number}} equation for {{name}}: confirm to save it',
);
export const SAVING_EQUATIONS = plural('Saving {{count, number}} equations…', 'Saving {{count, number}} equation…');

/** One row of POST /api/import-warmup/. */
export interface ImportRow {
  equation: string;
  operand_one: string;
  operand_two: string;
  operator: string;
  answer: string;
  set_no: number;
}

export const isTextFileName = (name: string) => /\.txt$/i.test(name.trim());

/** Why the file cannot be read yet, in the spec's order: a test, then a file, then a .txt file. */
export function importStartProblem(setNo: number | null, file: { name: string } | null): string | undefined {
  if (setNo === null) return SELECT_WARMUP_TEST;
  if (!file) return SELECT_WARMUP_FILE;
  if (!isTextFileName(file.name)) return SELECT_TEXT_FILE_ONLY;
  return undefined;
}

export type WarmupFileRead =
  | { ok: true; rows: ImportRow[] }
  /** `message` is what the screen shows first; `errors` names every bad equation with its line. */
  | { ok: false; message: Text; errors: WarmupLineError[] };

/**
 * Reads the file's text into the rows of POST /api/import-warmup/ for warm-up set `setNo`. One bad
 * equation refuses the whole file (nothing is saved), naming the line.
 */
export function readWarmupFile(text: string, setNo: number): WarmupFileRead {
  const parsed = parseWarmupText(text);
  if (!parsed.ok) return { ok: false, message: parsed.message, errors: parsed.errors };
  const rows: ImportRow[] = parsed.warmups.map((w) => ({
    equation: w.equation,
    operand_one: w.operand_one,
    operand_two: w.operand_two,
    operator: w.operator,
    answer: w.answer,
    set_no: setNo,
  }));
  const body = importWarmupSchema.safeParse({ warmups: rows });
  if (!body.success) {
    const message = body.error.issues[0]?.message ?? SELECT_WARMUP_FILE;
    return { ok: false, message, errors: [] };
  }
  return { ok: true, rows };
}

/** The text of a warm-up file: one <eq> tag a line. Used by the screen's example and by tests. */
export const warmupFileText = (equations: readonly string[]) => `${equations.map((e) => `<eq>${e}</eq>`).join('\n')}\n`;
