import type { Language, Teacher } from '@prep/domain';
import { and, asc, eq, getTableColumns, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../access/scope';
import { inScope } from '../access/tenant';
import { insertRecords, updateRecords } from '../db/bulk';
import type { Db, Tx } from '../db/client';
import { clients, teachers } from '../db/schema/index';

export type TeacherInsert = typeof teachers.$inferInsert;

/** A teacher's columns as records go out (lists, exports, answers): the password hash never leaves the server. */
const { passwordHash: _hash, ...recordColumns } = getTableColumns(teachers);
export const teacherColumns = recordColumns;
export type TeacherChanges = Partial<Omit<TeacherInsert, 'id' | 'client'>>;

/** The scope's teachers (every client's for the super admin who named none); oldest first. */
export function listTeachers(db: Db, scope: Scope): Promise<Teacher[]> {
  return db.select(teacherColumns).from(teachers).where(inScope(teachers.client, scope)).orderBy(asc(teachers.id));
}

export async function findTeacher(db: Db | Tx, scope: Scope, id: number): Promise<Teacher | undefined> {
  const [row] = await db
    .select(teacherColumns)
    .from(teachers)
    .where(and(eq(teachers.id, id), inScope(teachers.client, scope)));
  return row;
}

/** The language to write to a teacher in: their own, else their client's default (the invitation's). */
export async function teacherLanguage(db: Db, id: number): Promise<Language | undefined> {
  const [row] = await db
    .select({ language: sql<Language>`coalesce(${teachers.language}, ${clients.default_language})` })
    .from(teachers)
    .innerJoin(clients, eq(clients.client_id, teachers.client))
    .where(eq(teachers.id, id));
  return row?.language;
}

export async function insertTeacher(db: Db | Tx, values: TeacherInsert): Promise<Teacher> {
  const [row] = await db.insert(teachers).values(values).returning(teacherColumns);
  return row!;
}

export async function updateTeacher(db: Db | Tx, scope: Scope, id: number, changes: TeacherChanges) {
  const [row] = await db
    .update(teachers)
    .set(changes)
    .where(and(eq(teachers.id, id), inScope(teachers.client, scope)))
    .returning(teacherColumns);
  return row;
}

/** Whether another teacher (than `exceptId`) already has this email; emails are unique per role. */
export async function teacherEmailTaken(db: Db | Tx, email: string, exceptId?: number): Promise<boolean> {
  const conditions: SQL[] = [eq(teachers.Email, email)];
  if (exceptId !== undefined) conditions.push(ne(teachers.id, exceptId));
  const [row] = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

/** The teachers (any client) that hold any of these emails. */
export function teachersByEmails(db: Db, emails: string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .select({ id: teachers.id, client: teachers.client, Email: teachers.Email })
    .from(teachers)
    .where(inArray(teachers.Email, emails));
}

/** The teachers of these clients, for matching an update import's rows. */
export function teachersOfClients(db: Db, clientIds: number[]): Promise<Teacher[]> {
  if (clientIds.length === 0) return Promise.resolve([]);
  return db.select(teacherColumns).from(teachers).where(inArray(teachers.client, clientIds));
}

/** First names of each client's teachers, by lower-cased name: what Assign_Teachers must name. */
export async function teacherNamesByClient(
  db: Db | Tx,
  clientIds: number[],
): Promise<Map<number, Map<string, string>>> {
  const byClient = new Map<number, Map<string, string>>();
  if (clientIds.length === 0) return byClient;
  const rows = await db
    .select({ client: teachers.client, name: teachers.First_Name })
    .from(teachers)
    .where(inArray(teachers.client, [...new Set(clientIds)]))
    .orderBy(asc(teachers.id));
  for (const { client, name } of rows) {
    const names = byClient.get(client) ?? new Map<string, string>();
    if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
    byClient.set(client, names);
  }
  return byClient;
}

/** An import's new teachers, in one statement; their ids, in the rows' order. */
export const insertTeachers = (db: Db | Tx, rows: TeacherInsert[]) => insertRecords(db, teachers, rows, teachers.id);

/** An import's changes, in one statement; a field a row leaves out keeps its value. */
export const updateTeachers = (db: Db | Tx, rows: Array<{ id: number } & TeacherChanges>) =>
  updateRecords(db, teachers, teachers.id, rows);
