// What each kind of record a student takes (a warm-up result; a real or preparation sitting) supplies
// to the taking module's submission (submit.ts): its table (the record read again, its guarded write),
// its grading and its personalization; the order of the checks, the attempt's name, the retry applied
// once and the events are the module's. Beside it the module holds the server's clock (clock.ts),
// opening, drafts and pausing (answering.ts), the administrator's update (admin.ts), assigning
// (assign.ts), who owns a record (owner.ts). The kinds: warmup-results/kind.ts and sittings/kind.ts,
// each built for one request over the record its route read and authorised.
import type { AssignmentWindow } from '@prep/domain';
import type { Db, Tx } from '../db/client';
import type { ClockColumns, TakingMessages } from './clock';
import type { KindName } from './events';

/** What the submission reads of a record's row: its clock, its window, whether and how it was taken. */
export interface SubmittedRow extends ClockColumns, AssignmentWindow {
  test_taken: boolean;
  submission_key: string | null;
  student: number;
  test_name: string;
}

export interface Kind<Loaded, Answer, Graded, Out> {
  name: KindName;
  /** The refusals, as the specification words them for this kind. */
  says: TakingMessages;
  /** The 409 after `rounds` writes lost to others of the same record (or student). */
  busyMessage: string;
  rounds: number;

  // Its table.
  /** The record read again for another round; undefined when it is gone (or not the authorised student's). */
  reread(): Promise<Loaded | undefined>;
  parts(loaded: Loaded): { id: number; row: SubmittedRow; client: number };
  /**
   * The guarded write of the graded record (planned from `loaded`); false when another write came first.
   * `audit` (auditJson's text) holds its events: the same statement writes them when it writes the record.
   */
  write(db: Db | Tx, loaded: Loaded, graded: Graded, audit: string): Promise<boolean>;

  // Its answers.
  /** An answer as the attempt's name reads it: the question and what was answered. */
  entryOf(answer: Answer): readonly [number, string];
  /** Refuses (400) answers naming what is not of this record. */
  refuseForeign(loaded: Loaded, sent: readonly Answer[]): void;
  /** The answers saved in time (the draft), graded when the submission comes past the time and its grace. */
  drafts(loaded: Loaded): Answer[];
  /** The answers graded in time: those sent (a sitting counts its saved choices first, the sent ones winning). */
  inTime(loaded: Loaded, sent: readonly Answer[]): Answer[];

  // Its grading and personalization.
  /** Grades the answers: the row as it is to be saved, under the attempt's name `key`. */
  grade(loaded: Loaded, answers: Answer[], sent: readonly Answer[], key: string): Promise<Graded>;
  scoreOf(graded: Graded): { score: number; total: number };
  /** What the grade makes next (a warm-up's personalized results), planned before the write. */
  personalize?(loaded: Loaded, graded: Graded): Promise<Graded>;

  /** The answer of the route: the graded record once written, or the applied attempt's again (a replay). */
  answer(loaded: Loaded, graded: Graded | undefined): Promise<Out>;
}
