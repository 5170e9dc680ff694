// The client export file {client, clientadmins, students, teachers}: Export writes it, Import Master
// creates a client from it, Update Master brings an existing client in line with it. Either import is one
// transaction, with one statement a table for the people (one for the changes, one for the new ones).
import {
  CLIENT_ADMIN_MESSAGES,
  clientAdminBulkUpdateSchema,
  clientAdminImportSchema,
  isMasterFile,
  MASTER_MESSAGES,
  masterImportSchema,
  masterUpdateSchema,
  type MasterFile,
  type MasterFileValues,
  STUDENT_MESSAGES,
  TEACHER_MESSAGES,
  msg,
} from '@prep/domain';
import type { Scope } from '../access/scope';
import { adminEvent, studentEvent, teacherEvent, updateChanges } from '../audit/people';
import { type AuditEvent, audit, changesOf } from '../audit/record';
import { clientEvent } from '../clients/events';
import { hashAll } from '../auth/passwords';
import { revokeSessions } from '../auth/revoke';
import { type AdminInsert, insertAdmins, updateAdmins } from '../client-admins/queries';
import { importAdmins, upsertAdmins } from '../client-admins/service';
import { clientRecord } from '../clients/branding';
import { asClientConflict, clientConflicts, findClient } from '../clients/queries';
import type { Db } from '../db/client';
import { uniqueViolation } from '../db/unique';
import { conflict, HttpError, notFound, type FieldTexts } from '../plugins/errors';
import { parseWith } from '../plugins/validate';
import { insertStudents, type StudentInsert, updateStudents } from '../students/queries';
import { insertTeachers, type TeacherInsert, updateTeachers } from '../teachers/queries';
import { clientByLicenseKey, insertFileClient, owners, peopleOf, updateFileClient } from './queries';

type Problems = FieldTexts;

/** The client's values as a file row gives them (client_id names the client, it is not a value). */
function clientValues({ client_id: _, logo, ...client }: MasterFileValues['client']) {
  return { ...client, logo: logo || null };
}
function studentValues({
  password: _p,
  confirm_password: _c,
  student_id: _s,
  client: _client,
  ...student
}: MasterFileValues['students'][number]) {
  return student;
}
function teacherValues({ id: _i, client: _client, ...teacher }: MasterFileValues['teachers'][number]) {
  return teacher;
}

function throwProblems(status: 400 | 409, problems: Problems) {
  const first = Object.values(problems)[0]?.[0];
  if (first) throw new HttpError(status, first, { fields: problems });
}

/** A unique index refused a write the checks let through (another request at the same moment). */
function asMasterConflict(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint?.startsWith('clients_')) asClientConflict(error);
  if (constraint !== undefined) throw conflict(msg('An email in the file was taken meanwhile; nothing was saved'));
  throw error;
}

const passwordsOf = (file: MasterFileValues) =>
  Promise.all([hashAll(file.clientadmins.map((a) => a.password)), hashAll(file.students.map((s) => s.password))]);

/** Import Master: the client, its admins, students and teachers, in one transaction. */
export async function importMaster(db: Db, file: MasterFileValues) {
  const [adminHashes, studentHashes] = await passwordsOf(file);
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

      const client = await insertFileClient(tx, clientValues(file.client));
      const clientId = client.client_id;
      const admins = file.clientadmins.map(({ password: _, client_admin_id: __, ...a }) => ({
        ...a,
        license_key: a.license_key ?? client.license_key,
        client: clientId,
      }));
      const pupils = file.students.map((s) => ({ ...studentValues(s), client: clientId }));
      const staff = file.teachers.map((t) => ({ ...teacherValues(t), client: clientId }));
      const adminIds = await insertAdmins(
        tx,
        admins.map((a, i) => ({ ...a, passwordHash: adminHashes[i]! })),
      );
      const pupilIds = await insertStudents(
        tx,
        pupils.map((s, i) => ({ ...s, passwordHash: studentHashes[i]! })),
      );
      const staffIds = await insertTeachers(tx, staff);
      // The client and everyone in it, created: one insert of their events.
      await audit(tx, [
        clientEvent('client.created', client, changesOf(null, clientValues(file.client))),
        ...admins.map((a, i) =>
          adminEvent('clientadmin.created', { ...a, client_admin_id: adminIds[i]! }, changesOf(null, a)),
        ),
        ...pupils.map((s, i) =>
          studentEvent('student.created', { ...s, student_id: pupilIds[i]! }, changesOf(null, s)),
        ),
        ...staff.map((t, i) => teacherEvent('teacher.created', { ...t, id: staffIds[i]! }, changesOf(null, t))),
      ]);
      return { client_id: clientId };
    })
    .catch(asMasterConflict);
}

/** Rows of a file split into changes to the people who hold their email, and new people. */
function split<R, V>(rows: R[], ownerOf: (row: R) => number | undefined, valuesOf: (row: R, i: number) => V) {
  const updates: Array<{ id: number; values: V }> = [];
  const additions: V[] = [];
  rows.forEach((row, i) => {
    const id = ownerOf(row);
    if (id === undefined) additions.push(valuesOf(row, i));
    else updates.push({ id, values: valuesOf(row, i) });
  });
  return { updates, additions };
}

/**
 * Update Master: the client named by client.client_id (else by its license key) takes the file's values;
 * each admin, student and teacher is matched by email and updated, or added when new. People missing
 * from the file are kept. All or nothing.
 */
export async function updateMaster(db: Db, file: MasterFileValues) {
  const target = file.client.client_id
    ? await findClient(db, file.client.client_id)
    : await clientByLicenseKey(db, file.client.license_key);
  if (!target) throw notFound(MASTER_MESSAGES.clientNotFound);
  const clientId = target.client_id;
  const [adminHashes, studentHashes] = await passwordsOf(file);

  return db
    .transaction(async (tx) => {
      const clashes: Problems = await clientConflicts(tx, [file.client], () => 'client.', clientId);
      const missing: Problems = {};
      const taken = await owners(tx, file);
      const check = (
        owner: { client: number } | undefined,
        hasPassword: boolean,
        path: string,
        email: string,
        missingMessage: string,
      ) => {
        if (owner && owner.client !== clientId) clashes[`${path}.email`] = [MASTER_MESSAGES.otherClient(email)];
        if (!owner && !hasPassword) missing[`${path}.password`] = [missingMessage];
      };
      file.clientadmins.forEach((a, i) => {
        check(taken.admins.get(a.email), !!a.password, `clientadmins.${i}`, a.email, MASTER_MESSAGES.adminMissing);
      });
      file.students.forEach((s, i) => {
        check(taken.students.get(s.email), !!s.password, `students.${i}`, s.email, MASTER_MESSAGES.studentMissing);
      });
      file.teachers.forEach((t, i) => {
        const owner = taken.teachers.get(t.Email);
        if (owner && owner.client !== clientId) clashes[`teachers.${i}.Email`] = [MASTER_MESSAGES.otherClient(t.Email)];
      });
      throwProblems(400, missing);
      throwProblems(409, clashes);

      const client = await updateFileClient(tx, clientId, clientValues(file.client));
      const admins = split(
        file.clientadmins,
        (a) => taken.admins.get(a.email)?.id,
        ({ password: _, client_admin_id: __, ...a }, i) => ({
          ...a,
          license_key: a.license_key ?? client.license_key,
          client: clientId,
          passwordHash: adminHashes[i],
        }),
      );
      const pupils = split(
        file.students,
        (s) => taken.students.get(s.email)?.id,
        (s, i) => ({ ...studentValues(s), client: clientId, passwordHash: studentHashes[i] }),
      );
      const staff = split(
        file.teachers,
        (t) => taken.teachers.get(t.Email)?.id,
        (t) => ({ ...teacherValues(t), client: clientId }),
      );
      await updateAdmins(
        tx,
        admins.updates.map(({ id, values }) => ({ ...values, client_admin_id: id })),
      );
      // New people all have a password: a file row without one was refused above.
      const adminIds = await insertAdmins(tx, admins.additions as AdminInsert[]);
      await updateStudents(
        tx,
        pupils.updates.map(({ id, values }) => ({ ...values, student_id: id })),
      );
      const pupilIds = await insertStudents(tx, pupils.additions as StudentInsert[]);
      await updateTeachers(
        tx,
        staff.updates.map(({ id, values }) => ({ ...values, id })),
      );
      const staffIds = await insertTeachers(tx, staff.additions as TeacherInsert[]);
      const values = clientValues(file.client);
      const before = {
        admins: new Map([...taken.admins.values()].map((a) => [a.id, a])),
        students: new Map([...taken.students.values()].map((s) => [s.id, s])),
        teachers: new Map([...taken.teachers.values()].map((t) => [t.id, t])),
      };
      const given = <V extends { passwordHash?: unknown }>({ passwordHash: _hash, ...rest }: V) => rest;
      // The client and each person changed or added: one insert of their events.
      const events: AuditEvent[] = [
        clientEvent('client.updated', target, changesOf(target, client, Object.keys(values))),
        ...admins.updates.map(({ id, values: v }) => {
          const was = before.admins.get(id)!;
          return adminEvent('clientadmin.updated', was, updateChanges(was, given(v)));
        }),
        ...admins.additions.map((a, i) =>
          adminEvent('clientadmin.created', { ...a, client_admin_id: adminIds[i]! }, changesOf(null, given(a))),
        ),
        ...pupils.updates.map(({ id, values: v }) => {
          const was = before.students.get(id)!;
          return studentEvent('student.updated', was, updateChanges(was, given(v)));
        }),
        ...pupils.additions.map((s, i) =>
          studentEvent('student.created', { ...s, student_id: pupilIds[i]! }, changesOf(null, given(s))),
        ),
        ...staff.updates.map(({ id, values: v }) => {
          const was = before.teachers.get(id)!;
          return teacherEvent('teacher.updated', was, updateChanges(was, v));
        }),
        ...staff.additions.map((t, i) =>
          teacherEvent('teacher.created', { ...t, id: staffIds[i]! }, changesOf(null, t)),
        ),
      ];
      await audit(tx, events);
      const newPasswords = <V extends { passwordHash?: string | undefined }>(
        updates: Array<{ id: number; values: V }>,
      ) => updates.filter((u) => u.values.passwordHash !== undefined).map((u) => u.id);
      await revokeSessions(tx, 'clientadmin', newPasswords(admins.updates));
      await revokeSessions(tx, 'student', newPasswords(pupils.updates));
      return { client_id: clientId };
    })
    .catch(asMasterConflict);
}

/** The export file of the scope's client; passwords, their hashes and sign-in tokens never leave the server. */
export async function masterFileOf(db: Db, scope: Scope): Promise<MasterFile> {
  const client = scope.client === 'all' ? undefined : await findClient(db, scope.client);
  if (!client) throw notFound();
  const people = await peopleOf(db, scope);
  const blank = { password: '', confirm_password: '' } as const;
  return {
    client: clientRecord(client),
    clientadmins: people.admins.map((a) => ({ ...a, ...blank })),
    students: people.students.map((s) => ({ ...s, ...blank })),
    teachers: people.teachers,
  };
}

const adminField = (i: number, name: string) => `admins.${i}.${name}`;

/** POST /api/multiadmin/: a master file makes a new client; a list of admins {admins} adds them. */
export async function importFile(db: Db, body: unknown) {
  if (isMasterFile(body)) {
    const { client_id } = await importMaster(db, parseWith(masterImportSchema, body));
    return { message: MASTER_MESSAGES.imported, client_id };
  }
  const { admins } = parseWith(clientAdminImportSchema, body);
  return { message: CLIENT_ADMIN_MESSAGES.imported, client_admin_ids: await importAdmins(db, admins, adminField) };
}

/** PUT /api/multiadmin/: a master file updates its client; a list of admins updates (or adds) them. */
export async function updateFromFile(db: Db, body: unknown) {
  if (isMasterFile(body)) {
    const { client_id } = await updateMaster(db, parseWith(masterUpdateSchema, body));
    return { message: MASTER_MESSAGES.updated, client_id };
  }
  const { admins } = parseWith(clientAdminBulkUpdateSchema, body);
  const { added, updated } = await upsertAdmins(db, admins, adminField);
  return { message: CLIENT_ADMIN_MESSAGES.updated, added, updated };
}
