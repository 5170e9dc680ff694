import type { FastifyInstance } from 'fastify';
import type { AccessClaims } from '@prep/domain';
import type { Db } from '../db/client';
import { clientAdmins, clients, students, teachers } from '../db/schema/index';
import { hashPassword } from '../auth/passwords';

let sequence = 0;
const next = () => ++sequence;

/** A client with valid values for every required field; pass overrides for what a test cares about. */
export async function createClient(db: Db, overrides: Partial<typeof clients.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(clients)
    .values({
      ClientName: `Client ${n}`,
      email: `office${n}@school.org`,
      license_key: `ABCD-EFGH-IJKL-${String(1000 + n).slice(-4)}`,
      mobile: '555-123-4567',
      city: 'Boston',
      state: 'Massachusetts',
      zipcode: '02108',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createClientAdmin(
  db: Db,
  client: { client_id: number; license_key: string },
  overrides: { email?: string; password?: string; FirstName?: string } = {},
) {
  const n = next();
  const password = overrides.password ?? 'adminpass1';
  const [row] = await db
    .insert(clientAdmins)
    .values({
      client: client.client_id,
      FirstName: overrides.FirstName ?? `Admin${n}`,
      LastName: 'Tester',
      email: overrides.email ?? `admin${n}@school.org`,
      license_key: client.license_key,
      passwordHash: await hashPassword(password),
    })
    .returning();
  return { ...row!, password };
}

export async function createStudent(
  db: Db,
  clientId: number,
  overrides: Partial<Omit<typeof students.$inferInsert, 'passwordHash'>> & { password?: string } = {},
) {
  const n = next();
  const { password = 'studentpass1', ...fields } = overrides;
  const [row] = await db
    .insert(students)
    .values({
      client: clientId,
      Student_First_Name: `Student${n}`,
      Student_Last_Name: 'Tester',
      email: `student${n}@school.org`,
      Enroll_Program: JSON.stringify(['SAT', 'Warmup']),
      Assign_Teachers: 'Maria',
      ...fields,
      passwordHash: await hashPassword(password),
    })
    .returning();
  return { ...row!, password };
}

export async function createTeacher(db: Db, clientId: number, overrides: Partial<typeof teachers.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(teachers)
    .values({ client: clientId, First_Name: `Teacher${n}`, Last_Name: 'Tester', Email: `teacher${n}@school.org`, ...overrides })
    .returning();
  return row!;
}

/** An access token signed by the app, without a sign-in round trip; use the auth routes when the test is about sign-in. */
export function tokenFor(app: FastifyInstance, role: AccessClaims['role'], userId: number, clientId: number | null = null) {
  return app.jwt.sign({ sub: String(userId), role, client_id: clientId });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signed-in headers for each role of one client, plus the records behind them. */
export async function tenant(app: FastifyInstance, db: Db) {
  const client = await createClient(db);
  const admin = await createClientAdmin(db, client);
  const student = await createStudent(db, client.client_id);
  return {
    client,
    admin,
    student,
    adminHeaders: bearer(tokenFor(app, 'clientadmin', admin.client_admin_id, client.client_id)),
    studentHeaders: bearer(tokenFor(app, 'student', student.student_id, client.client_id)),
  };
}

export const superAdminHeaders = (app: FastifyInstance) => bearer(tokenFor(app, 'superadmin', 1));
