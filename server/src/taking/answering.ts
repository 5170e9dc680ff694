// The student's side of every kind before submission, written once: opening (which starts or resumes
// the server's clock), saving drafts as they are made, and pausing (which stops the clock and keeps
// the time left). Each kind supplies only what differs (Taking, Drafting): how it reads and writes
// its table (a locked read in a transaction, or a guarded write), its pause allowance, its draft's
// shape and what the student is shown. The clock's rules are clock.ts's; a record never started is
// refused outside its class window (window.ts) by each of the three, since each would begin it.
import { type AssignmentWindow, isPastDeadline } from '@prep/domain';
import { nothingChanged } from '../audit/plugin';
import type { Db, Tx } from '../db/client';
import { conflict } from '../plugins/errors';
import {
  assertAcceptingAnswers,
  type ClockColumns,
  isRunning,
  type Opening,
  openingNow,
  pausedAt,
  type TakingMessages,
} from './clock';
import { assertWithinWindow } from './window';

/** A record as opening reads it: its clock columns and window, and what fixes the time allowed. */
type Opened = Parameters<typeof openingNow>[0] & { row: AssignmentWindow };

/** The clock stopped by a pause (pausedAt), or undefined when it was not running. */
export type Stopped = ReturnType<typeof pausedAt> | undefined;

/** What a kind supplies to open and pause a record of its table. */
export interface Taking<Loaded extends Opened, Draft, View> {
  says: TakingMessages;
  /** Reads the record again (under a lock inside a transaction); one that is gone is a 404. */
  load(): Promise<Loaded>;
  /** Grades a record past its time and grace from the answers saved in time; true if it did (sittings). */
  settleIfExpired?(loaded: Loaded, now: Date, graceSeconds: number): Promise<boolean>;
  /** Writes the opening; undefined when another request opened or submitted the record meanwhile. */
  writeOpening(loaded: Loaded, opening: Opening): Promise<Loaded | undefined>;
  /** Refuses (409) a pause the kind does not allow (a sitting's allowance); without it a pause is free. */
  assertMayPause?(loaded: Loaded, now: Date): void;
  /** Refuses (400) a draft naming what is not of this record. */
  checkDraft(loaded: Loaded, draft: Draft): void;
  /** Writes the pause: the draft sent along merged, the clock stopped when it ran. */
  writePause(loaded: Loaded, draft: Draft | undefined, stopped: Stopped, now: Date): Promise<Loaded>;
  /** What the student is shown of the record. */
  view(loaded: Loaded, now: Date): View | Promise<View>;
}

/** What opening needs of a kind's side (a read that opens needs no more: warmup-results/read.ts). */
export type Opens<Loaded extends Opened, View> = Pick<
  Taking<Loaded, never, View>,
  'says' | 'load' | 'settleIfExpired' | 'writeOpening' | 'view'
>;

/** What a kind supplies to save a draft, over the read its route made (`Read`). */
export interface Drafting<Read, Draft, Saved> {
  says: TakingMessages;
  clock(read: Read): ClockColumns & AssignmentWindow;
  /** Grades a record past its time and grace from the answers saved in time (sittings). */
  settleExpired?(read: Read): Promise<void>;
  /** Refuses (400) a draft naming what is not of this record. */
  checkDraft(read: Read, draft: Draft): void;
  /** Saves the draft; undefined when the record was submitted meanwhile. */
  writeDraft(read: Read, draft: Draft): Promise<Saved | undefined>;
}

/**
 * Opens a record the route read and authorised: the first time fixes the time allowed (the student's
 * accommodation applied) and starts the clock; after a pause it resumes; a reload while it runs changes
 * nothing. A kind that settles expired records grades one past its time and grace and says the time is up.
 */
export async function open<Loaded extends Opened, View>(
  side: Opens<Loaded, View>,
  loaded: Loaded,
  now: Date,
  graceSeconds: number,
): Promise<View> {
  if (loaded.row.test_taken) throw conflict(side.says.alreadySubmitted);
  assertWithinWindow(loaded.row, now);
  if (await side.settleIfExpired?.(loaded, now, graceSeconds)) throw conflict(side.says.timeUp);
  const opening = openingNow(loaded, now);
  // A reload while it runs changes nothing: no event is due (audit/plugin.ts).
  if (!opening) {
    nothingChanged();
    return side.view(loaded, now);
  }
  const opened = await side.writeOpening(loaded, opening);
  if (opened) return side.view(opened, now);
  // Another request opened (or submitted) it meanwhile: show it as that left it.
  nothingChanged();
  const current = await side.load();
  if (current.row.test_taken) throw conflict(side.says.alreadySubmitted);
  return side.view(current, now);
}

/**
 * Saves a draft as the student makes it. Refused once taken, while a timed record is not running, and
 * past its time and grace (a kind that settles expired records grades it from the answers saved in time).
 */
export async function saveDraft<Read, Draft, Saved>(
  side: Drafting<Read, Draft, Saved>,
  read: Read,
  draft: Draft,
  now: Date,
  graceSeconds: number,
): Promise<Saved> {
  const clock = side.clock(read);
  if (side.settleExpired && !clock.test_taken && isPastDeadline(clock, now, graceSeconds)) {
    await side.settleExpired(read);
    throw conflict(side.says.timeUp);
  }
  assertWithinWindow(clock, now);
  assertAcceptingAnswers(clock, now, graceSeconds, side.says);
  side.checkDraft(read, draft);
  const saved = await side.writeDraft(read, draft);
  if (saved === undefined) throw conflict(side.says.alreadySubmitted);
  return saved;
}

/**
 * The student leaves, in one transaction over the locked record: the draft sent along is saved, the
 * clock stops and the time left is kept, within the pause the kind allows. Past its time and grace a
 * settling kind grades it, and the refusal comes after the commit so the grade stays.
 */
export async function pause<Loaded extends Opened, Draft, View>(
  db: Db,
  sideIn: (tx: Tx) => Taking<Loaded, Draft, View>,
  draft: Draft | undefined,
  now: Date,
  graceSeconds: number,
): Promise<View> {
  const outcome = await db.transaction(async (tx) => {
    const side = sideIn(tx);
    const loaded = await side.load();
    if (loaded.row.test_taken) throw conflict(side.says.alreadySubmitted);
    assertWithinWindow(loaded.row, now);
    if (await side.settleIfExpired?.(loaded, now, graceSeconds))
      return { expired: true as const, message: side.says.timeUp };
    side.assertMayPause?.(loaded, now);
    if (draft !== undefined) {
      assertAcceptingAnswers(loaded.row, now, graceSeconds, side.says);
      side.checkDraft(loaded, draft);
    }
    const stopped = isRunning(loaded.row, now) ? pausedAt(loaded.row, now) : undefined;
    // A clock stopped is the pause's event (writePause's); a draft alone is none.
    if (!stopped) nothingChanged();
    const paused = await side.writePause(loaded, draft, stopped, now);
    return { expired: false as const, view: await side.view(paused, now) };
  });
  if (outcome.expired) throw conflict(outcome.message);
  return outcome.view;
}
