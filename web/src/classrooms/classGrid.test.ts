import type { ClassroomResults } from '@prep/domain';
import { describe, expect, it } from 'vitest';
import { buildClassGrid, cellText, skippedNames, tallyOf, targetOf } from './classGrid';

const assignment = (id: number, kind: 'test' | 'warmup', quiz: number, name: string) => ({
  id,
  kind,
  quiz,
  test_name: name,
  timer: false,
  student_timer: '00:00:00',
  opens_at: null,
  closes_at: null,
  total_qns: 10,
});
const cell = (
  student: number,
  assignmentId: number,
  state: ClassroomResults['cells'][number]['state'],
  score: number | null = null,
  released = false,
) => ({
  student,
  assignment: assignmentId,
  record: student * 100 + assignmentId,
  state,
  score,
  total_qns: 10,
  released,
});

// Three students (listed out of order), two assignments; Cy joined after the warm-up was given.
const results: ClassroomResults = {
  classroom: { id: 1, class_name: '9A' },
  students: [
    { student_id: 3, first_name: 'Cy', last_name: 'Zane', email: 'cy@x.org' },
    { student_id: 1, first_name: 'Ann', last_name: 'Best', email: 'ann@x.org' },
    { student_id: 2, first_name: 'Bob', last_name: 'Best', email: 'bob@x.org' },
  ],
  assignments: [assignment(10, 'test', 501, 'SAT 1'), assignment(11, 'warmup', 77, 'Warm-up A')],
  cells: [
    cell(1, 10, 'submitted', 7, true),
    cell(2, 10, 'submitted', 4),
    cell(3, 10, 'not started'),
    cell(1, 11, 'in progress'),
    cell(2, 11, 'missed'),
  ],
};

describe('buildClassGrid', () => {
  it('lists every student by last then first name, a cell per assignment, none where there is no row', () => {
    const grid = buildClassGrid(results, { assignment: null, state: 'all' });
    expect(grid.columns.map((c) => c.id)).toEqual([10, 11]);
    expect(grid.rows.map((r) => r.name)).toEqual(['Ann Best', 'Bob Best', 'Cy Zane']);
    expect(grid.rows.map((r) => r.cells.map((cell) => cellText(cell).text))).toEqual([
      ['7.0 / 10', 'in progress'],
      ['4.0 / 10', 'missed'],
      ['not started', 'not assigned'],
    ]);
  });

  it('shows one assignment and the students in a state', () => {
    const submitted = buildClassGrid(results, { assignment: 10, state: 'submitted' });
    expect(submitted.columns.map((c) => c.test_name)).toEqual(['SAT 1']);
    expect(submitted.rows.map((r) => r.studentId)).toEqual([1, 2]);
    // Across both columns: Bob's warm-up is missed.
    expect(buildClassGrid(results, { assignment: null, state: 'missed' }).rows.map((r) => r.studentId)).toEqual([2]);
    // Cy has no row for the warm-up.
    expect(buildClassGrid(results, { assignment: 11, state: 'not assigned' }).rows.map((r) => r.studentId)).toEqual([
      3,
    ]);
    expect(buildClassGrid(results, { assignment: 11, state: 'submitted' }).rows).toEqual([]);
  });

  it('lists the students of a class with nothing assigned yet', () => {
    const grid = buildClassGrid({ ...results, assignments: [], cells: [] }, { assignment: null, state: 'missed' });
    expect(grid.rows.map((r) => [r.name, r.cells.length])).toEqual([
      ['Ann Best', 0],
      ['Bob Best', 0],
      ['Cy Zane', 0],
    ]);
  });
});

describe('tallyOf', () => {
  it('counts rows, submitted and released per assignment', () => {
    expect(tallyOf(results, 10)).toEqual({ rows: 3, submitted: 2, released: 1 });
    expect(tallyOf(results, 11)).toEqual({ rows: 2, submitted: 0, released: 0 });
    expect(tallyOf(results, 99)).toEqual({ rows: 0, submitted: 0, released: 0 });
  });
});

describe('skippedNames', () => {
  it('names the skipped students of the class, and a student it does not list by id', () => {
    expect(
      skippedNames(
        [
          { student: 2, reason: 'The student already has this test open' },
          { student: 9, reason: 'The student is not enrolled in this program' },
        ],
        results.students,
      ),
    ).toEqual([
      { name: 'Bob Best', reason: 'The student already has this test open' },
      { name: '#9', reason: 'The student is not enrolled in this program' },
    ]);
  });
});

describe('targetOf', () => {
  it('names a real test by master_qnsbank and a warm-up by warmup_set_no', () => {
    expect(targetOf({ kind: 'test', quiz: 501 })).toEqual({ master_qnsbank: 501 });
    expect(targetOf({ kind: 'warmup', quiz: 77 })).toEqual({ warmup_set_no: 77 });
  });
});
