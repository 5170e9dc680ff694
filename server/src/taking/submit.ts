// The student's submission, for every kind (issue 27), in one order: the attempt (a retry of the
// applied one is answered again, any other on a taken record refused), the window (an untimed record
// may be submitted unopened, which starts it), a timed record never started (409), answers foreign to
// the record (400), past the time and its grace the answers saved in time, the kind's grading and
// personalization, then its guarded write, retried when another write came first (applyOnce). The
// `submitted` and `graded` events are emitted inside the write's transaction (events.ts).
import { clockStatus, isPastDeadline } from '@prep/domain';
import type { Scope } from '../access/scope';
import { nothingChanged } from '../audit/plugin';
import type { Db, Tx } from '../db/client';
import { conflict } from '../plugins/errors';
import { gradeAudit } from './audit-events';
import { type Actor, atomically, emit, type KindName } from './events';
import { applyOnce, attemptKey, attemptOn } from './idempotency';
import type { Kind } from './kind';
import { assertWithinWindow } from './window';

export interface SubmitOutcome<Out> {
  replayed: boolean;
  body: Out;
}

export interface Submission<Answer> {
  sent: readonly Answer[];
  /** The Idempotency-Key header, when sent. */
  key: string | undefined;
  now: Date;
  graceSeconds: number;
}

/** Grades and saves the submission of `first`, the record as the route read and authorised it. */
export function submit<Loaded, Answer, Graded, Out>(
  db: Db,
  scope: Scope,
  kind: Kind<Loaded, Answer, Graded, Out>,
  first: Loaded,
  { sent, key, now, graceSeconds }: Submission<Answer>,
): Promise<SubmitOutcome<Out>> {
  const attempt = attemptKey(key, sent.map(kind.entryOf));
  const actor = { sub: scope.principal.sub, role: scope.principal.role };
  return applyOnce({
    first,
    reread: () => kind.reread(),
    rounds: kind.rounds,
    busyMessage: kind.busyMessage,
    round: async (loaded): Promise<SubmitOutcome<Out> | undefined> => {
      const { id, row, client } = kind.parts(loaded);
      if (attemptOn(row, attempt, kind.says.alreadySubmitted) === 'replay') {
        // A retry answered again changes nothing: its events were written with the submission it repeats.
        nothingChanged();
        return { replayed: true, body: await kind.answer(loaded, undefined) };
      }
      // An untimed record may be submitted without opening it: that starts it too, so its window applies.
      assertWithinWindow(row, now);
      if (row.timer && clockStatus(row, now) === 'assigned') throw conflict(kind.says.notStarted);
      kind.refuseForeign(loaded, sent);
      // Answers arriving after the time and its grace may have been made after it: those saved in time count.
      const answers = isPastDeadline(row, now, graceSeconds) ? kind.drafts(loaded) : kind.inTime(loaded, sent);
      const grade = await kind.grade(loaded, answers, sent, attempt);
      const graded = kind.personalize ? await kind.personalize(loaded, grade) : grade;
      const who = { kind: kind.name, id, student: row.student, client, title: row.test_name };
      const written = await storeGrade(
        db,
        (tx, events) => kind.write(tx, loaded, graded, events),
        who,
        kind.scoreOf(graded),
        {
          actor,
        },
      );
      return written ? { replayed: false, body: await kind.answer(loaded, graded) } : undefined;
    },
  });
}

/**
 * Stores a grade through `write` (false when another write came first) with its events in the same
 * transaction: `submitted` when it ends a submission (by `submitted.actor`: the student, an
 * administrator entering paper, null for the server's auto-submit at time up), then `graded`. The
 * student's submission above and the server's own gradings (sittings/grading.ts) both store here.
 */
export function storeGrade(
  db: Db | Tx,
  write: (tx: Db | Tx, audit: string) => Promise<boolean>,
  who: { kind: KindName; id: number; student: number; client: number; title: string },
  score: { score: number; total: number },
  submitted?: { actor: Actor },
): Promise<boolean> {
  return atomically(db, submitted ? ['submitted', 'graded'] : ['graded'], async (tx) => {
    // Its audit events go in the write's own statement (one round trip, no transaction needed for them).
    if (!(await write(tx, gradeAudit(who, score, submitted)))) return false;
    if (submitted) await emit(tx, 'submitted', { ...who, actor: submitted.actor });
    await emit(tx, 'graded', { ...who, ...score });
    return true;
  });
}
