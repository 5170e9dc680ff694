// When a student left their last program (issue 28): Exit_Program holds only ticks, no date, so the moment
// every box is ticked is recorded in students.programs_exited_at, and cleared when one is unticked again
// (they re-enrolled). A client's retention counts its months from there (retention/sweep.ts).
import { EXIT_PROGRAMS, readCheckboxGroup } from '@prep/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { students } from '../db/schema/index';

/** Every program of the Exit_Program text is exited. */
export const leftEveryProgram = (exitProgram: string) =>
  Object.values(readCheckboxGroup(EXIT_PROGRAMS, exitProgram)).every(Boolean);

/**
 * The change of `programs_exited_at` a write of `exitProgram` makes: none when it is left out, the time now
 * when the last box gets ticked (an earlier date is kept while every box stays ticked), null when not all are.
 */
export function exitedChange(
  exitProgram: string | undefined,
  before?: { programs_exited_at: Date | null },
): { programs_exited_at?: Date | null } {
  if (exitProgram === undefined) return {};
  if (!leftEveryProgram(exitProgram)) return { programs_exited_at: null };
  return { programs_exited_at: before?.programs_exited_at ?? new Date() };
}

// Ticked, in the stored text: the domain always writes every key (checkboxGroupText), as true or false.
const everyBoxTicked = sql.join(
  EXIT_PROGRAMS.map((key) => sql`position(${`"${key}":true`} in ${students.Exit_Program}) > 0`),
  sql` and `,
);

/**
 * The same rule for the rows of an import's update that give Exit_Program, from what is stored, in one
 * statement: the date is set where every box is ticked and none was, and cleared where a box is not.
 */
export async function recordProgramsExited(db: Db | Tx, rows: Array<{ student_id: number; Exit_Program?: string }>) {
  const studentIds = rows.filter((row) => row.Exit_Program !== undefined).map((row) => row.student_id);
  if (studentIds.length === 0) return;
  await db
    .update(students)
    .set({
      programs_exited_at: sql`case when ${everyBoxTicked} then coalesce(${students.programs_exited_at}, now()) end`,
    })
    .where(inArray(students.student_id, studentIds));
}
