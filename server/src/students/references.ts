// Assign_Teachers must name one of the client's teachers (by first name) and Enroll_Program only
// existing course types; both are stored in the spelling of what they name.
import { readPrograms, STUDENT_MESSAGES, type Text } from '@prep/domain';
import type { Db } from '../db/client';
import { teacherNamesByClient } from '../teachers/queries';
import { courseTypes } from './queries';

export interface References {
  teachers: Map<number, Map<string, string>>;
  programs: Map<string, string>;
}

export async function loadReferences(db: Db, clientIds: number[]): Promise<References> {
  const [teachers, programs] = await Promise.all([teacherNamesByClient(db, clientIds), courseTypes(db)]);
  return { teachers, programs: new Map(programs.map((name) => [name.toLowerCase(), name])) };
}

export interface ReferenceIssue {
  field: 'Assign_Teachers' | 'Enroll_Program';
  message: Text;
}

/** The two fields in stored spelling, or the issues that stop them being stored. */
export function resolveReferences(
  value: { Assign_Teachers?: string | undefined; Enroll_Program: string },
  client: number,
  refs: References,
): { Assign_Teachers?: string | undefined; Enroll_Program: string; issues: ReferenceIssue[] } {
  const issues: ReferenceIssue[] = [];
  let teacher = value.Assign_Teachers;
  if (teacher !== undefined) {
    const known = refs.teachers.get(client)?.get(teacher.toLowerCase());
    if (known === undefined)
      issues.push({ field: 'Assign_Teachers', message: STUDENT_MESSAGES.unknownTeacher(teacher) });
    else teacher = known;
  }
  const programs = readPrograms(value.Enroll_Program).map((name) => {
    const known = refs.programs.get(name.toLowerCase());
    if (known === undefined) issues.push({ field: 'Enroll_Program', message: STUDENT_MESSAGES.unknownProgram(name) });
    return known ?? name;
  });
  return { Assign_Teachers: teacher, Enroll_Program: JSON.stringify(programs), issues };
}
