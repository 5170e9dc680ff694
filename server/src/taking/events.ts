// The events of the taking path (issue 27), for what hangs on them next: the audit log, the grade sent
// back to an LMS, paper sheets. Each is emitted from the one place that makes the change (assign.ts's
// callers, submit.ts, admin.ts) as a synchronous hook that receives the transaction and runs before it
// commits: what a hook writes lands with the change or not at all, and a hook that throws rolls the
// change back (the request answers with the hook's error). With no hook registered for an event the
// change runs as it did before, outside a transaction of its own (the submission's single guarded
// statement stays one round trip): `atomically` opens one only when someone listens.
import type { Db, Tx } from '../db/client';

/** The three kinds a student takes: a warm-up result, a real test (master sitting), a preparation test. */
export type KindName = 'warmup' | 'master' | 'personalized';

/** Who made the change: the signed-in principal (sub and role), or null for the server itself. */
export type Actor = { sub: string; role: string } | null;

export interface TakingEvents {
  /** Rows created for students (one student, a class, a class's newcomers, a preparation test). */
  assigned: {
    kind: KindName;
    ids: number[];
    students: number[];
    /** Each row's test name (its readable label), in the order of `ids`. */
    titles: string[];
    client: number | null;
    actor: Actor;
  };
  /** A student's answers accepted (never a replayed retry). */
  submitted: { kind: KindName; id: number; student: number; client: number; title: string; actor: Actor };
  /** A grade stored: with a submission, and when the server grades on its own. */
  graded: {
    kind: KindName;
    id: number;
    student: number;
    client: number;
    title: string;
    score: number;
    total: number;
  };
  /** The results shown to the student (analyse_test_results turned on). */
  released: { kind: KindName; id: number; student: number; client: number; title: string; actor: Actor };
}
export type TakingEvent = keyof TakingEvents;

export type TakingHook<E extends TakingEvent> = (payload: TakingEvents[E], tx: Tx) => void | Promise<void>;

const hooks: { [E in TakingEvent]: Array<TakingHook<E>> } = { assigned: [], submitted: [], graded: [], released: [] };

/** Registers a hook; gives back the call that removes it. */
export function onTaking<E extends TakingEvent>(event: E, hook: TakingHook<E>): () => void {
  const list = hooks[event] as Array<TakingHook<E>>;
  list.push(hook);
  return () => {
    const at = list.indexOf(hook);
    if (at >= 0) list.splice(at, 1);
  };
}

const listened = (events: readonly TakingEvent[]) => events.some((e) => hooks[e].length > 0);

/** Runs the hooks of one event, in their order of registration, inside the change's transaction. */
export async function emit<E extends TakingEvent>(tx: Tx | Db, event: E, payload: TakingEvents[E]): Promise<void> {
  for (const hook of [...(hooks[event] as Array<TakingHook<E>>)]) await hook(payload, tx as Tx);
}

/**
 * Runs `work` in a transaction when a hook listens to any of `events` (so the hooks it emits to share
 * it), else on `db` itself. `db` may already be a transaction: the work then joins it.
 */
export function atomically<T>(db: Db | Tx, events: readonly TakingEvent[], work: (tx: Db | Tx) => Promise<T>) {
  return listened(events) ? db.transaction((tx) => work(tx)) : work(db);
}
