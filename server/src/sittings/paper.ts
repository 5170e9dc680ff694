// A sitting taken on paper: an administrator enters the chosen options, question by question (JSON) or
// as a CSV file of (question_number, option). All or nothing: any bad row refuses the whole entry with
// a report of every problem, and nothing is saved. Saving grades it (test_taken, import_test_results).
import {
  PAPER_MESSAGES,
  type PaperResolution,
  paperEntriesOf,
  paperSittingSchema,
  parsePaperSittingCsv,
  resolvePaperEntries,
  type RowIssue,
  SITTING_MESSAGES,
  type SittingSummary,
} from '@prep/domain';
import type { Scope } from '../access/scope';
import type { Db } from '../db/client';
import type { ImportBody } from '../imports/import';
import { conflict, HttpError, notFound } from '../plugins/errors';
import { parseWith } from '../plugins/validate';
import { actorOf } from '../taking/assign';
import { PAPER_KEY, saveGrade } from './grading';
import { type LoadedWithQuestions, loadSitting, type SittingKind } from './records';
import { summaryOf } from './views';

const CSV = /^(text|application)\/csv/i;

/** A refused entry (paperSittingRefusedSchema): nothing saved, every problem by row and field. */
export class PaperRefused extends HttpError {
  constructor(rows: RowIssue[]) {
    super(400, PAPER_MESSAGES.refused, { code: 'paper_refused', rows });
  }
}

function resolve(loaded: LoadedWithQuestions, upload: ImportBody): PaperResolution {
  const { questions, answerType } = loaded;
  if (CSV.test(upload.contentType ?? '') && typeof upload.body === 'string') {
    return parsePaperSittingCsv(upload.body, questions, answerType);
  }
  return resolvePaperEntries(questions, paperEntriesOf(parseWith(paperSittingSchema, upload.body)), answerType);
}

export async function enterPaperSitting(
  db: Db,
  scope: Scope,
  kind: SittingKind,
  id: number,
  upload: ImportBody,
  now: Date,
): Promise<SittingSummary> {
  await db.transaction(async (tx) => {
    const loaded = await loadSitting(tx, kind, id, scope, { lock: true, questions: true });
    if (!loaded) throw notFound();
    if (loaded.row.test_taken) throw conflict(SITTING_MESSAGES.alreadySubmitted);
    const { choices, issues } = resolve(loaded, upload);
    if (issues.length > 0) throw new PaperRefused(issues);
    await saveGrade(tx, loaded, choices, { key: PAPER_KEY, now, paper: true, by: actorOf(scope) });
  });
  const graded = await loadSitting(db, kind, id, scope);
  if (!graded) throw notFound();
  return summaryOf(scope, graded, now);
}
