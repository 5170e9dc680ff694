import { and, asc, eq, getTableColumns, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { Student } from '@prep/domain';
import type { Db, Tx } from '../db/client';
import { clients, refreshTokens, students } from '../db/schema/index';

// Everything but the password hash: no student query here ever reads it back.
const { passwordHash: _hash, ...publicColumns } = getTableColumns(students);
const withTokenSwitch = { ...publicColumns, showToken: clients.enable_dashboard_token };

/** Stored in place of a hash when a student has no password yet: no password verifies against it. */
export const NO_PASSWORD = '!';

type StudentRow = Omit<typeof students.$inferSelect, 'passwordHash'>;

/** The student as the API shows it: the dashboard token only where the client's switch is on. */
export function toStudent({ showToken, api_token, ...student }: StudentRow & { showToken: boolean }): Student {
  return showToken ? { ...student, api_token } : student;
}

/** Students of one client, or of all clients when none is given; oldest first. */
export async function listStudents(db: Db, clientId: number | undefined): Promise<Student[]> {
  const rows = await db
    .select(withTokenSwitch)
    .from(students)
    .innerJoin(clients, eq(students.client, clients.client_id))
    .where(clientId === undefined ? undefined : eq(students.client, clientId))
    .orderBy(asc(students.student_id));
  return rows.map(toStudent);
}

export async function findStudent(db: Db | Tx, id: number): Promise<(StudentRow & { showToken: boolean }) | undefined> {
  const [row] = await db
    .select(withTokenSwitch)
    .from(students)
    .innerJoin(clients, eq(students.client, clients.client_id))
    .where(eq(students.student_id, id));
  return row;
}

/** Whether another student (than `exceptId`) already has this email; emails are unique per role. */
export async function studentEmailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const conditions: SQL[] = [eq(students.email, email)];
  if (exceptId !== undefined) conditions.push(ne(students.student_id, exceptId));
  const [row] = await db.select({ id: students.student_id }).from(students).where(and(...conditions)).limit(1);
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

/** Ends the student's sessions (after an administrator set a new password). */
export async function revokeStudentSessions(db: Db | Tx, studentIds: number[]) {
  if (studentIds.length === 0) return;
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.role, 'student'), inArray(refreshTokens.userId, studentIds), isNull(refreshTokens.revokedAt)));
}
