// What each kind of record a student takes (a warm-up result; a real or preparation sitting) supplies
// to this module; the rest is the module's: the server's clock (clock.ts), opening, drafts and pausing
// (answering.ts, over each kind's side of its table), a submission applied once
// (idempotency.ts), who owns the record and what is revealed (owner.ts), assigning (assign.ts).
// The kinds: warmup-results/kind.ts and sittings/kind.ts, each beside its table and statements.
import type { TakingMessages } from './clock';

export interface Kind<GradeInput, Grade, Says extends TakingMessages = TakingMessages> {
  /** The refusals, as the specification words them for this kind (PauseMessages where a pause is limited). */
  says: Says;
  /** Grading: whole-number equality for warm-ups, the option key for tests (the domain's rules). */
  grade(input: GradeInput): Grade;
}
