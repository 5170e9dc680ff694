// Teacher imports (POST creates, PUT updates): every row is checked, and against the database, before
// anything is written; one refused row refuses the file.
import {
  duplicatesInFile,
  IMPORT_MESSAGES,
  PERSON_MESSAGES,
  type RowIssue,
  relationshipsClash,
  TEACHER_MESSAGES,
  type Teacher,
  type TeacherImportRow,
  teacherImportRowSchema,
  validateRows,
  rowIssue,
} from '@prep/domain';
import type { Scope } from '../access/scope';
import type { Db } from '../db/client';
import { type ImportFile, ImportRefused, refuseForeignRows, settleClients } from '../imports/import';
import { type TeacherChanges, type TeacherInsert, teachersByEmails, teachersOfClients } from './queries';

type Row = TeacherImportRow & { client: number };

async function checkedRows(db: Db, scope: Scope, file: ImportFile) {
  refuseForeignRows(scope, 'teacher.import', file);
  const parsed = validateRows(teacherImportRowSchema, file.rows);
  if (parsed.issues.length) throw new ImportRefused(parsed.issues, file.lines);
  const settled = await settleClients(db, scope, parsed.values);
  if (settled.issues.length) throw new ImportRefused(settled.issues, file.lines);
  return settled.values;
}

const changesOf = ({ id: _id, client: _client, ...changes }: Row) => changes;

/** New teachers to insert, or a refusal naming every row in the way. */
export async function planTeacherCreates(db: Db, scope: Scope, file: ImportFile): Promise<TeacherInsert[]> {
  const values = await checkedRows(db, scope, file);
  const issues: RowIssue[] = duplicatesInFile(values, 'Email', (v) => v.Email, file.lines);
  const taken = new Set(
    (
      await teachersByEmails(
        db,
        values.map((v) => v.Email),
      )
    ).map((t) => t.Email),
  );
  values.forEach((value, index) => {
    if (taken.has(value.Email)) issues.push(rowIssue(index + 1, 'Email', TEACHER_MESSAGES.duplicateEmail(value.Email)));
  });
  if (issues.length) throw new ImportRefused(issues, file.lines);
  return values.map((value) => ({ ...changesOf(value), client: value.client }));
}

/** A row's change, with the teacher as loaded before it (the audit event's before). */
export type PlannedTeacherUpdate = { change: { id: number } & TeacherChanges; before: Teacher };

/**
 * Changes to existing teachers. Each row names its teacher by `id`, else by its Email, within the row's
 * client; a row that names no teacher of that client is refused (new teachers are imported with POST).
 */
export async function planTeacherUpdates(db: Db, scope: Scope, file: ImportFile): Promise<PlannedTeacherUpdate[]> {
  const values = await checkedRows(db, scope, file);
  const existing = await teachersOfClients(db, [...new Set(values.map((v) => v.client))]);
  const byId = new Map(existing.map((t) => [t.id, t]));
  const byEmail = new Map(existing.map((t) => [`${t.client}|${t.Email}`, t]));
  const owners = new Map(
    (
      await teachersByEmails(
        db,
        values.map((v) => v.Email),
      )
    ).map((t) => [t.Email, t.id]),
  );

  const issues: RowIssue[] = duplicatesInFile(values, 'Email', (v) => v.Email, file.lines);
  const rowOfTarget = new Map<number, number>();
  const updates: PlannedTeacherUpdate[] = [];
  values.forEach((value, index) => {
    const row = index + 1;
    let target: Teacher | undefined;
    if (value.id !== undefined) {
      target = byId.get(value.id);
      if (!target || target.client !== value.client) {
        issues.push(rowIssue(row, 'id', IMPORT_MESSAGES.noTeacherWithId(value.id)));
        return;
      }
    } else {
      target = byEmail.get(`${value.client}|${value.Email}`);
      if (!target) {
        issues.push(rowIssue(row, 'Email', IMPORT_MESSAGES.noTeacherWithEmail(value.Email)));
        return;
      }
    }
    const earlier = rowOfTarget.get(target.id);
    if (earlier !== undefined) issues.push(rowIssue(row, 'id', IMPORT_MESSAGES.repeatedTeacher(earlier, file.lines)));
    if (earlier === undefined) rowOfTarget.set(target.id, row);
    const owner = owners.get(value.Email);
    if (owner !== undefined && owner !== target.id) {
      issues.push(rowIssue(row, 'Email', TEACHER_MESSAGES.duplicateEmail(value.Email)));
    }
    if (
      relationshipsClash(value.Relationship_1 ?? target.Relationship_1, value.Relationship_2 ?? target.Relationship_2)
    ) {
      issues.push(rowIssue(row, 'Relationship_2', PERSON_MESSAGES.relationshipsSame));
    }
    updates.push({ change: { ...changesOf(value), id: target.id }, before: target });
  });
  if (issues.length) throw new ImportRefused(issues, file.lines);
  return updates;
}
