// Warm-ups of the Data Tool: added, changed and deleted one at a time, or imported all or nothing.
// Every change bumps its set's warmups_version, so every server's cached copy reloads (cache.ts).
import {
  answerProblem,
  checkWarmupRow,
  parseLeftSide,
  SELECT_WARMUP_TEST,
  WARMUP_ADDED,
  WARMUP_DELETED,
  WARMUP_UPDATED,
  warmupImportedMessage,
  wholeNumberText,
  type WarmupRowInput,
  type WarmupSaved,
  type WarmupsImported,
  fill,
  msg,
  said,
  asMessage,
} from '@prep/domain';
import { eq } from 'drizzle-orm';
import { contentEvent } from '../audit/content';
import { audit, changesOf } from '../audit/record';
import type { Db } from '../db/client';
import { warmups } from '../db/schema/index';
import { badRequest, notFound, type FieldTexts } from '../plugins/errors';
import {
  bumpWarmupsVersion,
  deleteWarmup,
  dropFromOpenResults,
  insertWarmups,
  updateWarmup,
  warmupSetNames,
  warmupSetOrFail,
  type WarmupValues,
} from './queries';

type ImportRow = WarmupRowInput & { set_no: number };

/** A warm-up as its events name it: its card ("7 × 8 = 56"). */
const warmupSubject = (w: { warmup_id: number; equation: string; answer: string }) => ({
  type: 'warmup',
  id: w.warmup_id,
  label: `${w.equation} = ${w.answer}`,
});

/**
 * The stored form of a warm-up typed in the Data Tool. "a op b" gets its operands (an operand card)
 * and its answer checked; any other formula is an equation card and only needs a whole-number answer.
 */
export function warmupFields(input: { equation: string; answer: string }): Omit<WarmupValues, 'set_no'> {
  const equation = input.equation.replace(/=\s*$/, '').trim();
  const operation = parseLeftSide(equation);
  if (typeof operation !== 'string') {
    const problem = answerProblem(operation, input.answer);
    if (problem) {
      const message = fill(msg('The equation {{message}}'), { message: asMessage(problem) });
      throw badRequest(message, { answer: [message] });
    }
    return { ...operation, answer: wholeNumberText(input.answer)! };
  }
  const answer = wholeNumberText(input.answer);
  if (answer === undefined)
    throw badRequest(msg('The answer must be a whole number'), { answer: [msg('The answer must be a whole number')] });
  return { equation, operand_one: null, operand_two: null, operator: null, answer };
}

export async function addWarmup(
  db: Db,
  body: { equation: string; answer: string; set_no: number },
): Promise<WarmupSaved> {
  await warmupSetOrFail(db, body.set_no);
  const fields = warmupFields(body);
  const [created] = await db.transaction(async (tx) => {
    const rows = await insertWarmups(tx, [{ ...fields, set_no: body.set_no }]);
    await bumpWarmupsVersion(tx, [body.set_no]);
    await audit(tx, contentEvent('warmup.created', warmupSubject(rows[0]!), changesOf(null, rows[0]!)));
    return rows;
  });
  return { ...created!, message: WARMUP_ADDED };
}

export async function changeWarmup(
  db: Db,
  id: number,
  body: { equation: string; answer: string },
): Promise<WarmupSaved> {
  const fields = warmupFields(body);
  const updated = await db.transaction(async (tx) => {
    // Locked, so its before is the one this update replaces (its answer is the card's key).
    const [before] = await tx.select().from(warmups).where(eq(warmups.warmup_id, id)).for('update');
    const row = before && (await updateWarmup(tx, id, fields));
    if (row) {
      await bumpWarmupsVersion(tx, [row.set_no]);
      await audit(tx, contentEvent('warmup.updated', warmupSubject(before), changesOf(before, row)));
    }
    return row;
  });
  if (!updated) throw notFound();
  return { ...updated, message: WARMUP_UPDATED };
}

/** Deletes a warm-up and takes it out of the results not taken yet. */
export async function removeWarmup(db: Db, id: number) {
  const deleted = await db.transaction(async (tx) => {
    const row = await deleteWarmup(tx, id);
    if (row) {
      await dropFromOpenResults(tx, row.warmup_id);
      await bumpWarmupsVersion(tx, [row.set_no]);
      await audit(tx, contentEvent('warmup.deleted', warmupSubject(row), changesOf(row, null)));
    }
    return row;
  });
  if (!deleted) throw notFound();
  return { message: WARMUP_DELETED, warmup_id: deleted.warmup_id };
}

/** All or nothing: every row is checked (operands, operator, answer, set) before one insert in one transaction. */
export async function importWarmups(db: Db, rows: readonly ImportRow[]): Promise<WarmupsImported> {
  const setIds = [...new Set(rows.map((r) => r.set_no))];
  const warmupSets = await warmupSetNames(db, setIds);
  const fields: FieldTexts = {};
  const values = rows.map((row, i) => {
    if (!warmupSets.has(row.set_no)) fields[`warmups.${i}.set_no`] = [SELECT_WARMUP_TEST];
    const checked = checkWarmupRow(row);
    if ('problem' in checked) {
      fields[`warmups.${i}.equation`] = [
        fill(msg('Equation {{number}} {{message}}'), { number: i + 1, message: asMessage(checked.problem) }),
      ];
      return undefined;
    }
    return { ...checked, set_no: row.set_no };
  });
  const first = Object.values(fields)[0]?.[0];
  if (first) throw badRequest(first, fields);
  const created = await db.transaction(async (tx) => {
    const stored = await insertWarmups(
      tx,
      values.map((v) => v!),
    );
    await bumpWarmupsVersion(tx, setIds);
    // One event a set: how many warm-ups it was given.
    await audit(
      tx,
      setIds.map((set) =>
        contentEvent(
          'test.warmups_imported',
          { type: 'test', id: set, label: warmupSets.get(set) ?? '' },
          { warmups: [null, stored.filter((w) => w.set_no === set).length] },
        ),
      ),
    );
    return stored;
  });
  const names = setIds.map((id) => warmupSets.get(id)!).join(', ');
  return { ...said(warmupImportedMessage(names)), count: created.length, warmups: created };
}
