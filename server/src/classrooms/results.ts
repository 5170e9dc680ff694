// The class results (students × assignments) in two statements whatever the class's size: the class
// with its students (the statement the access check reads its facts from), then its assignments with
// every row they gave.
import { type AccessClaims, type ClassResultState, type ClassroomResults, classResultState } from '@prep/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { principalId } from '../access/authorize';
import { taughtClassCondition } from '../access/visibility';
import type { Db } from '../db/client';
import { classroomAssignments, classrooms, clients, quizzes } from '../db/schema/index';

interface StudentOfClass {
  student_id: number;
  first_name: string;
  last_name: string;
  email: string;
}

/** The class, its facts for the access check and its students, in one statement. */
export async function classWithStudents(db: Db, viewer: AccessClaims, id: number) {
  const teacher = viewer.role === 'teacher' ? principalId(viewer) : -1;
  const [row] = await db
    .select({
      id: classrooms.id,
      class_name: classrooms.class_name,
      client: classrooms.client,
      taught: taughtClassCondition(teacher, classrooms.id).mapWith(Boolean),
      enabled: clients.assign_test_for_class,
      students: sql<StudentOfClass[]>`coalesce((select json_agg(json_build_object('student_id', s.student_id,
          'first_name', s.first_name, 'last_name', s.last_name, 'email', s.email)
          order by lower(s.last_name), lower(s.first_name), s.student_id)
        from classroom_students cs join students s on s.student_id = cs.student_id
        where cs.classroom_id = ${classrooms.id}), '[]'::json)`,
    })
    .from(classrooms)
    .innerJoin(clients, eq(clients.client_id, classrooms.client))
    .where(eq(classrooms.id, id));
  return row;
}

interface RowOfAssignment {
  record: number;
  student: number;
  test_taken: boolean;
  started: boolean;
  score: number;
  total_qns: number;
  released: boolean;
  opens_at: string | null;
  closes_at: string | null;
}

/** Opened at least once: the clock was started (the rule of visibility.ts's "in progress"). */
const STARTED = 'x.started_at is not null or x.elapsed_seconds > 0 or x.time_allowed_seconds is not null';
const rowsOf = (table: string, id: string) =>
  sql.raw(`coalesce((select json_agg(json_build_object('record', x.${id}, 'student', x.student_id,
      'test_taken', x.test_taken, 'started', (${STARTED}), 'score', x.score, 'total_qns', x.total_qns,
      'released', x.analyse_test_results, 'opens_at', x.opens_at, 'closes_at', x.closes_at) order by x.${id})
    from ${table} x where x.class_assignment_id = classroom_assignments.id), '[]'::json)`);

/** The class's assignments, oldest first, each with every row it gave (one statement). */
function assignmentsWithRows(db: Db, classroom: number) {
  return db
    .select({
      id: classroomAssignments.id,
      kind: classroomAssignments.kind,
      quiz: classroomAssignments.quiz,
      test_name: quizzes.test_name,
      timer: classroomAssignments.timer,
      student_timer: classroomAssignments.student_timer,
      opens_at: classroomAssignments.opens_at,
      closes_at: classroomAssignments.closes_at,
      total_qns: sql<number>`(case when ${classroomAssignments.kind} = 'test'
        then (select count(*) from questions qq where qq.master_qnsbank_id = ${classroomAssignments.quiz})
        else (select count(*) from warmups w where w.set_no = ${classroomAssignments.quiz}) end)`.mapWith(Number),
      sittings: sql<RowOfAssignment[]>`${rowsOf('master_sittings', 'master_sitting_id')}`,
      warmups: sql<RowOfAssignment[]>`${rowsOf('warmup_results', 'result_id')}`,
    })
    .from(classroomAssignments)
    .innerJoin(quizzes, eq(quizzes.master_qnsbank_id, classroomAssignments.quiz))
    .where(eq(classroomAssignments.classroom, classroom))
    .orderBy(asc(classroomAssignments.id));
}

const dateOf = (value: string | null) => (value === null ? null : new Date(value));

/** The results answer, narrowed by the optional filters. */
export async function classResults(
  db: Db,
  classroom: { id: number; class_name: string; students: StudentOfClass[] },
  filter: { state?: ClassResultState | undefined; assignment?: number | undefined },
  now: Date,
): Promise<ClassroomResults> {
  const inClass = new Set(classroom.students.map((s) => s.student_id));
  const assignments = (await assignmentsWithRows(db, classroom.id)).filter(
    (a) => filter.assignment === undefined || a.id === filter.assignment,
  );
  const cells: ClassroomResults['cells'] = [];
  for (const assignment of assignments) {
    // A reassign adds a row under the same assignment: the latest row is where the student stands.
    const latest = new Map<number, RowOfAssignment>();
    for (const row of [...assignment.sittings, ...assignment.warmups]) {
      if (inClass.has(row.student)) latest.set(row.student, row);
    }
    for (const row of latest.values()) {
      const state = classResultState({ ...row, opens_at: dateOf(row.opens_at), closes_at: dateOf(row.closes_at) }, now);
      if (filter.state !== undefined && state !== filter.state) continue;
      cells.push({
        student: row.student,
        assignment: assignment.id,
        record: row.record,
        state,
        score: state === 'submitted' ? row.score : null,
        total_qns: row.total_qns,
        released: row.released,
      });
    }
  }
  return {
    classroom: { id: classroom.id, class_name: classroom.class_name },
    students: classroom.students,
    assignments: assignments.map(({ sittings: _s, warmups: _w, opens_at, closes_at, ...a }) => ({
      ...a,
      opens_at: opens_at?.toISOString() ?? null,
      closes_at: closes_at?.toISOString() ?? null,
    })),
    cells,
  };
}
