// The client's records a OneRoster import is planned against (domain's RosterState): its rostered people
// and those holding an email of the export, its classes and their members, and the export's emails that
// other clients' people already have.
import type { ExistingPerson, Membership, Roster, RosterState } from '@prep/domain';
import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { chunks } from '../db/chunks';
import type { Db } from '../db/client';
import { classrooms, classroomStudents, classroomTeachers, students, teachers } from '../db/schema/index';
import { programsInOrder } from '../classrooms/queries';

/** The planner's state, and each class's program (new students are enrolled in their classes' programs). */
export interface LoadedState {
  state: RosterState;
  programOfClass: Map<number, string>;
}

const toPerson = (row: Omit<ExistingPerson, 'disabled'> & { disabledAt: Date | null }): ExistingPerson => {
  const { disabledAt, ...person } = row;
  return { ...person, disabled: disabledAt !== null };
};

/** The rows of `query` run over the emails in slices (a statement takes at most 65,535 parameters). */
async function byEmails<T>(emails: string[], query: (slice: string[]) => Promise<T[]>): Promise<T[]> {
  return (await Promise.all(chunks(emails, 5000).map(query))).flat();
}

/** The rostered people of the client, and those holding an email of the export, each once. */
async function peopleOf<T extends { id: number }>(
  emails: string[],
  query: (where: 'sourced' | string[]) => Promise<T[]>,
): Promise<T[]> {
  const rows = [...(await query('sourced')), ...(await byEmails(emails, query))];
  return [...new Map(rows.map((row) => [row.id, row])).values()];
}

export async function loadRosterState(db: Db, client: number, roster: Roster): Promise<LoadedState> {
  const emails = [...new Set(roster.users.map((u) => u.email).filter(Boolean))];
  const [studentRows, teacherRows, classRows, studentMembers, teacherMembers, elsewhereS, elsewhereT, programs] =
    await Promise.all([
      peopleOf(emails, (where) =>
        db
          .select({
            id: students.student_id,
            sourcedId: students.sourced_id,
            email: students.email,
            first: students.Student_First_Name,
            middle: students.Student_Middle_Name,
            last: students.Student_Last_Name,
            disabledAt: students.sign_in_disabled_at,
          })
          .from(students)
          .where(
            and(
              eq(students.client, client),
              where === 'sourced' ? isNotNull(students.sourced_id) : inArray(students.email, where),
            ),
          ),
      ),
      peopleOf(emails, (where) =>
        db
          .select({
            id: teachers.id,
            sourcedId: teachers.sourced_id,
            email: teachers.Email,
            first: teachers.First_Name,
            middle: teachers.Middle_Name,
            last: teachers.Last_Name,
            disabledAt: teachers.sign_in_disabled_at,
          })
          .from(teachers)
          .where(
            and(
              eq(teachers.client, client),
              where === 'sourced' ? isNotNull(teachers.sourced_id) : inArray(teachers.Email, where),
            ),
          ),
      ),
      db
        .select({
          id: classrooms.id,
          sourcedId: classrooms.sourced_id,
          name: classrooms.class_name,
          grade: classrooms.grade_level,
          archived: classrooms.archived,
          program: classrooms.program,
        })
        .from(classrooms)
        .where(eq(classrooms.client, client)),
      db
        .select({ classroom: classroomStudents.classroom, member: classroomStudents.student })
        .from(classroomStudents)
        .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroom))
        .where(eq(classrooms.client, client)),
      db
        .select({ classroom: classroomTeachers.classroom, member: classroomTeachers.teacher })
        .from(classroomTeachers)
        .innerJoin(classrooms, eq(classrooms.id, classroomTeachers.classroom))
        .where(eq(classrooms.client, client)),
      byEmails(emails, (slice) =>
        db
          .select({ email: students.email })
          .from(students)
          .where(and(ne(students.client, client), inArray(students.email, slice))),
      ),
      byEmails(emails, (slice) =>
        db
          .select({ email: teachers.Email })
          .from(teachers)
          .where(and(ne(teachers.client, client), inArray(teachers.Email, slice))),
      ),
      programsInOrder(db),
    ]);
  const memberships: Membership[] = [
    ...studentMembers.map((m) => ({ kind: 'students' as const, ...m })),
    ...teacherMembers.map((m) => ({ kind: 'teachers' as const, ...m })),
  ];
  return {
    state: {
      people: { students: studentRows.map(toPerson), teachers: teacherRows.map(toPerson) },
      classes: classRows.map(({ program: _program, ...c }) => c),
      memberships,
      elsewhere: {
        students: new Set(elsewhereS.map((r) => r.email)),
        teachers: new Set(elsewhereT.map((r) => r.email)),
      },
      programs,
    },
    programOfClass: new Map(classRows.map((c) => [c.id, c.program])),
  };
}
