import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import {
  CLIENT_ADMIN_MESSAGES,
  MASTER_MESSAGES,
  STUDENT_MESSAGES,
  TEACHER_MESSAGES,
  type MasterFile,
  type MasterFileValues,
} from '@prep/domain';
import { revokeSessions } from '../auth/revoke';
import { clientRecord } from '../clients/branding';
import { asClientConflict, clientConflicts, findClient } from '../clients/queries';
import { adminColumns, hashAll } from '../client-admins/queries';
import type { Db, Tx } from '../db/client';
import { clientAdmins, clients, students, teachers } from '../db/schema/index';
import { uniqueViolation } from '../db/unique';
import { conflict, HttpError, notFound } from '../plugins/errors';

type MasterValues = MasterFileValues;
type Problems = Record<string, string[]>;

const { passwordHash: _hash, api_token: _token, ...studentColumns } = getTableColumns(students);

/** The client's values as a file row gives them (client_id names the client, it is not a value). */
function clientValues({ client_id: _, logo, ...client }: MasterValues['client']) {
  return { ...client, logo: logo || null };
}
function studentValues({ password: _p, confirm_password: _c, student_id: _s, client: _client, ...student }: MasterValues['students'][number]) {
  return student;
}
function teacherValues({ id: _i, client: _client, ...teacher }: MasterValues['teachers'][number]) {
  return teacher;
}

/** Who already holds each email of the file, per role: id and client. */
async function owners(tx: Tx, file: MasterValues) {
  const byEmail = <T extends { email: string; id: number; client: number }>(rows: T[]) => new Map(rows.map((r) => [r.email, r]));
  const adminEmails = file.clientadmins.map((a) => a.email);
  const studentEmails = file.students.map((s) => s.email);
  const teacherEmails = file.teachers.map((t) => t.Email);
  return {
    admins: byEmail(
      adminEmails.length
        ? await tx
            .select({ email: clientAdmins.email, id: clientAdmins.client_admin_id, client: clientAdmins.client })
            .from(clientAdmins)
            .where(inArray(clientAdmins.email, adminEmails))
        : [],
    ),
    students: byEmail(
      studentEmails.length
        ? await tx
            .select({ email: students.email, id: students.student_id, client: students.client })
            .from(students)
            .where(inArray(students.email, studentEmails))
        : [],
    ),
    teachers: byEmail(
      teacherEmails.length
        ? await tx.select({ email: teachers.Email, id: teachers.id, client: teachers.client }).from(teachers).where(inArray(teachers.Email, teacherEmails))
        : [],
    ),
  };
}

function throwProblems(status: 400 | 409, problems: Problems) {
  const first = Object.values(problems)[0]?.[0];
  if (first) throw new HttpError(status, first, { fields: problems });
}

/** A unique index refused a write the checks let through (another request at the same moment). */
function asMasterConflict(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint?.startsWith('clients_')) asClientConflict(error);
  if (constraint !== undefined) throw conflict('An email in the file was taken meanwhile; nothing was saved');
  throw error;
}

/** Import Master: the client, its admins, students and teachers, in one transaction. */
export async function importMaster(db: Db, file: MasterValues) {
  const [adminHashes, studentHashes] = await Promise.all([
    hashAll(file.clientadmins.map((a) => a.password)),
    hashAll(file.students.map((s) => s.password)),
  ]);
  return db
    .transaction(async (tx) => {
      const problems: Problems = await clientConflicts(tx, [file.client], () => 'client.');
      const taken = await owners(tx, file);
      file.clientadmins.forEach((a, i) => {
        if (taken.admins.has(a.email)) problems[`clientadmins.${i}.email`] = [CLIENT_ADMIN_MESSAGES.duplicateEmail];
      });
      file.students.forEach((s, i) => {
        if (taken.students.has(s.email)) problems[`students.${i}.email`] = [STUDENT_MESSAGES.duplicateEmail(s.email)];
      });
      file.teachers.forEach((t, i) => {
        if (taken.teachers.has(t.Email)) problems[`teachers.${i}.Email`] = [TEACHER_MESSAGES.duplicateEmail(t.Email)];
      });
      throwProblems(409, problems);

      const [client] = await tx.insert(clients).values(clientValues(file.client)).returning();
      const clientId = client!.client_id;
      if (file.clientadmins.length) {
        await tx.insert(clientAdmins).values(
          file.clientadmins.map(({ password: _, client_admin_id: __, ...a }, i) => ({
            ...a,
            license_key: a.license_key ?? client!.license_key,
            client: clientId,
            passwordHash: adminHashes[i]!,
          })),
        );
      }
      if (file.students.length) {
        await tx.insert(students).values(file.students.map((s, i) => ({ ...studentValues(s), client: clientId, passwordHash: studentHashes[i]! })));
      }
      if (file.teachers.length) {
        await tx.insert(teachers).values(file.teachers.map((t) => ({ ...teacherValues(t), client: clientId })));
      }
      return { client_id: clientId };
    })
    .catch(asMasterConflict);
}

/**
 * Update Master: the client named by client.client_id (else by its license key) takes the file's values;
 * each admin, student and teacher is matched by email and updated, or added when new. People missing
 * from the file are kept. All or nothing.
 */
export async function updateMaster(db: Db, file: MasterValues) {
  const target = file.client.client_id
    ? await findClient(db, file.client.client_id)
    : (await db.select().from(clients).where(eq(clients.license_key, file.client.license_key)))[0];
  if (!target) throw notFound(MASTER_MESSAGES.clientNotFound);
  const clientId = target.client_id;
  const [adminHashes, studentHashes] = await Promise.all([
    hashAll(file.clientadmins.map((a) => a.password)),
    hashAll(file.students.map((s) => s.password)),
  ]);

  return db
    .transaction(async (tx) => {
      const clashes: Problems = await clientConflicts(tx, [file.client], () => 'client.', clientId);
      const missing: Problems = {};
      const taken = await owners(tx, file);
      const check = (owner: { client: number } | undefined, hasPassword: boolean, path: string, email: string, missingMessage: string) => {
        if (owner && owner.client !== clientId) clashes[`${path}.email`] = [MASTER_MESSAGES.otherClient(email)];
        if (!owner && !hasPassword) missing[`${path}.password`] = [missingMessage];
      };
      file.clientadmins.forEach((a, i) =>
        check(taken.admins.get(a.email), !!a.password, `clientadmins.${i}`, a.email, MASTER_MESSAGES.adminMissing),
      );
      file.students.forEach((s, i) => check(taken.students.get(s.email), !!s.password, `students.${i}`, s.email, MASTER_MESSAGES.studentMissing));
      file.teachers.forEach((t, i) => {
        const owner = taken.teachers.get(t.Email);
        if (owner && owner.client !== clientId) clashes[`teachers.${i}.Email`] = [MASTER_MESSAGES.otherClient(t.Email)];
      });
      throwProblems(400, missing);
      throwProblems(409, clashes);

      const [client] = await tx.update(clients).set(clientValues(file.client)).where(eq(clients.client_id, clientId)).returning();
      const newAdminPasswords: number[] = [];
      for (const [i, { password: _, client_admin_id: __, ...a }] of file.clientadmins.entries()) {
        const owner = taken.admins.get(a.email);
        const hash = adminHashes[i];
        const values = { ...a, license_key: a.license_key ?? client!.license_key, client: clientId };
        if (owner) {
          await tx.update(clientAdmins).set(hash ? { ...values, passwordHash: hash } : values).where(eq(clientAdmins.client_admin_id, owner.id));
          if (hash) newAdminPasswords.push(owner.id);
        } else {
          await tx.insert(clientAdmins).values({ ...values, passwordHash: hash! });
        }
      }
      const newStudentPasswords: number[] = [];
      for (const [i, s] of file.students.entries()) {
        const owner = taken.students.get(s.email);
        const hash = studentHashes[i];
        const values = { ...studentValues(s), client: clientId };
        if (owner) {
          await tx.update(students).set(hash ? { ...values, passwordHash: hash } : values).where(eq(students.student_id, owner.id));
          if (hash) newStudentPasswords.push(owner.id);
        } else {
          await tx.insert(students).values({ ...values, passwordHash: hash! });
        }
      }
      for (const t of file.teachers) {
        const owner = taken.teachers.get(t.Email);
        const values = { ...teacherValues(t), client: clientId };
        if (owner) await tx.update(teachers).set(values).where(eq(teachers.id, owner.id));
        else await tx.insert(teachers).values(values);
      }
      await revokeSessions(tx, 'clientadmin', newAdminPasswords);
      await revokeSessions(tx, 'student', newStudentPasswords);
      return { client_id: clientId };
    })
    .catch(asMasterConflict);
}

/** The export file of one client; passwords, their hashes and sign-in tokens never leave the server. */
export async function exportMaster(db: Db, clientId: number): Promise<MasterFile | undefined> {
  const client = await findClient(db, clientId);
  if (!client) return undefined;
  const [admins, pupils, staff] = await Promise.all([
    db.select(adminColumns).from(clientAdmins).where(eq(clientAdmins.client, clientId)).orderBy(asc(clientAdmins.client_admin_id)),
    db.select(studentColumns).from(students).where(eq(students.client, clientId)).orderBy(asc(students.student_id)),
    db.select().from(teachers).where(eq(teachers.client, clientId)).orderBy(asc(teachers.id)),
  ]);
  const blank = { password: '', confirm_password: '' } as const;
  return {
    client: clientRecord(client),
    clientadmins: admins.map((a) => ({ ...a, ...blank })),
    students: pupils.map((s) => ({ ...s, ...blank })),
    teachers: staff,
  };
}

