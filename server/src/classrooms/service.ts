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
import type { Db, Tx } from '../db/client';
import { uniqueViolation } from '../db/unique';
import { NO_SUCH_CLIENT } from '../imports/import';
import { badRequest, conflict, forbidden, notFound } from '../plugins/errors';
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

/** Every teacher and student named must be of the class's client. */
async function checkMembers(db: Db | Tx, client: number, body: Pick<ClassroomBody, 'teachers' | 'students'>) {
  for (const kind of ['teachers', 'students'] as const) {
    const ids = [...new Set(body[kind] ?? [])];
    const found = await peopleOfClient(db, kind, ids, client);
    if (found.size !== ids.length)
      throw fail(kind, kind === 'teachers' ? CLASSROOM_MESSAGES.teacher : CLASSROOM_MESSAGES.student);
  }
}

export async function classroomOf(db: Db, id: number): Promise<Classroom> {
  const found = await findClassroom(db, id);
  if (!found) throw notFound();
  return found;
}

/** A new class of the scope's client, which must have classes on. */
export async function addClassroom(db: Db, scope: Scope, body: ClassroomBody): Promise<Classroom> {
  const client = await classesClient(db, scope);
  const program = await checkedProgram(db, body.program);
  await checkMembers(db, client, body);
  if (await classNameTaken(db, client, body.class_name)) throw nameTaken();
  const id = await db
    .transaction(async (tx) => {
      const created = await insertClassroom(tx, {
        client,
        class_name: body.class_name,
        program,
        grade_level: body.grade_level,
        archived: body.archived,
      });
      await replaceMembers(tx, created, 'teachers', body.teachers ?? []);
      await replaceMembers(tx, created, 'students', body.students ?? []);
      return created;
    })
    .catch(asNameTaken);
  return classroomOf(db, id);
}

/** The whole record; teachers or students left out keep theirs. A class stays in its client. */
export async function changeClassroom(
  db: Db,
  { client, id }: AuthorisedClass,
  body: ClassroomBody,
): Promise<Classroom> {
  if (body.client !== undefined && body.client !== client) throw fail('client', CLIENT_FIXED);
  const program = await checkedProgram(db, body.program);
  await checkMembers(db, client, body);
  if (await classNameTaken(db, client, body.class_name, id)) throw nameTaken();
  await db
    .transaction(async (tx) => {
      await updateClassroom(tx, id, {
        class_name: body.class_name,
        program,
        grade_level: body.grade_level,
        archived: body.archived,
      });
      if (body.teachers !== undefined) await replaceMembers(tx, id, 'teachers', body.teachers);
      if (body.students !== undefined) await replaceMembers(tx, id, 'students', body.students);
    })
    .catch(asNameTaken);
  return classroomOf(db, id);
}

/** PUT /api/classroom/{id}/students/: the whole roster. */
export async function setRoster(db: Db, { client, id }: AuthorisedClass, studentIds: number[]): Promise<Classroom> {
  await checkMembers(db, client, { students: studentIds });
  await db.transaction((tx) => replaceMembers(tx, id, 'students', studentIds));
  return classroomOf(db, id);
}

export async function removeClassroom(db: Db, { id }: AuthorisedClass): Promise<MessageAnswer> {
  await deleteClassroom(db, id);
  return { message: CLASSROOM_MESSAGES.deleted };
}
