// Student Profile: the rules of adding, changing and removing a student, and of the two imports.
import {
  type ImportSuccess,
  PERSON_MESSAGES,
  parseStudentsCsv,
  relationshipsClash,
  STUDENT_MESSAGES,
  type Student,
  type StudentCreateValues,
  type StudentSaved,
  type StudentUpdateValues,
  msg,
  said,
} from '@prep/domain';
import { allows } from '../access/authorize';
import type { Scope } from '../access/scope';
import { studentEvent, updateChanges } from '../audit/people';
import { audit, changesOf } from '../audit/record';
import { hashPassword } from '../auth/passwords';
import { eraseStudent } from '../privacy/erase';
import type { Storage } from '../storage/storage';
import { revokeSessions } from '../auth/revoke';
import type { Db } from '../db/client';
import { uniqueViolation } from '../db/unique';
import { asImportConflict, type ImportBody, importRecords } from '../imports/import';
import { targetClient } from '../imports/target';
import { badRequest, conflict, forbidden, notFound, type FieldTexts } from '../plugins/errors';
import { exitedChange, recordProgramsExited } from '../retention/exited';
import { planStudentCreates, planStudentUpdates } from './import';
import {
  findStudent,
  insertStudent,
  insertStudents,
  studentEmailTaken,
  toStudent,
  updateStudent,
  updateStudents,
} from './queries';
import { loadReferences, type ReferenceIssue, resolveReferences } from './references';

const CLIENT_FIXED = msg('A student cannot be moved to another client');

const duplicate = (email: string) =>
  conflict(STUDENT_MESSAGES.duplicateEmail(email), { email: [STUDENT_MESSAGES.duplicateEmail(email)] });

/** A unique index refused the email the check let through (another request at the same moment). */
const asDuplicate = (email: string) => (error: unknown) => {
  if (uniqueViolation(error) !== undefined) throw duplicate(email);
  throw error;
};

function refuseReferences(issues: ReferenceIssue[]) {
  if (issues.length === 0) return;
  const fields: FieldTexts = {};
  for (const { field, message } of issues) (fields[field] ??= []).push(message);
  throw badRequest(issues[0]!.message, fields);
}

/** The student the scope was authorised for (`studentFacts`), with the client's token switch. */
async function current(db: Db, scope: Scope) {
  const student = scope.student === undefined ? undefined : await findStudent(db, scope, scope.student);
  if (!student) throw notFound();
  return student;
}

/** The student as the list shows it (the dashboard token only where the client shows it). */
export async function studentOf(db: Db, scope: Scope): Promise<Student> {
  return toStudent(await current(db, scope));
}

/** A new student, in the client the creation was authorised for. */
export async function addStudent(db: Db, scope: Scope, body: StudentCreateValues): Promise<StudentSaved> {
  const { client: _requested, password, confirm_password: _confirm, ...values } = body;
  const client = await targetClient(db, scope);
  const { issues, ...names } = resolveReferences(values, client, await loadReferences(db, [client]));
  refuseReferences(issues);
  if (await studentEmailTaken(db, values.email)) throw duplicate(values.email);
  const passwordHash = await hashPassword(password);
  const stored = { ...values, ...names, ...exitedChange(values.Exit_Program), client };
  const id = await db
    .transaction(async (tx) => {
      const id = await insertStudent(tx, { ...stored, passwordHash });
      await audit(tx, studentEvent('student.created', { ...stored, student_id: id }, changesOf(null, stored)));
      return id;
    })
    .catch(asDuplicate(values.email));
  const student = toStudent((await findStudent(db, scope, id))!);
  return { ...said(STUDENT_MESSAGES.added(student.Student_First_Name)), student };
}

/** Fields left out keep their value; a blank password keeps the old one, a new one ends the other sessions. */
export async function changeStudent(db: Db, scope: Scope, body: StudentUpdateValues): Promise<StudentSaved> {
  const before = await current(db, scope);
  const { client: requested, password, confirm_password: _confirm, ...values } = body;
  if (requested !== undefined) {
    if (!allows(scope.principal, 'student.update', { client: requested })) throw forbidden();
    if (requested !== before.client) throw badRequest(CLIENT_FIXED, { client: [CLIENT_FIXED] });
  }
  if (
    relationshipsClash(values.Relationship_1 ?? before.Relationship_1, values.Relationship_2 ?? before.Relationship_2)
  ) {
    throw badRequest(PERSON_MESSAGES.relationshipsSame, { Relationship_2: [PERSON_MESSAGES.relationshipsSame] });
  }
  const { issues, ...names } = resolveReferences(values, before.client, await loadReferences(db, [before.client]));
  refuseReferences(issues);
  if (values.email !== undefined && (await studentEmailTaken(db, values.email, before.student_id)))
    throw duplicate(values.email);
  const passwordHash = password ? await hashPassword(password) : undefined;
  const changed = { ...values, ...names, ...exitedChange(values.Exit_Program, before) };
  const changes = updateChanges(before, changed);
  await db
    .transaction(async (tx) => {
      await updateStudent(tx, scope, before.student_id, { ...changed, passwordHash });
      await audit(tx, studentEvent('student.updated', before, changes));
      if (passwordHash) await revokeSessions(tx, 'student', [before.student_id]);
    })
    .catch(asDuplicate(values.email ?? before.email));
  const student = await studentOf(db, scope);
  return { ...said(STUDENT_MESSAGES.updated(student.Student_First_Name)), student };
}

/** DELETE: the student's erasure (privacy/erase.ts), recorded in `ledger` for a restore to apply again. */
export async function removeStudent(db: Db, scope: Scope, ledger: Storage) {
  await eraseStudent(db, (await current(db, scope)).student_id, { reason: 'request', ledger });
  return { message: STUDENT_MESSAGES.deleted };
}

/** POST /api/import-student/: every row a new student, in one statement; one bad row refuses the file. */
export async function importNewStudents(
  db: Db,
  scope: Scope,
  upload: ImportBody,
  maxRows: number,
): Promise<ImportSuccess> {
  const file = importRecords(upload, 'students', parseStudentsCsv, maxRows);
  const creates = await planStudentCreates(db, scope, file);
  await db
    .transaction(async (tx) => {
      const ids = await insertStudents(tx, creates);
      await audit(
        tx,
        creates.map(({ passwordHash: _hash, ...stored }, i) =>
          studentEvent('student.created', { ...stored, student_id: ids[i]! }, changesOf(null, stored)),
        ),
      );
    })
    .catch(asImportConflict);
  return { message: STUDENT_MESSAGES.imported, count: creates.length };
}

/** PUT /api/import-student/: every row changes a student of its client; new passwords end their sessions. */
export async function importStudentChanges(
  db: Db,
  scope: Scope,
  upload: ImportBody,
  maxRows: number,
): Promise<ImportSuccess> {
  const file = importRecords(upload, 'students', parseStudentsCsv, maxRows);
  const planned = await planStudentUpdates(db, scope, file);
  const updates = planned.map((p) => p.change);
  await db
    .transaction(async (tx) => {
      await updateStudents(tx, updates);
      await recordProgramsExited(tx, updates);
      const newPasswords = updates.filter((u) => u.passwordHash !== undefined).map((u) => u.student_id);
      await revokeSessions(tx, 'student', newPasswords);
      await audit(
        tx,
        planned.map(({ change: { student_id: _id, passwordHash: _hash, ...fields }, before }) =>
          studentEvent('student.updated', before, updateChanges(before, fields)),
        ),
      );
    })
    .catch(asImportConflict);
  return { message: STUDENT_MESSAGES.imported, count: updates.length };
}
