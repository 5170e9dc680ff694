// Classes as CSV: one row per membership (class_name, teacher_email, student_email). The import checks
// every row against the database before anything is written, creates the classes it names that do not
// exist and adds the memberships, all in one transaction; one bad row refuses the file with the report.
import {
  CLASSROOM_CSV_HEADER,
  CLASSROOM_CSV_OPTIONAL,
  CLASSROOM_MESSAGES,
  type ClassroomCsvRow,
  classroomCsvRowSchema,
  IMPORT_MESSAGES,
  type ImportSuccess,
  parseCsv,
  type RecordLines,
  type RowIssue,
  toCsv,
  validateRows,
  rowIssue,
} from '@prep/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { rowsOf } from '../access/visibility';
import type { Db } from '../db/client';
import { classrooms, students, teachers } from '../db/schema/index';
import { ImportRefused } from '../imports/import';
import { changesOf, audit } from '../audit/record';
import { classEvent, membershipEvents } from './events';
import { badRequest, HttpError } from '../plugins/errors';
import { addMembers, type ClassroomInsert, insertClassrooms, programsInOrder } from './queries';

/** The client's memberships, one row each, by class; a class with no member has one row of its own. */
export async function exportClassrooms(db: Db, client: number): Promise<string> {
  const rows = rowsOf<{ class_name: string; teacher_email: string; student_email: string }>(
    await db.execute(sql`select c.class_name, t.email as teacher_email, '' as student_email, 0 as k, t.email as e
        from classroom_teachers ct join classrooms c on c.id = ct.classroom_id join teachers t on t.id = ct.teacher_id
        where c.client_id = ${client}
      union all
      select c.class_name, '', s.email, 1, s.email
        from classroom_students cs join classrooms c on c.id = cs.classroom_id join students s on s.student_id = cs.student_id
        where c.client_id = ${client}
      union all
      select c.class_name, '', '', 2, '' from classrooms c where c.client_id = ${client}
        and not exists (select 1 from classroom_teachers ct where ct.classroom_id = c.id)
        and not exists (select 1 from classroom_students cs where cs.classroom_id = c.id)
      order by 1, 4, 5`),
  );
  return toCsv(CLASSROOM_CSV_HEADER, rows);
}

/** The rows of the CSV text and their lines, or the refusal (a malformed file, a header without the three columns). */
function csvRows(text: string, maxRows: number): { rows: ClassroomCsvRow[]; lines: RecordLines } {
  const parsed = parseCsv(text, [...CLASSROOM_CSV_HEADER, ...CLASSROOM_CSV_OPTIONAL]);
  const { lines } = parsed;
  if (parsed.issues.some((i) => i.row === 0) || parsed.rows.length === 0) {
    const header = [rowIssue(0, 'header', CLASSROOM_MESSAGES.csvHeader)];
    if (parsed.rows.length === 0 && !parsed.issues.length)
      throw badRequest(IMPORT_MESSAGES.empty, { file: [IMPORT_MESSAGES.empty] });
    throw new ImportRefused([...header, ...parsed.issues], lines);
  }
  if (parsed.issues.length) throw new ImportRefused(parsed.issues, lines);
  const first = parsed.rows[0] ?? {};
  if (!CLASSROOM_CSV_HEADER.every((column) => column in first))
    throw new ImportRefused([rowIssue(0, 'header', CLASSROOM_MESSAGES.csvHeader)], lines);
  if (parsed.rows.length > maxRows) throw new HttpError(413, IMPORT_MESSAGES.tooManyRows(maxRows));
  const { values, issues } = validateRows(classroomCsvRowSchema, parsed.rows);
  if (issues.length) throw new ImportRefused(issues, lines);
  return { rows: values, lines };
}

const fullNameSql = (first: AnyPgColumn, last: AnyPgColumn) => sql<string>`trim(${first} || ' ' || ${last})`;

/** The people of the client these emails name (someone of another client is not found, as in any import). */
async function peopleByEmail(db: Db, client: number, rows: ClassroomCsvRow[]) {
  const teacherEmails = [...new Set(rows.map((r) => r.teacher_email).filter(Boolean))];
  const studentEmails = [...new Set(rows.map((r) => r.student_email).filter(Boolean))];
  const [teacherRows, studentRows] = await Promise.all([
    teacherEmails.length
      ? db
          .select({
            id: teachers.id,
            email: teachers.Email,
            label: fullNameSql(teachers.First_Name, teachers.Last_Name),
          })
          .from(teachers)
          .where(and(eq(teachers.client, client), inArray(teachers.Email, teacherEmails)))
      : [],
    studentEmails.length
      ? db
          .select({
            id: students.student_id,
            email: students.email,
            label: fullNameSql(students.Student_First_Name, students.Student_Last_Name),
          })
          .from(students)
          .where(and(eq(students.client, client), inArray(students.email, studentEmails)))
      : [],
  ]);
  return {
    teachers: new Map(teacherRows.map((t) => [t.email, t.id])),
    students: new Map(studentRows.map((s) => [s.email, s.id])),
    names: {
      teachers: new Map(teacherRows.map((t) => [t.id, t.label])),
      students: new Map(studentRows.map((s) => [s.id, s.label])),
    },
  };
}

/**
 * POST /api/import-classroom/: the CSV text of a client's memberships; all or nothing. `program`: that of
 * the classes created by rows that name none.
 */
export async function importClassrooms(
  db: Db,
  client: number,
  text: string,
  maxRows: number,
  program?: string,
): Promise<ImportSuccess> {
  const { rows, lines } = csvRows(text, maxRows);
  const [people, programs, existing] = await Promise.all([
    peopleByEmail(db, client, rows),
    programsInOrder(db),
    db
      .select({ id: classrooms.id, class_name: classrooms.class_name })
      .from(classrooms)
      .where(eq(classrooms.client, client)),
  ]);
  const classId = new Map(existing.map((c) => [c.class_name.toLowerCase(), c.id]));
  const className = new Map(existing.map((c) => [c.id, c.class_name]));
  const programOf = new Map(programs.map((p) => [p.toLowerCase(), p]));
  const issues: RowIssue[] = [];
  const created = new Map<string, ClassroomInsert>();
  const given = program ?? '';
  rows.forEach((row, index) => {
    const at = index + 1;
    const key = row.class_name.toLowerCase();
    if (row.teacher_email && !people.teachers.has(row.teacher_email))
      issues.push(rowIssue(at, 'teacher_email', IMPORT_MESSAGES.noTeacherWithEmail(row.teacher_email)));
    if (row.student_email && !people.students.has(row.student_email))
      issues.push(rowIssue(at, 'student_email', IMPORT_MESSAGES.noStudentWithEmail(row.student_email)));
    const named = row.program || given;
    const rowProgram = named ? programOf.get(named.toLowerCase()) : undefined;
    const creates = !classId.has(key) && !created.has(key);
    // A program named must exist; a class created must have one (never a default chosen silently).
    if ((named || creates) && rowProgram === undefined)
      issues.push(rowIssue(at, 'program', CLASSROOM_MESSAGES.program));
    if (creates && rowProgram !== undefined)
      created.set(key, { client, class_name: row.class_name, program: rowProgram, grade_level: row.grade_level });
  });
  if (issues.length) throw new ImportRefused(issues, lines);

  await db.transaction(async (tx) => {
    const inserted = await insertClassrooms(tx, [...created.values()]);
    for (const c of inserted) {
      classId.set(c.class_name.toLowerCase(), c.id);
      className.set(c.id, c.class_name);
    }
    const members = (kind: 'teacher_email' | 'student_email', ids: Map<string, number>) =>
      rows.flatMap((row) => {
        const member = row[kind] ? ids.get(row[kind]) : undefined;
        const classroom = classId.get(row.class_name.toLowerCase());
        return member === undefined || classroom === undefined ? [] : [{ classroom, member }];
      });
    const teachersAdded = await addMembers(tx, 'teachers', members('teacher_email', people.teachers));
    const studentsAdded = await addMembers(tx, 'students', members('student_email', people.students));
    const ref = (id: number) => ({ id, client, class_name: className.get(id) ?? '' });
    const events = [
      ...inserted.map((c) => {
        const { client: _client, ...fields } = created.get(c.class_name.toLowerCase())!;
        return classEvent('class.created', ref(c.id), changesOf(null, fields));
      }),
      ...teachersAdded.map(({ classroom, member }) => ({
        ...classEvent('class.teacher_added', ref(classroom), { teacher: [null, people.names.teachers.get(member)] }),
        staff: { role: 'teacher' as const, id: member },
      })),
      ...studentsAdded.flatMap(({ classroom, member }) =>
        membershipEvents(ref(classroom), { added: [member], removed: [] }, people.names.students),
      ),
    ];
    // A file whose memberships all exist changes no one: recorded as its first class saved, with no change.
    const first = rows[0] && classId.get(rows[0].class_name.toLowerCase());
    if (events.length === 0 && first !== undefined) events.push(classEvent('class.updated', ref(first), {}));
    await audit(tx, events);
  });
  return { message: CLASSROOM_MESSAGES.imported, count: rows.length };
}
