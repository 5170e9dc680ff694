// The SQL of classes and their memberships. A class is answered with its teachers and students as two
// lists built by the database, so a list of classes is one statement whatever its length.
import type { Classroom } from '@prep/domain';
import { and, asc, eq, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import { classesInReach } from '../access/lists';
import type { Scope } from '../access/scope';
import type { Db, Tx } from '../db/client';
import {
  classrooms,
  classroomStudents,
  classroomTeachers,
  clients,
  courses,
  students,
  teachers,
} from '../db/schema/index';

type Reader = Db | Tx;

const classroomColumns = {
  id: classrooms.id,
  client: classrooms.client,
  class_name: classrooms.class_name,
  program: classrooms.program,
  // The spec's form of a grade ("Grade 10", domain gradeLevelName); null stays null.
  grade_level: sql<string | null>`'Grade ' || ${classrooms.grade_level}`,
  archived: classrooms.archived,
  teachers: sql<number[]>`coalesce((select json_agg(ct.teacher_id order by ct.teacher_id) from ${classroomTeachers} ct
    where ct.classroom_id = ${classrooms.id}), '[]'::json)`,
  students: sql<number[]>`coalesce((select json_agg(cs.student_id order by cs.student_id) from ${classroomStudents} cs
    where cs.classroom_id = ${classrooms.id}), '[]'::json)`,
};

/** Classes of clients that have classes on: a super admin listing every client's sees no switched-off client's. */
const classesOn = sql`exists (select 1 from ${clients} cl where cl.client_id = ${classrooms.client} and cl.assign_test_for_class)`;

/** The scope's classes (a teacher's: those they teach), by name. */
export function listClassrooms(db: Db, scope: Scope): Promise<Classroom[]> {
  return db
    .select(classroomColumns)
    .from(classrooms)
    .where(and(classesInReach(scope), classesOn))
    .orderBy(asc(sql`lower(${classrooms.class_name})`), asc(classrooms.id));
}

export async function findClassroom(db: Reader, id: number): Promise<Classroom | undefined> {
  const [row] = await db.select(classroomColumns).from(classrooms).where(eq(classrooms.id, id));
  return row;
}

/** Whether the client has classes on; undefined when there is no such client. */
export async function classesSwitch(db: Reader, client: number): Promise<boolean | undefined> {
  const [row] = await db
    .select({ on: clients.assign_test_for_class })
    .from(clients)
    .where(eq(clients.client_id, client));
  return row?.on;
}

/** Whether another class of the client (than `exceptId`) has this name, whatever its case. */
export async function classNameTaken(db: Reader, client: number, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: classrooms.id })
    .from(classrooms)
    .where(
      and(
        eq(classrooms.client, client),
        sql`lower(${classrooms.class_name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(classrooms.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Those of the ids that are teachers (or students) of the client. */
export async function peopleOfClient(db: Reader, kind: 'teachers' | 'students', ids: number[], client: number) {
  if (ids.length === 0) return new Set<number>();
  const rows =
    kind === 'teachers'
      ? await db
          .select({ id: teachers.id })
          .from(teachers)
          .where(and(inArray(teachers.id, ids), eq(teachers.client, client)))
      : await db
          .select({ id: students.student_id })
          .from(students)
          .where(and(inArray(students.student_id, ids), eq(students.client, client)));
  return new Set(rows.map((r) => r.id));
}

export type ClassroomInsert = typeof classrooms.$inferInsert;
type ClassroomChanges = Partial<Omit<ClassroomInsert, 'id' | 'client'>>;

export async function insertClassroom(tx: Tx, values: ClassroomInsert): Promise<number> {
  const [row] = await tx.insert(classrooms).values(values).returning({ id: classrooms.id });
  if (!row) throw new Error('the class insert returned no row');
  return row.id;
}

/** New classes in one statement (an import); their ids, in order. */
export async function insertClassrooms(tx: Tx, values: ClassroomInsert[]) {
  if (values.length === 0) return [];
  return tx.insert(classrooms).values(values).returning({ id: classrooms.id, class_name: classrooms.class_name });
}

export async function updateClassroom(tx: Tx, id: number, changes: ClassroomChanges) {
  await tx.update(classrooms).set(changes).where(eq(classrooms.id, id));
}

export async function deleteClassroom(db: Db | Tx, id: number) {
  await db.delete(classrooms).where(eq(classrooms.id, id));
}

const MEMBERS = {
  teachers: { table: classroomTeachers, classroom: classroomTeachers.classroom, member: classroomTeachers.teacher },
  students: { table: classroomStudents, classroom: classroomStudents.classroom, member: classroomStudents.student },
} as const;

/**
 * Makes the class's teachers (or students) exactly `ids`: one statement to remove the others, one to add.
 * Answers who was added and who removed (for the audit events).
 */
export async function replaceMembers(tx: Tx, classroom: number, kind: 'teachers' | 'students', ids: number[]) {
  const { table, classroom: classColumn, member } = MEMBERS[kind];
  const removed = await tx
    .delete(table)
    .where(and(eq(classColumn, classroom), ids.length > 0 ? notInArray(member, ids) : undefined))
    .returning({ member });
  const added = await addMembers(
    tx,
    kind,
    [...new Set(ids)].map((id) => ({ classroom, member: id })),
  );
  return { added: added.map((a) => a.member), removed: removed.map((r) => r.member) };
}

/** Adds memberships in one statement; one that exists already is left as it is. Answers those added. */
export async function addMembers(
  tx: Tx,
  kind: 'teachers' | 'students',
  rows: Array<{ classroom: number; member: number }>,
): Promise<Array<{ classroom: number; member: number }>> {
  if (rows.length === 0) return [];
  if (kind === 'teachers') {
    return tx
      .insert(classroomTeachers)
      .values(rows.map((r) => ({ classroom: r.classroom, teacher: r.member })))
      .onConflictDoNothing()
      .returning({ classroom: classroomTeachers.classroom, member: classroomTeachers.teacher });
  }
  return tx
    .insert(classroomStudents)
    .values(rows.map((r) => ({ classroom: r.classroom, student: r.member })))
    .onConflictDoNothing()
    .returning({ classroom: classroomStudents.classroom, member: classroomStudents.student });
}

/**
 * The client's students among `ids`, and the class's current students, with their names: one statement
 * that both checks a roster and names the students its change adds and removes.
 */
export async function rosterStudents(db: Reader, client: number, ids: number[], classroom?: number) {
  const named = ids.length > 0 ? inArray(students.student_id, ids) : sql`false`;
  const members = sql`${students.student_id} in (select cs.student_id from ${classroomStudents} cs
    where cs.classroom_id = ${classroom ?? -1})`;
  const rows = await db
    .select({
      id: students.student_id,
      label: sql<string>`trim(${students.Student_First_Name} || ' ' || ${students.Student_Last_Name})`,
    })
    .from(students)
    .where(and(eq(students.client, client), or(named, members)));
  return new Map(rows.map((r) => [r.id, r.label]));
}

/** Every course type (what a class's program must name), oldest first: the first is an import's default. */
export async function programsInOrder(db: Reader): Promise<string[]> {
  const rows = await db.select({ name: courses.course_type }).from(courses).orderBy(asc(courses.course_id));
  return rows.map((r) => r.name);
}
