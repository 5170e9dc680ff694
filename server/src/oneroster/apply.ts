// A OneRoster import's plan applied in one transaction, with its audit events: the people and classes
// created and updated, the people who left (out of their classes, their sign-in closed, their sessions
// ended; their results stay), and the memberships. Answers the new people an invitation is due to.
import type { NewPerson, PeopleKind, PersonChanges, RosterPlan, RosterState } from '@prep/domain';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { fullName, studentEvent, teacherEvent } from '../audit/people';
import { type AuditEvent, audit, changesOf } from '../audit/record';
import { voidAccessTokens } from '../auth/cutoffs';
import { classEvent, membershipEvents, type ClassRef } from '../classrooms/events';
import { addMembers } from '../classrooms/queries';
import { chunks } from '../db/chunks';
import type { Tx } from '../db/client';
import { classrooms, classroomStudents, classroomTeachers, students, teachers } from '../db/schema/index';

/** Each kind's columns, by the planner's names, and its events. */
const PEOPLE = {
  students: {
    table: students,
    id: students.student_id,
    role: 'student',
    columns: { first: 'Student_First_Name', middle: 'Student_Middle_Name', last: 'Student_Last_Name', email: 'email' },
    event: (action: string, id: number, client: number, first: string, last: string, changes?: AuditEvent['changes']) =>
      studentEvent(action, { student_id: id, client, Student_First_Name: first, Student_Last_Name: last }, changes),
  },
  teachers: {
    table: teachers,
    id: teachers.id,
    role: 'teacher',
    columns: { first: 'First_Name', middle: 'Middle_Name', last: 'Last_Name', email: 'Email' },
    event: (action: string, id: number, client: number, first: string, last: string, changes?: AuditEvent['changes']) =>
      teacherEvent(action, { id, client, First_Name: first, Last_Name: last }, changes),
  },
} as const;

/** Someone the import created who has an email: the invitation to choose a password goes to them. */
export interface Created {
  kind: PeopleKind;
  id: number;
  first: string;
  last: string;
  email: string;
}

/** A person's fields as stored, by the planner's names. */
function stored(kind: PeopleKind, fields: Partial<NewPerson>): Record<string, string> {
  const { columns } = PEOPLE[kind];
  const out: Record<string, string> = {};
  for (const [name, column] of Object.entries(columns)) {
    const value = fields[name as keyof typeof columns];
    if (value !== undefined) out[column] = value;
  }
  return out;
}

/** An update's columns: the fields it changes, the sourcedId it adopts, the sign-in it opens again. */
function storedChanges(kind: PeopleKind, changes: PersonChanges): Record<string, unknown> {
  return {
    ...stored(kind, changes),
    ...(changes.sourcedId === undefined ? {} : { sourced_id: changes.sourcedId }),
    ...(changes.enable ? { sign_in_disabled_at: null } : {}),
  };
}

interface Applied {
  created: Created[];
  events: AuditEvent[];
}

async function applyPeople(
  tx: Tx,
  client: number,
  kind: PeopleKind,
  plan: RosterPlan,
  programs: (sourcedId: string) => string[],
  now: Date,
  ids: Map<string, number>,
  names: Map<number, string>,
  out: Applied,
) {
  const { table, id: idColumn, event } = PEOPLE[kind];
  const { create, update, disable } = plan.people[kind];
  if (create.length) {
    const values = create.map((p) => ({
      client,
      sourced_id: p.sourcedId,
      ...stored(kind, p),
      ...(kind === 'students' ? { Enroll_Program: JSON.stringify(programs(p.sourcedId)) } : {}),
    }));
    const rows: Array<{ id: number }> = [];
    for (const slice of chunks(values))
      rows.push(
        ...(await tx
          .insert(table)
          .values(slice as (typeof table)['$inferInsert'][])
          .returning({ id: idColumn })),
      );
    create.forEach((p, i) => {
      const id = rows[i]!.id;
      ids.set(p.sourcedId, id);
      names.set(id, fullName(p.first, p.last));
      out.events.push(event(`${PEOPLE[kind].role}.created`, id, client, p.first, p.last, changesOf(null, values[i])));
      if (p.email) out.created.push({ kind, id, first: p.first, last: p.last, email: p.email });
    });
  }
  for (const { before, changes } of update) {
    const set = storedChanges(kind, changes);
    await tx.update(table).set(set).where(eq(idColumn, before.id));
    if (changes.sourcedId) ids.set(changes.sourcedId, before.id);
    const was = {
      ...stored(kind, { first: before.first, middle: before.middle, last: before.last, email: before.email }),
      sourced_id: before.sourcedId,
      sign_in_disabled_at: before.disabled ? 'set' : null,
    };
    const first = changes.first ?? before.first;
    const last = changes.last ?? before.last;
    names.set(before.id, fullName(first, last));
    out.events.push(
      event(
        `${PEOPLE[kind].role}.updated`,
        before.id,
        client,
        first,
        last,
        changesOf(was, { ...was, ...set }, Object.keys(set)),
      ),
    );
  }
  if (disable.length) {
    const gone = disable.map((p) => p.id);
    for (const slice of chunks(gone))
      await tx.update(table).set({ sign_in_disabled_at: now }).where(inArray(idColumn, slice));
    // Their access tokens stop now; their refresh tokens are refused by the refresh itself, which says why.
    await voidAccessTokens(tx, PEOPLE[kind].role, gone, now);
    for (const p of disable)
      out.events.push(
        event(`${PEOPLE[kind].role}.updated`, p.id, client, p.first, p.last, {
          sign_in_disabled_at: [null, now.toISOString()],
        }),
      );
  }
}

/** The classes created, updated and archived; fills `ids` (by sourcedId) and `refs` (by id) for the memberships. */
async function applyClasses(
  tx: Tx,
  client: number,
  plan: RosterPlan,
  ids: Map<string, number>,
  refs: Map<number, ClassRef>,
  out: Applied,
) {
  const { create, update, archive } = plan.classes;
  if (create.length) {
    const values = create.map((c) => ({
      client,
      sourced_id: c.sourcedId,
      class_name: c.name,
      program: c.program,
      grade_level: c.grade,
    }));
    const rows: Array<{ id: number }> = [];
    for (const slice of chunks(values))
      rows.push(...(await tx.insert(classrooms).values(slice).returning({ id: classrooms.id })));
    create.forEach((c, i) => {
      const ref = { id: rows[i]!.id, client, class_name: c.name };
      ids.set(c.sourcedId, ref.id);
      refs.set(ref.id, ref);
      const { client: _client, ...fields } = values[i]!;
      out.events.push(classEvent('class.created', ref, changesOf(null, fields)));
    });
  }
  for (const { before, changes } of update) {
    const set = {
      ...(changes.name === undefined ? {} : { class_name: changes.name }),
      ...(changes.grade === undefined ? {} : { grade_level: changes.grade }),
      ...(changes.unarchive ? { archived: false } : {}),
    };
    await tx.update(classrooms).set(set).where(eq(classrooms.id, before.id));
    const ref = { id: before.id, client, class_name: changes.name ?? before.name };
    refs.set(ref.id, ref);
    const was = { class_name: before.name, grade_level: before.grade, archived: before.archived };
    out.events.push(classEvent('class.updated', ref, changesOf(was, { ...was, ...set })));
  }
  if (archive.length) {
    for (const slice of chunks(archive.map((c) => c.id)))
      await tx.update(classrooms).set({ archived: true }).where(inArray(classrooms.id, slice));
    for (const c of archive)
      out.events.push(
        classEvent('class.updated', { id: c.id, client, class_name: c.name }, { archived: [false, true] }),
      );
  }
}

const MEMBER_TABLES = {
  students: { table: classroomStudents, classroom: classroomStudents.classroom, member: classroomStudents.student },
  teachers: { table: classroomTeachers, classroom: classroomTeachers.classroom, member: classroomTeachers.teacher },
} as const;

async function applyMemberships(
  tx: Tx,
  plan: RosterPlan,
  classIds: Map<string, number>,
  refs: Map<number, ClassRef>,
  people: Record<PeopleKind, { ids: Map<string, number>; names: Map<number, string> }>,
  out: Applied,
) {
  const ref = (id: number) => refs.get(id) ?? { id, client: 0, class_name: '' };
  for (const kind of ['students', 'teachers'] as const) {
    const { ids, names } = people[kind];
    const removed = plan.memberships.remove.filter((m) => m.kind === kind);
    if (removed.length) {
      const { table, classroom, member } = MEMBER_TABLES[kind];
      for (const slice of chunks(removed)) {
        const pairs: SQL[] = slice.map((m) => sql`(${m.classroom}::int, ${m.member}::int)`);
        await tx.delete(table).where(sql`(${classroom}, ${member}) in (${sql.join(pairs, sql`, `)})`);
      }
    }
    const rows = plan.memberships.add
      .filter((m) => m.kind === kind)
      .flatMap((m) => {
        const classroom = classIds.get(m.classSourcedId);
        const member = ids.get(m.memberSourcedId);
        return classroom === undefined || member === undefined ? [] : [{ classroom, member }];
      });
    const added = [];
    for (const slice of chunks(rows, 5000)) added.push(...(await addMembers(tx, kind, slice)));
    if (kind === 'students') {
      for (const m of added)
        out.events.push(...membershipEvents(ref(m.classroom), { added: [m.member], removed: [] }, names));
      for (const m of removed)
        out.events.push(...membershipEvents(ref(m.classroom), { added: [], removed: [m.member] }, names));
      continue;
    }
    const staff = (id: number) => ({ role: 'teacher' as const, id });
    for (const m of added)
      out.events.push({
        ...classEvent('class.teacher_added', ref(m.classroom), { teacher: [null, names.get(m.member) ?? ''] }),
        staff: staff(m.member),
      });
    for (const m of removed)
      out.events.push({
        ...classEvent('class.teacher_removed', ref(m.classroom), { teacher: [names.get(m.member) ?? '', null] }),
        staff: staff(m.member),
      });
  }
}

/** Applies the plan in `tx`; answers the people created who have an email. */
export async function applyRosterPlan(
  tx: Tx,
  client: number,
  plan: RosterPlan,
  state: RosterState,
  programOfClass: Map<number, string>,
): Promise<Created[]> {
  const now = new Date();
  const out: Applied = { created: [], events: [] };
  const classIds = new Map(state.classes.flatMap((c) => (c.sourcedId ? [[c.sourcedId, c.id] as const] : [])));
  const refs = new Map(state.classes.map((c) => [c.id, { id: c.id, client, class_name: c.name }]));
  await applyClasses(tx, client, plan, classIds, refs, out);

  // A new student is enrolled in the programs of the classes the roster puts them in.
  const programOf = new Map(plan.classes.create.map((c) => [c.sourcedId, c.program]));
  for (const c of state.classes) if (c.sourcedId) programOf.set(c.sourcedId, programOfClass.get(c.id) ?? '');
  const joined = new Map<string, Set<string>>();
  for (const m of plan.memberships.add) {
    const program = m.kind === 'students' ? programOf.get(m.classSourcedId) : undefined;
    if (program) joined.set(m.memberSourcedId, (joined.get(m.memberSourcedId) ?? new Set()).add(program));
  }
  const programs = (student: string) => [...(joined.get(student) ?? [])].sort();

  const people = {} as Record<PeopleKind, { ids: Map<string, number>; names: Map<number, string> }>;
  for (const kind of ['students', 'teachers'] as const) {
    const known = state.people[kind];
    const ids = new Map(known.flatMap((p) => (p.sourcedId ? [[p.sourcedId, p.id] as const] : [])));
    const names = new Map(known.map((p) => [p.id, fullName(p.first, p.last)]));
    await applyPeople(tx, client, kind, plan, programs, now, ids, names, out);
    people[kind] = { ids, names };
  }
  await applyMemberships(tx, plan, classIds, refs, people, out);
  await audit(tx, out.events);
  return out.created;
}
