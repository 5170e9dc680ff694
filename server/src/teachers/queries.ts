import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Teacher } from '@prep/domain';
import type { Db, Tx } from '../db/client';
import { teachers } from '../db/schema/index';

/** Teachers of one client, or of all clients when none is given; oldest first. */
export function listTeachers(db: Db, clientId: number | undefined): Promise<Teacher[]> {
  return db
    .select()
    .from(teachers)
    .where(clientId === undefined ? undefined : eq(teachers.client, clientId))
    .orderBy(asc(teachers.id));
}

export async function findTeacher(db: Db, id: number): Promise<Teacher | undefined> {
  const [row] = await db.select().from(teachers).where(eq(teachers.id, id));
  return row;
}

/** Whether another teacher (than `exceptId`) already has this email; emails are unique per role. */
export async function teacherEmailTaken(db: Db | Tx, email: string, exceptId?: number): Promise<boolean> {
  const conditions: SQL[] = [eq(teachers.Email, email)];
  if (exceptId !== undefined) conditions.push(ne(teachers.id, exceptId));
  const [row] = await db.select({ id: teachers.id }).from(teachers).where(and(...conditions)).limit(1);
  return row !== undefined;
}

/** The teachers (any client) that hold any of these emails. */
export function teachersByEmails(db: Db, emails: string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  return db.select({ id: teachers.id, client: teachers.client, Email: teachers.Email }).from(teachers).where(inArray(teachers.Email, emails));
}

/** The teachers of these clients, for matching an update import's rows. */
export function teachersOfClients(db: Db, clientIds: number[]): Promise<Teacher[]> {
  if (clientIds.length === 0) return Promise.resolve([]);
  return db.select().from(teachers).where(inArray(teachers.client, clientIds));
}

/** First names of each client's teachers, by lower-cased name: what Assign_Teachers must name. */
export async function teacherNamesByClient(db: Db, clientIds: number[]): Promise<Map<number, Map<string, string>>> {
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
