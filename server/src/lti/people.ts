// The LMS's people and courses as ours (issue 29): a person is found by (platform, `sub`), else created as
// a student or teacher of the platform's client; a course (an LTI context) is one of the client's classes.
// Shared by the launch (one person) and the roster sync (NRPS: hundreds), so every step is set-based: a
// roster is a few statements whatever its size. Everything runs in the caller's transaction.
import { LTI_LAUNCH_MESSAGES as LTI_MESSAGES, isEmail } from '@prep/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { studentEvent, teacherEvent } from '../audit/people';
import { type AuditEvent, audit, changesOf } from '../audit/record';
import { classEvent, membershipEvents } from '../classrooms/events';
import { addMembers, insertClassroom, rosterStudents } from '../classrooms/queries';
import type { Tx } from '../db/client';
import { updateRecords } from '../db/bulk';
import {
  classrooms,
  classroomTeachers,
  ltiContexts,
  ltiUsers,
  type ltiPlatforms,
  students,
  teachers,
} from '../db/schema/index';
import { insertStudents } from '../students/queries';
import { insertTeachers } from '../teachers/queries';
import { personKind } from './roles';

/** A person as the LMS describes them: a launch's claims, or a member of an NRPS roster. */
export interface LmsPerson {
  sub: string;
  roles: string[];
  given_name?: string;
  family_name?: string;
  name?: string;
  email?: string;
}

export type LinkedPerson =
  | { ltiUser: number; role: 'student'; student: number }
  | { ltiUser: number; role: 'teacher'; teacher: number };

/** A registered platform: the row of lti_platforms. */
export type PlatformRow = typeof ltiPlatforms.$inferSelect;

/** A text of the LMS as we keep it: trimmed, without NUL bytes (PostgreSQL refuses them), bounded. */
export const lmsText = (value: unknown, max = SHORT_TEXT_MAX): string =>
  typeof value === 'string' ? value.replace(/\0/g, '').trim().slice(0, max) : '';

/** Why a person linked as one kind cannot come as the other. */
const LINKED_AS = { student: LTI_MESSAGES.linkedAsStudent, teacher: LTI_MESSAGES.linkedAsTeacher };

/** The longest one-line text kept (the domain's SHORT_TEXT_MAX). */
const SHORT_TEXT_MAX = 255;

interface Claimed {
  sub: string;
  kind: 'student' | 'teacher';
  given: string;
  family: string;
  /** Lower-cased; '' when none was given or it is not an email. */
  email: string;
}

/** A person's names: the given and family names, else the full name split at its first space. */
function namesOf(person: LmsPerson): { given: string; family: string } {
  const given = lmsText(person.given_name);
  const family = lmsText(person.family_name);
  if (given || family) return { given, family };
  const [first = '', ...rest] = lmsText(person.name).split(/\s+/);
  return { given: first, family: rest.join(' ').slice(0, SHORT_TEXT_MAX) };
}

function claimed(person: LmsPerson, kind: 'student' | 'teacher'): Claimed {
  const email = lmsText(person.email).toLowerCase();
  return { sub: person.sub, kind, ...namesOf(person), email: isEmail(email) ? email : '' };
}

/** The emails among `wanted` that a student (or a teacher) already has: one statement. */
const EMAILS_OF = {
  student: (tx: Tx, wanted: string[]) =>
    tx.select({ email: students.email }).from(students).where(inArray(students.email, wanted)),
  teacher: (tx: Tx, wanted: string[]) =>
    tx.select({ email: teachers.Email }).from(teachers).where(inArray(teachers.Email, wanted)),
};

/** Emails already held by a person of that kind (of any client): a new person gets none of them. */
async function takenEmails(tx: Tx, kind: 'student' | 'teacher', emails: string[]): Promise<Set<string>> {
  const wanted = [...new Set(emails.filter(Boolean))];
  if (wanted.length === 0) return new Set();
  const rows = await EMAILS_OF[kind](tx, wanted);
  return new Set(rows.map((r) => r.email));
}

/** Each new person's email, or '' when another person has it (or an earlier one of this batch took it). */
async function freeEmails(tx: Tx, kind: 'student' | 'teacher', people: Claimed[]): Promise<string[]> {
  const taken = await takenEmails(
    tx,
    kind,
    people.map((p) => p.email),
  );
  return people.map((p) => {
    if (!p.email || taken.has(p.email)) return '';
    taken.add(p.email);
    return p.email;
  });
}

/** A first name is required: an LMS that gives no name at all leaves its `sub`, which the admin can change. */
const firstName = (p: Claimed) => p.given || p.sub.slice(0, SHORT_TEXT_MAX);

/** New people of each kind in one statement, with their audit events; their ids in order. */
const CREATE = {
  async student(tx: Tx, platform: PlatformRow, people: Claimed[], emails: string[]) {
    const rows = people.map((p, i) => ({
      client: platform.client,
      Student_First_Name: firstName(p),
      Student_Last_Name: p.family,
      email: emails[i]!,
      Enroll_Program: JSON.stringify([platform.program]),
    }));
    const ids = await insertStudents(tx, rows);
    await audit(
      tx,
      rows.map((row, i) => studentEvent('student.created', { ...row, student_id: ids[i]! }, changesOf(null, row))),
    );
    return ids;
  },
  async teacher(tx: Tx, platform: PlatformRow, people: Claimed[], emails: string[]) {
    const rows = people.map((p, i) => ({
      client: platform.client,
      First_Name: firstName(p),
      Last_Name: p.family,
      Email: emails[i]!,
    }));
    const ids = await insertTeachers(tx, rows);
    await audit(
      tx,
      rows.map((row, i) => teacherEvent('teacher.created', { ...row, id: ids[i]! }, changesOf(null, row))),
    );
    return ids;
  },
};

/** Creates the new people of a kind (and their audit events); answers their ids in order. */
async function createPeople(tx: Tx, platform: PlatformRow, kind: 'student' | 'teacher', people: Claimed[]) {
  if (people.length === 0) return [];
  return CREATE[kind](tx, platform, people, await freeEmails(tx, kind, people));
}

/**
 * Finds or creates each person by (platform, sub), set-based; refreshes the names and email kept in
 * lti_users from the claims given (a claim left out keeps what was kept). Role from the roles claim in any
 * order: Learner → student, Instructor or TeachingAssistant → teacher (the instructor wins); anything else
 * is refused with a message, as is a person linked as the other kind. New people are students or teachers
 * of the platform's client, students enrolled in its program; their email when it is one and no other
 * person of that kind has it (else ''), no password (they sign in through the LMS).
 */
export async function linkPeople(
  tx: Tx,
  platform: PlatformRow,
  people: LmsPerson[],
): Promise<{ linked: Map<string, LinkedPerson>; refused: Array<{ sub: string; reason: string }> }> {
  const refused: Array<{ sub: string; reason: string }> = [];
  const wanted = new Map<string, Claimed>();
  for (const person of people) {
    const sub = typeof person.sub === 'string' ? person.sub : '';
    if (!sub || sub.length > SHORT_TEXT_MAX || sub.includes('\0')) {
      refused.push({ sub: lmsText(sub), reason: LTI_MESSAGES.noSub });
      continue;
    }
    const kind = personKind(Array.isArray(person.roles) ? person.roles : []);
    if (kind === null) refused.push({ sub, reason: LTI_MESSAGES.unknownRole });
    else wanted.set(sub, claimed({ ...person, sub }, kind));
  }
  const linked = new Map<string, LinkedPerson>();
  if (wanted.size === 0) return { linked, refused };

  const existing = await tx
    .select()
    .from(ltiUsers)
    .where(and(eq(ltiUsers.platform, platform.id), inArray(ltiUsers.sub, [...wanted.keys()])));
  const refreshed: Array<{ id: number; given_name?: string; family_name?: string; email?: string }> = [];
  for (const row of existing) {
    const person = wanted.get(row.sub)!;
    wanted.delete(row.sub);
    const kind = row.student !== null ? 'student' : 'teacher';
    if (kind !== person.kind) {
      refused.push({ sub: row.sub, reason: LINKED_AS[kind] });
      continue;
    }
    linked.set(
      row.sub,
      row.student !== null
        ? { ltiUser: row.id, role: 'student', student: row.student }
        : { ltiUser: row.id, role: 'teacher', teacher: row.teacher! },
    );
    const change = {
      id: row.id,
      given_name: person.given && person.given !== row.given_name ? person.given : undefined,
      family_name: person.family && person.family !== row.family_name ? person.family : undefined,
      email: person.email && person.email !== row.email ? person.email : undefined,
    };
    if (change.given_name ?? change.family_name ?? change.email) refreshed.push(change);
  }
  await updateRecords(tx, ltiUsers, ltiUsers.id, refreshed);

  const fresh = { student: [] as Claimed[], teacher: [] as Claimed[] };
  for (const person of wanted.values()) fresh[person.kind].push(person);
  const studentIds = await createPeople(tx, platform, 'student', fresh.student);
  const teacherIds = await createPeople(tx, platform, 'teacher', fresh.teacher);
  const rows = [
    ...fresh.student.map((p, i) => ({ ...userRow(platform, p), student: studentIds[i]! })),
    ...fresh.teacher.map((p, i) => ({ ...userRow(platform, p), teacher: teacherIds[i]! })),
  ];
  if (rows.length > 0) {
    const made = await tx
      .insert(ltiUsers)
      .values(rows)
      .returning({ id: ltiUsers.id, sub: ltiUsers.sub, student: ltiUsers.student, teacher: ltiUsers.teacher });
    for (const row of made)
      linked.set(
        row.sub,
        row.student !== null
          ? { ltiUser: row.id, role: 'student', student: row.student }
          : { ltiUser: row.id, role: 'teacher', teacher: row.teacher! },
      );
  }
  return { linked, refused };
}

const userRow = (platform: PlatformRow, p: Claimed) => ({
  platform: platform.id,
  sub: p.sub,
  given_name: p.given,
  family_name: p.family,
  email: p.email,
});

/** Room left after a class name for the suffix a clash adds (" (12)"). */
const NAME_ROOM = SHORT_TEXT_MAX - 8;

/** The first of `base`, `base (2)`, `base (3)`, … no class of the client has (whatever its case). */
async function freeClassName(tx: Tx, client: number, base: string): Promise<string> {
  const candidates = [base, ...Array.from({ length: 49 }, (_, i) => `${base} (${i + 2})`)];
  const rows = await tx
    .select({ name: sql<string>`lower(${classrooms.class_name})` })
    .from(classrooms)
    .where(
      and(
        eq(classrooms.client, client),
        inArray(
          sql`lower(${classrooms.class_name})`,
          candidates.map((c) => c.toLowerCase()),
        ),
      ),
    );
  const taken = new Set(rows.map((r) => r.name));
  return candidates.find((c) => !taken.has(c.toLowerCase())) ?? `${base} (${Date.now().toString(36)})`;
}

/**
 * The class of an LMS context: created on first sight, named after its title (else its label, else its
 * id; a clash with another class's name gets a suffix), in the platform's program; its title and
 * memberships_url refreshed from what the launch gives.
 */
export async function contextClass(
  tx: Tx,
  platform: PlatformRow,
  context: { id: string; title?: string; label?: string; memberships_url?: string },
): Promise<{ context: number; classroom: number }> {
  const title = lmsText(context.title) || lmsText(context.label);
  const membershipsUrl = lmsText(context.memberships_url, 2000) || undefined;
  const [found] = await tx
    .select()
    .from(ltiContexts)
    .where(and(eq(ltiContexts.platform, platform.id), eq(ltiContexts.context_id, context.id)));
  if (found) {
    const change = {
      title: title && title !== found.title ? title : undefined,
      memberships_url: membershipsUrl !== found.memberships_url ? membershipsUrl : undefined,
    };
    if (change.title ?? change.memberships_url)
      await tx.update(ltiContexts).set(change).where(eq(ltiContexts.id, found.id));
    return { context: found.id, classroom: found.classroom };
  }
  const base = (title || lmsText(context.id)).slice(0, NAME_ROOM).trim() || 'LMS';
  const fields = { class_name: await freeClassName(tx, platform.client, base), program: platform.program };
  const classroom = await insertClassroom(tx, { client: platform.client, ...fields });
  await audit(
    tx,
    classEvent(
      'class.created',
      { id: classroom, client: platform.client, class_name: fields.class_name },
      changesOf(null, fields),
    ),
  );
  const [made] = await tx
    .insert(ltiContexts)
    .values({
      platform: platform.id,
      context_id: context.id,
      classroom,
      title,
      memberships_url: membershipsUrl ?? null,
    })
    .returning({ id: ltiContexts.id });
  return { context: made!.id, classroom };
}

/**
 * Adds people to a class, students and teachers; those already in it are left as they are. The class's
 * own membership statements and events, as the class screen's: a student who joins is one of the class's
 * newcomers, given its open assignments by "Give to newcomers" as any other (the launch itself gives the
 * linked test).
 */
export async function joinClass(tx: Tx, classroom: number, people: LinkedPerson[]): Promise<void> {
  const [room] = await tx
    .select({ id: classrooms.id, client: classrooms.client, class_name: classrooms.class_name })
    .from(classrooms)
    .where(eq(classrooms.id, classroom));
  if (!room) return;
  const studentIds = people.flatMap((p) => ('student' in p ? [p.student] : []));
  const teacherIds = people.flatMap((p) => ('teacher' in p ? [p.teacher] : []));
  const addedStudents = await addMembers(
    tx,
    'students',
    studentIds.map((member) => ({ classroom, member })),
  );
  const addedTeachers = await addMembers(
    tx,
    'teachers',
    teacherIds.map((member) => ({ classroom, member })),
  );
  const events: AuditEvent[] = [];
  if (addedStudents.length > 0) {
    const added = addedStudents.map((a) => a.member);
    const names = await rosterStudents(tx, room.client, added);
    events.push(...membershipEvents(room, { added, removed: [] }, names));
  }
  if (addedTeachers.length > 0) {
    const now = (
      await tx
        .select({ teacher: classroomTeachers.teacher })
        .from(classroomTeachers)
        .where(eq(classroomTeachers.classroom, classroom))
    )
      .map((r) => r.teacher)
      .sort((a, b) => a - b);
    const added = new Set(addedTeachers.map((a) => a.member));
    events.push(classEvent('class.updated', room, { teachers: [now.filter((id) => !added.has(id)), now] }));
  }
  await audit(tx, events);
}
