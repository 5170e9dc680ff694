// A reviewer's confirmation of a scanned page (issue 30): the answers they chose replace what was read
// for those questions, every answer of the page is then certain, and the page is settled (the sitting
// graded once every page of its sheet is in). An unreadable page is given to a sitting and a sheet page
// by hand first. A changed answer is an audited change: `paper.confirmed` says what was read and what
// was confirmed, question by question.
import { type AccessClaims, fill, PAPER_SCAN_MESSAGES, type PaperConfirm, type PaperReadAnswer } from '@prep/domain';
import { eq } from 'drizzle-orm';
import { audit } from '../../audit/record';
import type { Db, Tx } from '../../db/client';
import { paperScanPages } from '../../db/schema/index';
import { badRequest, conflict, type FieldTexts, notFound } from '../../plugins/errors';
import { loadSitting } from '../../sittings/records';
import { givableSitting, type ScanPage } from './review-queries';
import { lockSitting, settlePage } from './settle';
import { type SheetRow, sittingSheet } from './sheet';

const shown = (marked: readonly string[]) => marked.join(',');

/** The reviewer's answers checked against the sheet page's rows; 400 with every problem by field. */
function checkAnswers(rows: Map<number, SheetRow>, answers: PaperConfirm['answers']) {
  const fields: FieldTexts = {};
  answers.forEach((answer, i) => {
    const { number } = answer;
    const row = rows.get(number);
    if (!row) {
      fields[`answers.${i}.number`] = [fill(PAPER_SCAN_MESSAGES.unknownQuestion, { number })];
      return;
    }
    const wrong = answer.marked.find((label) => !row.labels.includes(label));
    if (wrong !== undefined) {
      fields[`answers.${i}.marked`] = [fill(PAPER_SCAN_MESSAGES.notAnOption, { label: wrong, number })];
    } else if (!row.multiple && new Set(answer.marked).size > 1) {
      fields[`answers.${i}.marked`] = [fill(PAPER_SCAN_MESSAGES.oneAnswer, { number })];
    }
  });
  const [first] = Object.values(fields);
  if (first?.[0]) throw badRequest(first[0], fields);
}

/** Which sitting and sheet page the page is, checked: its own, or for an unreadable page those given. */
async function placeOf(tx: Tx, viewer: AccessClaims, found: ScanPage, body: PaperConfirm) {
  const { page } = found;
  if (page.state !== 'unreadable') {
    if (page.master_sitting === null || page.sheet_page === null) throw conflict(PAPER_SCAN_MESSAGES.notToConfirm);
    return { sitting: page.master_sitting, sheetPage: page.sheet_page };
  }
  const chosen = body.master_sitting_id;
  if (chosen === undefined || !(await givableSitting(tx, viewer, found.client, chosen))) {
    throw badRequest(PAPER_SCAN_MESSAGES.chooseSitting, { master_sitting_id: [PAPER_SCAN_MESSAGES.chooseSitting] });
  }
  return { sitting: chosen, sheetPage: body.sheet_page ?? 1 };
}

/**
 * Confirms the page (as read and authorised by the route) with the reviewer's answers, in one
 * transaction with its event and, when the sheet is complete, the sitting's grade.
 */
export async function confirmPage(
  db: Db,
  viewer: AccessClaims,
  found: ScanPage,
  body: PaperConfirm,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    // The sitting is locked before the page, in the order settlePage takes them (the reader grading the
    // sitting from its other page marks this one too): the other order could deadlock with it.
    const named = found.page.state === 'unreadable' ? body.master_sitting_id : found.page.master_sitting;
    if (named) await lockSitting(tx, named);
    const [page] = await tx.select().from(paperScanPages).where(eq(paperScanPages.id, found.page.id)).for('update');
    if (!page) throw notFound();
    if (page.state === 'graded' || page.state === 'duplicate') throw conflict(PAPER_SCAN_MESSAGES.notToConfirm);
    const { sitting, sheetPage } = await placeOf(tx, viewer, { ...found, page }, body);
    const loaded = await loadSitting(tx, 'master', sitting, undefined, { questions: true });
    const sheet = loaded && (await sittingSheet(tx, loaded));
    if (!loaded || !sheet) throw conflict(PAPER_SCAN_MESSAGES.notToConfirm);
    const rows = sheet.pages[sheetPage - 1];
    if (!rows) {
      const message = fill(PAPER_SCAN_MESSAGES.noSuchPage, { page: sheetPage });
      throw badRequest(message, { sheet_page: [message] });
    }
    checkAnswers(rows, body.answers);

    // The page's questions in printed order: the reviewer's answer, else what was read (or, for a page
    // read by no one, nothing marked).
    const given = new Map(body.answers.map((a) => [a.number, [...new Set(a.marked)]]));
    const read = new Map(page.answers.map((a) => [a.number, a]));
    const answers: PaperReadAnswer[] = [...rows.keys()].map((number) => ({
      number,
      marked: given.get(number) ?? read.get(number)?.marked ?? [],
      certain: true,
    }));
    const changes: Record<string, [unknown, unknown]> = {};
    for (const answer of answers) {
      const before = read.get(answer.number);
      if (!before || shown(before.marked) !== shown(answer.marked)) {
        changes[`answers.${answer.number}`] = [before ? shown(before.marked) : null, shown(answer.marked)];
      }
    }
    if (page.state === 'unreadable') {
      changes.master_sitting_id = [null, sitting];
      changes.sheet_page = [null, sheetPage];
    }
    await tx
      .update(paperScanPages)
      .set({
        master_sitting: sitting,
        sheet_page: sheetPage,
        answers,
        state: 'needs_review',
        problem: null,
        confirmed_at: now,
      })
      .where(eq(paperScanPages.id, page.id));
    await audit(tx, {
      action: 'paper.confirmed',
      client: found.client,
      subject: {
        type: 'paper_scan_page',
        id: page.id,
        label: `${loaded.row.test_name}: scan ${page.scan}, page ${page.page}`,
      },
      student: loaded.row.student,
      changes,
    });
    await settlePage(tx, page.id, now, { sub: viewer.sub, role: viewer.role });
    return page.id;
  });
}
