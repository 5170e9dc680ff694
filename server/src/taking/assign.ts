// Assigning a test or a warm-up set, to one student or to many (a class): the kind says why a student
// may not have it (`eligible`) and which of the students already have it open, and inserts the rest's
// rows, one statement per table whatever their number. The per-student routes call it with one student
// and refuse a skipped one (check.ts's skipRefusal). What it creates is announced (the `assigned` event,
// events.ts) inside the caller's transaction.
import type { Tx } from '../db/client';
import { type Actor, emit, type KindName } from './events';

export interface Skipped {
  student: number;
  reason: string;
}

export interface Assigned<Created> {
  created: Created[];
  skipped: Skipped[];
  /** How many open rows were adopted (`open.adopt`). */
  adopted: number;
}

export interface Assignment<Insert, Created> {
  students: readonly number[];
  /** Why a student may not have it (not enrolled in its program, a plan refused); null when they may. */
  eligible?: (student: number) => string | null;
  /** Those of the students who already have the same test or set open (one statement for all), and why they are skipped. */
  open?: {
    of: (students: number[]) => Promise<Iterable<number>>;
    reason: string;
    /** A class's: the open rows counted under it (classrooms' adoptOpenRows); gives back how many. */
    adopt?: (students: number[]) => Promise<number>;
  };
  /** The row to insert for a student. */
  rowOf: (student: number) => Insert;
  /** Inserts every row (one statement per table), giving back what was created, in order. */
  insert: (rows: Insert[]) => Promise<Created[]>;
  /** The `assigned` event's facts: the transaction, the kind, the students' client, who assigned, each row's id. */
  announce: {
    tx: Tx;
    kind: KindName;
    client: number | null;
    actor: Actor;
    idOf: (created: Created) => number;
    /** The row's readable name (its test name), for the event's label. */
    titleOf: (row: Insert) => string;
  };
}

/**
 * A many-student entry's (assignTestTo, assignSetTo) facts beyond the rows: the students' client and who
 * asked (the event), and a class's own rules: who may have it (`eligible`: its program), open rows adopted.
 */
export interface ClassAssigning {
  client: number | null;
  actor: Actor;
  eligible?: Assignment<unknown, unknown>['eligible'];
  adopt?: (students: number[]) => Promise<number>;
}

/** Who assigned: the principal of the request's scope. */
export const actorOf = (scope: { principal: { sub: string; role: string } }): Actor => ({
  sub: scope.principal.sub,
  role: scope.principal.role,
});

/**
 * Assigns to each student once (a student named twice gets one row); those the kind finds not eligible
 * are skipped with its reason, then those with it open (listed after them).
 */
export async function assign<Insert, Created>(a: Assignment<Insert, Created>): Promise<Assigned<Created>> {
  const skipped: Skipped[] = [];
  const students = [...new Set(a.students)].filter((student) => {
    const reason = a.eligible?.(student) ?? null;
    if (reason !== null) skipped.push({ student, reason });
    return reason === null;
  });
  const open = new Set(a.open && students.length > 0 ? await a.open.of(students) : []);
  const reason = a.open?.reason ?? '';
  skipped.push(...students.filter((s) => open.has(s)).map((student) => ({ student, reason })));
  const adopted = open.size > 0 && a.open?.adopt ? await a.open.adopt([...open]) : 0;
  const given = students.filter((s) => !open.has(s));
  const rows = given.map(a.rowOf);
  const created = given.length > 0 ? await a.insert(rows) : [];
  if (created.length > 0) {
    const { tx, kind, client, actor, idOf, titleOf } = a.announce;
    const titles = rows.map(titleOf);
    await emit(tx, 'assigned', { kind, ids: created.map(idOf), students: given, titles, client, actor });
  }
  return { created, skipped, adopted };
}

/** The per-student routes' call: what was created for the one student, or `refuse(reason)` when skipped. */
export async function assignOne<Insert, Created>(
  student: number,
  a: Omit<Assignment<Insert, Created>, 'students'>,
  refuse: (reason: string) => Error,
): Promise<Created> {
  const { created, skipped } = await assign({ ...a, students: [student] });
  const [one] = created;
  if (one === undefined) throw refuse(skipped[0]?.reason ?? '');
  return one;
}

/** The outcome with the requested students that do not exist (not among `found`) skipped for `reason`. */
export function skipUnknown<Created>(
  outcome: Assigned<Created>,
  requested: readonly number[],
  found: { has(student: number): boolean },
  reason: string,
): Assigned<Created> {
  const unknown = [...new Set(requested)].filter((student) => !found.has(student));
  return { ...outcome, skipped: [...outcome.skipped, ...unknown.map((student) => ({ student, reason }))] };
}
