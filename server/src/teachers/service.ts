// Teacher Profile: the rules of adding, changing and removing a teacher, and of the two imports.
import {
  type ImportSuccess,
  PERSON_MESSAGES,
  parseTeachersCsv,
  relationshipsClash,
  TEACHER_MESSAGES,
  type Teacher,
  type TeacherSaved,
  type TeacherValues,
  msg,
  said,
} from '@prep/domain';
import { allows } from '../access/authorize';
import type { Scope } from '../access/scope';
import { teacherEvent, updateChanges } from '../audit/people';
import { audit, changesOf } from '../audit/record';
import type { Db } from '../db/client';
import { uniqueViolation } from '../db/unique';
import { asImportConflict, type ImportBody, importRecords } from '../imports/import';
import { targetClient } from '../imports/target';
import { badRequest, conflict, forbidden, notFound } from '../plugins/errors';
import { eraseTeacher } from '../privacy/erase';
import type { Storage } from '../storage/storage';
import { planTeacherCreates, planTeacherUpdates } from './import';
import {
  findTeacher,
  insertTeacher,
  insertTeachers,
  teacherEmailTaken,
  updateTeacher,
  updateTeachers,
} from './queries';

const CLIENT_FIXED = msg('A teacher cannot be moved to another client');

const duplicate = (email: string) =>
  conflict(TEACHER_MESSAGES.duplicateEmail(email), { Email: [TEACHER_MESSAGES.duplicateEmail(email)] });

/** A unique index refused the email the check let through (another request at the same moment). */
const asDuplicate = (email: string) => (error: unknown) => {
  if (uniqueViolation(error) !== undefined) throw duplicate(email);
  throw error;
};

export async function teacherOf(db: Db, scope: Scope, id: number): Promise<Teacher> {
  const teacher = await findTeacher(db, scope, id);
  if (!teacher) throw notFound();
  return teacher;
}

/** A new teacher, in the client the creation was authorised for. */
export async function addTeacher(db: Db, scope: Scope, body: TeacherValues): Promise<TeacherSaved> {
  const { client: _requested, ...values } = body;
  const client = await targetClient(db, scope);
  if (await teacherEmailTaken(db, values.Email)) throw duplicate(values.Email);
  const teacher = await db
    .transaction(async (tx) => {
      const teacher = await insertTeacher(tx, { ...values, client });
      await audit(tx, teacherEvent('teacher.created', teacher, changesOf(null, { ...values, client })));
      return teacher;
    })
    .catch(asDuplicate(values.Email));
  return { ...said(TEACHER_MESSAGES.added(teacher.First_Name)), teacher };
}

/** Fields left out keep their value; a teacher stays in its client. */
export async function changeTeacher(db: Db, scope: Scope, id: number, body: TeacherValues): Promise<TeacherSaved> {
  const current = await teacherOf(db, scope, id);
  const { client: requested, ...values } = body;
  if (requested !== undefined) {
    if (!allows(scope.principal, 'teacher.update', { client: requested })) throw forbidden();
    if (requested !== current.client) throw badRequest(CLIENT_FIXED, { client: [CLIENT_FIXED] });
  }
  if (
    relationshipsClash(values.Relationship_1 ?? current.Relationship_1, values.Relationship_2 ?? current.Relationship_2)
  ) {
    throw badRequest(PERSON_MESSAGES.relationshipsSame, { Relationship_2: [PERSON_MESSAGES.relationshipsSame] });
  }
  if (await teacherEmailTaken(db, values.Email, current.id)) throw duplicate(values.Email);
  const teacher = await db
    .transaction(async (tx) => {
      const teacher = await updateTeacher(tx, scope, current.id, values);
      if (teacher) await audit(tx, teacherEvent('teacher.updated', current, updateChanges(current, values)));
      return teacher;
    })
    .catch(asDuplicate(values.Email));
  if (!teacher) throw notFound();
  return { ...said(TEACHER_MESSAGES.updated(teacher.First_Name)), teacher };
}

/** DELETE: the teacher's erasure (privacy/erase.ts), recorded in `ledger` for a restore to apply again. */
export async function removeTeacher(db: Db, scope: Scope, id: number, ledger: Storage) {
  await eraseTeacher(db, (await teacherOf(db, scope, id)).id, { reason: 'request', ledger });
  return { message: TEACHER_MESSAGES.deleted };
}

/** POST /api/import-teacher/: every row a new teacher, in one statement; one bad row refuses the file. */
export async function importNewTeachers(
  db: Db,
  scope: Scope,
  upload: ImportBody,
  maxRows: number,
): Promise<ImportSuccess> {
  const file = importRecords(upload, 'teachers', parseTeachersCsv, maxRows);
  const creates = await planTeacherCreates(db, scope, file);
  await db
    .transaction(async (tx) => {
      const ids = await insertTeachers(tx, creates);
      await audit(
        tx,
        creates.map((stored, i) =>
          teacherEvent('teacher.created', { ...stored, id: ids[i]! }, changesOf(null, stored)),
        ),
      );
    })
    .catch(asImportConflict);
  return { message: TEACHER_MESSAGES.imported, count: creates.length };
}

/** PUT /api/import-teacher/: every row changes a teacher of its client, in one statement. */
export async function importTeacherChanges(
  db: Db,
  scope: Scope,
  upload: ImportBody,
  maxRows: number,
): Promise<ImportSuccess> {
  const file = importRecords(upload, 'teachers', parseTeachersCsv, maxRows);
  const planned = await planTeacherUpdates(db, scope, file);
  const updates = planned.map((p) => p.change);
  await db
    .transaction(async (tx) => {
      await updateTeachers(tx, updates);
      await audit(
        tx,
        planned.map(({ change: { id: _id, ...fields }, before }) =>
          teacherEvent('teacher.updated', before, updateChanges(before, fields)),
        ),
      );
    })
    .catch(asImportConflict);
  return { message: TEACHER_MESSAGES.imported, count: updates.length };
}
