import type { CorrespondingStudents, CorrespondingTeachers, RosterColors, TeachersAndStudents } from '@prep/domain';
import type { Scope } from '../access/scope';
import type { Db } from '../db/client';
import { notFound } from '../plugins/errors';
import { listStudents } from '../students/queries';
import { listTeachers } from '../teachers/queries';
import { colorsOf } from './queries';

async function themeOf(db: Db, scope: Scope): Promise<RosterColors> {
  const colors = await colorsOf(db, scope);
  if (!colors) throw notFound();
  return colors;
}

export async function teachersWithTheme(db: Db, scope: Scope): Promise<CorrespondingTeachers> {
  const [colors, teachers] = await Promise.all([themeOf(db, scope), listTeachers(db, scope)]);
  return { teachers, colors };
}

export async function studentsWithTheme(db: Db, scope: Scope): Promise<CorrespondingStudents> {
  const [colors, students] = await Promise.all([themeOf(db, scope), listStudents(db, scope)]);
  return { students, colors };
}

export async function teachersAndStudents(db: Db, scope: Scope): Promise<TeachersAndStudents> {
  const [colors, students, teachers] = await Promise.all([
    themeOf(db, scope),
    listStudents(db, scope),
    listTeachers(db, scope),
  ]);
  return { students, teachers, colors };
}
