// A class's record (Assign to Classrooms): adding, changing, removing, the roster; the client's switch.
import {
  CLASSROOM_MESSAGES,
  type Classroom,
  type ClassroomBody,
  type MessageAnswer,
  PERSON_MESSAGES,
  msg,
} from '@prep/domain';
import type { Scope } from '../access/scope';
import { updateChanges } from '../audit/people';
import { audit, changesOf } from '../audit/record';
import type { Db, Tx } from '../db/client';
import { uniqueViolation } from '../db/unique';
import { NO_SUCH_CLIENT } from '../imports/import';
import { badRequest, conflict, forbidden, notFound } from '../plugins/errors';
import { classEvent, membershipEvents, teacherChanges } from './events';
import type { AuthorisedClass } from './guard';
import {
  classesSwitch,
  classNameTaken,
  deleteClassroom,
  findClassroom,
  insertClassroom,
  peopleOfClient,
  programsInOrder,
  replaceMembers,
  rosterStudents,
  updateClassroom,
} from './queries';

const CLIENT_FIXED = msg('A class cannot be moved to another client');

const fail = (field: string, message: string) => badRequest(message, { [field]: [message] });
const nameTaken = () =>
  conflict(CLASSROOM_MESSAGES.classNameTaken, { class_name: [CLASSROOM_MESSAGES.classNameTaken] });

/** The unique index refused a name the check let through (another request at the same moment). */
const asNameTaken = (error: unknown) => {
  if (uniqueViolation(error) !== undefined) throw nameTaken();
  throw error;
};

/** 403 with the switch's words when the client has classes off; 400 when there is no such client. */
export async function assertClassesOn(db: Db | Tx, client: number) {
  const on = await classesSwitch(db, client);
  if (on === undefined) throw fail('client', NO_SUCH_CLIENT);
  if (!on) throw forbidden(CLASSROOM_MESSAGES.switchOff);
}

/** The client a list, creation, import or export is about: the scope's, which must have classes on. */
export async function classesClient(db: Db, scope: Scope): Promise<number> {
  if (scope.client === 'all') throw fail('client', PERSON_MESSAGES.selectClient);
  await assertClassesOn(db, scope.client);
  return scope.client;
}

/** The program in the spelling of its course type, or a 400. */
export async function checkedProgram(db: Db | Tx, program: string): Promise<string> {
  const known = (await programsInOrder(db)).find((name) => name.toLowerCase() === program.toLowerCase());
  if (known === undefined) throw fail('program', CLASSROOM_MESSAGES.program);
  return known;
}

/**
 * Every teacher and student named must be of the class's client. Answers the names of the students named
 * and of the class's students now (`classroom`), for the events of who joins and who leaves.
 */
async function checkMembers(
  db: Db | Tx,
  client: number,
  body: Pick<ClassroomBody, 'teachers' | 'students'>,
  classroom?: number,
) {
  const teacherIds = [...new Set(body.teachers ?? [])];
  if ((await peopleOfClient(db, 'teachers', teacherIds, client)).size !== teacherIds.length)
    throw fail('teachers', CLASSROOM_MESSAGES.teacher);
  if (body.students === undefined) return new Map<number, string>();
  const studentIds = [...new Set(body.students)];
  const names = await rosterStudents(db, client, studentIds, classroom);
  if (studentIds.some((id) => !names.has(id))) throw fail('students', CLASSROOM_MESSAGES.student);
  return names;
}

const classFields = (body: ClassroomBody, program: string) => ({
  class_name: body.class_name,
  program,
  grade_level: body.grade_level,
  archived: body.archived,
});

export async function classroomOf(db: Db, id: number): Promise<Classroom> {
  const found = await findClassroom(db, id);
  if (!found) throw notFound();
  return found;
}

/** A new class of the scope's client, which must have classes on. */
export async function addClassroom(db: Db, scope: Scope, body: ClassroomBody): Promise<Classroom> {
  const client = await classesClient(db, scope);
  const program = await checkedProgram(db, body.program);
  const names = await checkMembers(db, client, body);
  if (await classNameTaken(db, client, body.class_name)) throw nameTaken();
  const fields = classFields(body, program);
  const id = await db
    .transaction(async (tx) => {
      const created = await insertClassroom(tx, { client, ...fields });
      const teachers = await replaceMembers(tx, created, 'teachers', body.teachers ?? []);
      const roster = await replaceMembers(tx, created, 'students', body.students ?? []);
      const ref = { id: created, client, class_name: body.class_name };
      await audit(tx, [
        classEvent('class.created', ref, {
          ...changesOf(null, fields),
          ...teacherChanges(body.teachers ?? [], teachers),
        }),
        ...membershipEvents(ref, roster, names),
      ]);
      return created;
    })
    .catch(asNameTaken);
  return classroomOf(db, id);
}

/** The whole record; teachers or students left out keep theirs. A class stays in its client. */
export async function changeClassroom(
  db: Db,
  { client, id, record }: AuthorisedClass,
  body: ClassroomBody,
): Promise<Classroom> {
  if (body.client !== undefined && body.client !== client) throw fail('client', CLIENT_FIXED);
  const program = await checkedProgram(db, body.program);
  const names = await checkMembers(db, client, body, id);
  if (await classNameTaken(db, client, body.class_name, id)) throw nameTaken();
  const fields = classFields(body, program);
  await db
    .transaction(async (tx) => {
      await updateClassroom(tx, id, fields);
      const ref = { id, client, class_name: record.class_name };
      let changes = updateChanges(record, fields);
      if (body.teachers !== undefined) {
        const teachers = await replaceMembers(tx, id, 'teachers', body.teachers);
        changes = { ...changes, ...teacherChanges(body.teachers, teachers) };
      }
      const roster =
        body.students === undefined
          ? { added: [], removed: [] }
          : await replaceMembers(tx, id, 'students', body.students);
      await audit(tx, [classEvent('class.updated', ref, changes), ...membershipEvents(ref, roster, names)]);
    })
    .catch(asNameTaken);
  return classroomOf(db, id);
}

/** PUT /api/classroom/{id}/students/: the whole roster. */
export async function setRoster(
  db: Db,
  { client, id, record }: AuthorisedClass,
  studentIds: number[],
): Promise<Classroom> {
  const names = await checkMembers(db, client, { students: studentIds }, id);
  await db.transaction(async (tx) => {
    const roster = await replaceMembers(tx, id, 'students', studentIds);
    const ref = { id, client, class_name: record.class_name };
    const events = membershipEvents(ref, roster, names);
    // The same roster saved again changes no one: recorded as the class saved, with no change.
    await audit(tx, events.length ? events : classEvent('class.updated', ref, {}));
  });
  return classroomOf(db, id);
}

export async function removeClassroom(db: Db, { id, client, record }: AuthorisedClass): Promise<MessageAnswer> {
  await db.transaction(async (tx) => {
    await deleteClassroom(tx, id);
    await audit(
      tx,
      classEvent('class.deleted', { id, client, class_name: record.class_name }, changesOf({ ...record }, null)),
    );
  });
  return { message: CLASSROOM_MESSAGES.deleted };
}
