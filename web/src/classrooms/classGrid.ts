// The class results as the screen shows them: one row a student, one column an assignment, each cell
// where the student stands (the server's state, score and release); filters by assignment and state.
import { type ClassResultState, type ClassroomAssigned, type ClassroomResults, msg } from '@prep/domain';
import { scoreText } from '../sitting';

/** The state of a student without a row, in words (a key of the catalogues, as the states are). */
export const NOT_ASSIGNED = msg('not assigned');

type Results = ClassroomResults;
export type ResultAssignment = Results['assignments'][number];
export type ResultCell = Results['cells'][number];

/** 'all', or one state; 'not assigned' is a student without a row (who joined the class later). */
export type StateFilter = 'all' | ClassResultState | typeof NOT_ASSIGNED;

export interface GridFilters {
  /** An assignment's id, or null for every assignment. */
  assignment: number | null;
  state: StateFilter;
}

export interface GridRow {
  studentId: number;
  name: string;
  email: string;
  /** One per column shown, in the columns' order; null where the student has no row. */
  cells: (ResultCell | null)[];
}

export interface ClassGrid {
  columns: ResultAssignment[];
  rows: GridRow[];
}

export const studentName = (s: { first_name: string; last_name: string; email: string }) =>
  [s.first_name, s.last_name].filter(Boolean).join(' ') || s.email;

const matches = (cell: ResultCell | null, state: StateFilter) =>
  state === 'all' || (cell === null ? state === 'not assigned' : cell.state === state);

/**
 * The grid of the filters: the columns are the assignment chosen (or all, in the server's order); the
 * rows the students with at least one shown cell in the state chosen, by last then first name.
 */
export function buildClassGrid(results: Results, filters: GridFilters): ClassGrid {
  const columns =
    filters.assignment === null ? results.assignments : results.assignments.filter((a) => a.id === filters.assignment);
  const byKey = new Map(results.cells.map((cell) => [`${cell.student}:${cell.assignment}`, cell]));
  const rows = [...results.students]
    .sort(
      (a, b) =>
        a.last_name.localeCompare(b.last_name) ||
        a.first_name.localeCompare(b.first_name) ||
        a.student_id - b.student_id,
    )
    .map((s) => ({
      studentId: s.student_id,
      name: studentName(s),
      email: s.email,
      cells: columns.map((a) => byKey.get(`${s.student_id}:${a.id}`) ?? null),
    }))
    .filter((row) => columns.length === 0 || row.cells.some((cell) => matches(cell, filters.state)));
  return { columns, rows };
}

/**
 * A cell in words: the score of a submitted one to one decimal place as everywhere ("7.0 / 10"), else its
 * state, an English key the screen translates (`translate`).
 */
export function cellText(cell: ResultCell | null): { text: string; translate: boolean } {
  if (cell === null) return { text: NOT_ASSIGNED, translate: true };
  if (cell.state === 'submitted' && cell.score !== null)
    return { text: scoreText(cell.score, cell.total_qns), translate: false };
  return { text: cell.state, translate: true };
}

export interface AssignmentTally {
  submitted: number;
  /** Submitted and released. */
  released: number;
  /** Rows of the class for this assignment. */
  rows: number;
}

/** How far an assignment has got: its rows, how many were submitted, and how many of those released. */
export function tallyOf(results: Results, assignmentId: number): AssignmentTally {
  const tally: AssignmentTally = { submitted: 0, released: 0, rows: 0 };
  for (const cell of results.cells) {
    if (cell.assignment !== assignmentId) continue;
    tally.rows += 1;
    if (cell.state === 'submitted') {
      tally.submitted += 1;
      if (cell.released) tally.released += 1;
    }
  }
  return tally;
}

/** The skipped students of an assignment's answer, by name where the class names them, with the reason. */
export function skippedNames(
  skipped: ClassroomAssigned['skipped'],
  students: readonly { student_id: number; first_name: string; last_name: string; email: string }[],
): { name: string; reason: string }[] {
  const names = new Map(students.map((s) => [s.student_id, studentName(s)]));
  return skipped.map((s) => ({ name: names.get(s.student) ?? `#${s.student}`, reason: s.reason }));
}

/** What a release or reassign names: the real test's id or the warm-up set's. */
export const targetOf = (a: Pick<ResultAssignment, 'kind' | 'quiz'>) =>
  a.kind === 'test' ? { master_qnsbank: a.quiz } : { warmup_set_no: a.quiz };
