import type { Student } from '@prep/domain';
import { and, asc, eq, getTableColumns, inArray, ne, type SQL } from 'drizzle-orm';
import type { Scope } from '../access/scope';
import { inScope } from '../access/tenant';
import { insertRecords, updateRecords } from '../db/bulk';
import type { Db, Tx } from '../db/client';
import { clients, courses, students } from '../db/schema/index';

// Everything but the password hash: no student query here ever reads it back.
const { passwordHash: _hash, ...publicColumns } = getTableColumns(students);
const withTokenSwitch = { ...publicColumns, showToken: clients.enable_dashboard_token };

/** Stored in place of a hash when a student has no password yet: no password verifies against it. */
export const NO_PASSWORD = '!';

export type StudentRow = Omit<typeof students.$inferSelect, 'passwordHash'>;
export type StudentInsert = typeof students.$inferInsert;
export type StudentChanges = Partial<Omit<StudentInsert, 'student_id' | 'client'>>;

/** The student as the API shows it: the dashboard token only where the client's switch is on. */
export function toStudent({ showToken, api_token, ...student }: StudentRow & { showToken: boolean }): Student {
  return showToken ? { ...student, api_token } : student;
}

/** The scope's students (every client's for the super admin who named none); oldest first. */
export async function listStudents(db: Db, scope: Scope): Promise<Student[]> {
  const rows = await db
    .select(withTokenSwitch)
    .from(students)
    .innerJoin(clients, eq(students.client, clients.client_id))
    .where(inScope(students.client, scope))
    .orderBy(asc(students.student_id));
  return rows.map(toStudent);
}

/** One student of the scope, with the client's token switch. */
export async function findStudent(
  db: Db | Tx,
  scope: Scope,
  id: number,
): Promise<(StudentRow & { showToken: boolean }) | undefined> {
  const [row] = await db
    .select(withTokenSwitch)
    .from(students)
    .innerJoin(clients, eq(students.client, clients.client_id))
    .where(and(eq(students.student_id, id), inScope(students.client, scope)));
  return row;
}

export async function insertStudent(db: Db | Tx, values: StudentInsert): Promise<number> {
  const [row] = await db.insert(students).values(values).returning({ id: students.student_id });
  return row!.id;
}

export async function updateStudent(db: Db | Tx, scope: Scope, id: number, changes: StudentChanges) {
  await db
    .update(students)
    .set(changes)
    .where(and(eq(students.student_id, id), inScope(students.client, scope)));
}

/** Whether another student (than `exceptId`) already has this email; emails are unique per role. */
export async function studentEmailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const conditions: SQL[] = [eq(students.email, email)];
  if (exceptId !== undefined) conditions.push(ne(students.student_id, exceptId));
  const [row] = await db
    .select({ id: students.student_id })
    .from(students)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

/** The students (any client) that hold any of these emails. */
export function studentsByEmails(db: Db, emails: string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .select({ student_id: students.student_id, client: students.client, email: students.email })
    .from(students)
    .where(inArray(students.email, emails));
}

/** The students of these clients, for matching an update import's rows. */
export function studentsOfClients(db: Db, clientIds: number[]): Promise<StudentRow[]> {
  if (clientIds.length === 0) return Promise.resolve([]);
  return db.select(publicColumns).from(students).where(inArray(students.client, clientIds));
}

/** Every course type, which Enroll_Program must name. */
export async function courseTypes(db: Db | Tx): Promise<string[]> {
  return (await db.select({ name: courses.course_type }).from(courses)).map((c) => c.name);
}

/** An import's new students, in one statement; their ids, in the rows' order. */
export const insertStudents = (db: Db | Tx, rows: StudentInsert[]) =>
  insertRecords(db, students, rows, students.student_id);

/** An import's changes, in one statement; a field a row leaves out keeps its value. */
export const updateStudents = (db: Db | Tx, rows: Array<{ student_id: number } & StudentChanges>) =>
  updateRecords(db, students, students.student_id, rows);
