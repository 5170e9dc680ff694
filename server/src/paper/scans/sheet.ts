// A paper sitting's sheet as printed (issue 30): its pages' questions by the number the sheet prints,
// each with its labels and the test's question behind it. What a read page is graded by, what a
// reviewer's answers are checked against and where a question's row is cut out of a straightened page.
import type { ChosenAnswer, PaperPageSize } from '@prep/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { paperBatches } from '../../db/schema/index';
import type { LoadedWithQuestions, MasterRow } from '../../sittings/records';
import { type SheetGeometry, versionGeometry } from '../layout';

type StoredQuestion = LoadedWithQuestions['questions'][number];

/** A row of the sheet: the printed number, its labels, and the test's question it stands for. */
export interface SheetRow {
  printed: number;
  labels: string[];
  multiple: boolean;
  question: StoredQuestion;
}

export interface SittingSheet {
  geometry: SheetGeometry;
  /** Each sheet page's rows (page 1 first), by printed number. */
  pages: Map<number, SheetRow>[];
}

const isCheckBoxes = (q: StoredQuestion) => q.question_type === 'check boxes';

/**
 * The sheet of a paper sitting: the test's questions in its version's printed order (version 2 numbers
 * its shuffled order 1, 2, 3…), laid out as the sheets PDF lays them (layout.ts), on the batch's paper.
 */
export async function sittingSheet(db: Db | Tx, loaded: LoadedWithQuestions): Promise<SittingSheet | undefined> {
  const row = loaded.row as MasterRow;
  if (loaded.kind !== 'master' || row.paper_batch === null) return undefined;
  const [batch] = await db
    .select({ page_size: paperBatches.page_size })
    .from(paperBatches)
    .where(eq(paperBatches.id, row.paper_batch));
  const size: PaperPageSize = batch?.page_size ?? 'A4';
  const byNumber = new Map(loaded.questions.map((q) => [q.question_number, q]));
  const facts = loaded.questions.map((q) => ({
    number: q.question_number,
    options: q.answers.length,
    checkBoxes: isCheckBoxes(q),
  }));
  const geometry = versionGeometry(size, loaded.answerType, facts, row.paper_batch, row.paper_version);
  const pages = geometry.pages.map(
    (placed) =>
      new Map(
        placed.map((p) => {
          const question = byNumber.get(geometry.questionAt.get(p.number)!)!;
          const labels = p.options.map((o) => o.label);
          return [p.number, { printed: p.number, labels, multiple: p.multiple, question }] as const;
        }),
      ),
  );
  return { geometry, pages };
}

/**
 * The choices of a sheet's answers as the on-screen taking sends them: labels to the options' ids, no
 * mark unanswered, a check-box question every option marked; a single-answer question with several marks
 * (never confirmed so) unanswered. Numbers not on the sheet are left out.
 */
export function choicesOf(sheet: SittingSheet, answers: ReadonlyArray<{ number: number; marked: readonly string[] }>) {
  const rows = new Map(sheet.pages.flatMap((page) => [...page.entries()]));
  const choices: ChosenAnswer[] = [];
  for (const answer of answers) {
    const row = rows.get(answer.number);
    if (!row) continue;
    const ids = [...new Set(answer.marked)]
      .map((label) => row.labels.indexOf(label))
      .filter((i) => i >= 0)
      .map((i) => row.question.answers[i]!.answersid);
    const { questionid } = row.question;
    if (row.multiple) choices.push({ questionid, select_ans: ids.length > 0 ? ids : null });
    else choices.push({ questionid, select_ans: ids.length === 1 ? ids[0]! : null });
  }
  return choices;
}
