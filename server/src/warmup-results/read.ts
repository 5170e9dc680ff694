// Reading warm-up results: a student's list, and one result's full view (the test screen's data).
import { warmupStatus, type WarmupResultDetail, type WarmupResultListItem } from '@prep/domain';
import { isOwner } from '../access/fields';
import type { Scope } from '../access/scope';
import type { Db, Tx } from '../db/client';
import { audit, changesOf } from '../audit/record';
import { resultRecord, takingEvent } from '../taking/audit-events';
import { open } from '../taking/answering';
import type { WarmupRow } from '../warmups/queries';
import { WARMUP_SAYS } from './kind';
import { currentRow, type LoadedResult, warmupsById } from './queries';
import { openUnopened, type StudentList } from './statements';
import { mayReveal } from '../taking/owner';
import { detailOf, gradedEntries, resultView, showsQuestions } from './views';

/**
 * The full view of one result: the test screen's data in one answer. Questions are withheld from
 * the student while a timed warm-up is not running (paused), so the clock covers all the time they
 * are visible; the warm-ups are read only when the view shows them.
 */
export async function detailView(
  db: Db | Tx,
  scope: Scope,
  loaded: LoadedResult,
  now: Date,
): Promise<WarmupResultDetail> {
  const { row, sectionDuration } = loaded;
  const shown = showsQuestions(scope, row, warmupStatus(row, now));
  // Admins and a released student see the correct answers, so they get the questions too.
  const needWarmups = shown || (row.test_taken && mayReveal(scope, row));
  const found = !needWarmups
    ? new Map<number, WarmupRow>()
    : loaded.warmups
      ? new Map(loaded.warmups.map((w) => [w.warmup_id, w]))
      : await warmupsById(db, row.assigned_questions);
  return detailOf(scope, row, sectionDuration, found, now, loaded.multiplier);
}

/**
 * GET /api/warmup-result/{id}/: the owning student's first read opens the warm-up (starts its
 * clock, as POST …/start/ does), so an API client may read a timed warm-up and then submit it, as
 * client-student-warmups §7 has it, within its window (outside it the read is refused as the opening
 * is, 409). Every later read, and any administrator's, only reads.
 */
export async function readForScreen(db: Db, scope: Scope, loaded: LoadedResult, now: Date) {
  const { row } = loaded;
  const owner = isOwner(scope, row.student);
  if (!owner || warmupStatus(row, now) !== 'assigned') return detailView(db, scope, loaded, now);
  // The taking module's opening (taking/answering.ts), with a guarded write instead of a lock: a read
  // stays out of a transaction. Another request may have opened (or submitted) it meanwhile: then it
  // is shown as that left it.
  return open(
    {
      says: WARMUP_SAYS,
      load: async () => ({ ...loaded, row: (await currentRow(db, row.result_id)) ?? row }),
      // The opening and its event land together (a transaction only when it opens).
      writeOpening: (it, opening) =>
        db.transaction(async (tx) => {
          const opened = await openUnopened(tx, row.result_id, opening);
          if (opened)
            await audit(
              tx,
              takingEvent('warmup', 'started', resultRecord(it), changesOf(row, opening, Object.keys(opening))),
            );
          return opened && { ...it, row: opened };
        }),
      view: (it) => detailView(db, scope, it, now),
    },
    loaded,
    now,
    0,
  );
}

/** Every warm-up result of the scope's student, oldest first, with graded entries (no correct answers: the detail view has them). */
export function studentResults(scope: Scope, list: StudentList, now: Date): WarmupResultListItem[] {
  return list.rows.map(({ row, sectionDuration, multiplier, className, language }) => {
    const reveal = mayReveal(scope, row);
    return {
      ...resultView(row, sectionDuration, now, reveal, multiplier),
      result: row.test_taken ? (reveal ? gradedEntries(row) : null) : [],
      class_name: className,
      test_lang_type: language,
    };
  });
}
