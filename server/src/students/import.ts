// Student imports (POST creates, PUT updates): every row is checked, and against the database, before
// anything is written; one refused row refuses the file.
import {
  duplicatesInFile,
  IMPORT_MESSAGES,
  PERSON_MESSAGES,
  relationshipsClash,
  STUDENT_MESSAGES,
  studentImportCreateRowSchema,
  studentImportUpdateRowSchema,
  validateRows,
  type RowIssue,
  rowIssue,
} from '@prep/domain';
import type { z } from 'zod';
import type { Scope } from '../access/scope';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { type ImportFile, ImportRefused, refuseForeignRows, settleClients } from '../imports/import';
import {
  NO_PASSWORD,
  type StudentChanges,
  type StudentInsert,
  type StudentRow,
  studentsByEmails,
  studentsOfClients,
} from './queries';
import { exitedChange } from '../retention/exited';
import { loadReferences, resolveReferences } from './references';

async function checkedRows<S extends typeof studentImportCreateRowSchema | typeof studentImportUpdateRowSchema>(
  db: Db,
  scope: Scope,
  schema: S,
  file: ImportFile,
) {
  refuseForeignRows(scope, 'student.import', file);
  const parsed = validateRows(schema, file.rows);
  if (parsed.issues.length) throw new ImportRefused(parsed.issues, file.lines);
  const settled = await settleClients(db, scope, parsed.values as Array<z.output<S>>);
  if (settled.issues.length) throw new ImportRefused(settled.issues, file.lines);
  return settled.values;
}

/** A row's fields as stored: without the file-only fields, with the password hashed when one is given. */
async function storedFields<
  T extends { password?: string | undefined; confirm_password?: unknown; student_id?: unknown; client?: unknown },
>(value: T) {
  const { password, confirm_password: _confirm, student_id: _id, client: _client, ...fields } = value;
  return { fields, passwordHash: password ? await hashPassword(password) : undefined };
}

/**
 * New students to insert, or a refusal naming every row in the way. A row without a password gives a
 * student who cannot sign in with one until it is set: by the administrator (Student Profile update),
 * or by the student through "Forgot Password"; the dashboard-token link works meanwhile.
 */
export async function planStudentCreates(db: Db, scope: Scope, file: ImportFile): Promise<StudentInsert[]> {
  const values = await checkedRows(db, scope, studentImportCreateRowSchema, file);
  const issues: RowIssue[] = duplicatesInFile(values, 'email', (v) => v.email, file.lines);
  const taken = new Set(
    (
      await studentsByEmails(
        db,
        values.map((v) => v.email),
      )
    ).map((s) => s.email),
  );
  const refs = await loadReferences(
    db,
    values.map((v) => v.client),
  );
  const resolved = values.map((value, index) => {
    const row = index + 1;
    if (taken.has(value.email)) issues.push(rowIssue(row, 'email', STUDENT_MESSAGES.duplicateEmail(value.email)));
    const { issues: refIssues, ...names } = resolveReferences(value, value.client, refs);
    for (const issue of refIssues) issues.push(rowIssue(row, issue.field, issue.message));
    return { ...value, ...names };
  });
  if (issues.length) throw new ImportRefused(issues, file.lines);
  return Promise.all(
    resolved.map(async (value) => {
      const { fields, passwordHash } = await storedFields(value);
      const exited = exitedChange(value.Exit_Program);
      return { ...fields, ...exited, client: value.client, passwordHash: passwordHash ?? NO_PASSWORD };
    }),
  );
}

export type StudentUpdate = { student_id: number } & StudentChanges;
/** A row's change, with the student as loaded before it (the audit event's before). */
export type PlannedStudentUpdate = { change: StudentUpdate; before: StudentRow };

/**
 * Changes to existing students. Each row names its student by `student_id`, else by its email, within
 * the row's client; a row that names no student of that client is refused (new ones are imported with
 * POST). A blank password keeps the student's password.
 */
export async function planStudentUpdates(db: Db, scope: Scope, file: ImportFile): Promise<PlannedStudentUpdate[]> {
  const values = await checkedRows(db, scope, studentImportUpdateRowSchema, file);
  const clientIds = [...new Set(values.map((v) => v.client))];
  const existing = await studentsOfClients(db, clientIds);
  const byId = new Map(existing.map((s) => [s.student_id, s]));
  const byEmail = new Map(existing.map((s) => [`${s.client}|${s.email}`, s]));
  const emails = values.map((v) => v.email).filter((e): e is string => e !== undefined);
  const owners = new Map((await studentsByEmails(db, emails)).map((s) => [s.email, s.student_id]));
  const refs = await loadReferences(db, clientIds);

  const issues: RowIssue[] = duplicatesInFile(values, 'email', (v) => v.email, file.lines);
  const rowOfTarget = new Map<number, number>();
  const planned: Array<{ before: StudentRow; value: (typeof values)[number] }> = [];
  values.forEach((value, index) => {
    const row = index + 1;
    let target: (typeof existing)[number] | undefined;
    if (value.student_id !== undefined) {
      target = byId.get(value.student_id);
      if (!target || target.client !== value.client) {
        issues.push(rowIssue(row, 'student_id', IMPORT_MESSAGES.noStudentWithId(value.student_id)));
        return;
      }
    } else if (value.email !== undefined) {
      target = byEmail.get(`${value.client}|${value.email}`);
      if (!target) {
        issues.push(rowIssue(row, 'email', IMPORT_MESSAGES.noStudentWithEmail(value.email)));
        return;
      }
    } else {
      issues.push(rowIssue(row, 'student_id', IMPORT_MESSAGES.unnamedStudent));
      return;
    }
    const earlier = rowOfTarget.get(target.student_id);
    if (earlier !== undefined)
      issues.push(rowIssue(row, 'student_id', IMPORT_MESSAGES.repeatedStudent(earlier, file.lines)));
    if (earlier === undefined) rowOfTarget.set(target.student_id, row);
    const owner = value.email === undefined ? undefined : owners.get(value.email);
    if (owner !== undefined && owner !== target.student_id) {
      issues.push(rowIssue(row, 'email', STUDENT_MESSAGES.duplicateEmail(value.email!)));
    }
    if (
      relationshipsClash(value.Relationship_1 ?? target.Relationship_1, value.Relationship_2 ?? target.Relationship_2)
    ) {
      issues.push(rowIssue(row, 'Relationship_2', PERSON_MESSAGES.relationshipsSame));
    }
    const { issues: refIssues, ...names } = resolveReferences(value, value.client, refs);
    for (const issue of refIssues) issues.push(rowIssue(row, issue.field, issue.message));
    planned.push({ before: target, value: { ...value, ...names } });
  });
  if (issues.length) throw new ImportRefused(issues, file.lines);
  return Promise.all(
    planned.map(async ({ before, value }) => {
      const { fields, passwordHash } = await storedFields(value);
      return { change: { ...fields, passwordHash, student_id: before.student_id }, before };
    }),
  );
}
