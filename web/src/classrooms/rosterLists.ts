// The roster of a class as the screen lists it: who is in the class and who else of the client could
// join, both narrowed by one search (name or email), and the roster after adding or removing some.
import type { Student } from '@prep/domain';

export interface RosterPerson {
  id: number;
  name: string;
  email: string;
}

export const personOf = (s: Pick<Student, 'student_id' | 'Student_First_Name' | 'Student_Last_Name' | 'email'>) => ({
  id: s.student_id,
  name: [s.Student_First_Name, s.Student_Last_Name].filter(Boolean).join(' ') || s.email,
  email: s.email,
});

const byName = (a: RosterPerson, b: RosterPerson) => a.name.localeCompare(b.name) || a.id - b.id;

/** The members and the others, by name; a search keeps those whose name or email contains it (any case). */
export function rosterLists(people: readonly RosterPerson[], roster: readonly number[], search: string) {
  const inClass = new Set(roster);
  const needle = search.trim().toLowerCase();
  const shown = people
    .filter((p) => !needle || p.name.toLowerCase().includes(needle) || p.email.toLowerCase().includes(needle))
    .sort(byName);
  return {
    members: shown.filter((p) => inClass.has(p.id)),
    others: shown.filter((p) => !inClass.has(p.id)),
  };
}

/** The roster with `ids` added (each once, in the order they came) or taken out. */
export const withStudents = (roster: readonly number[], ids: readonly number[]) => [
  ...roster,
  ...ids.filter((id, index) => !roster.includes(id) && ids.indexOf(id) === index),
];
export const withoutStudents = (roster: readonly number[], ids: readonly number[]) =>
  roster.filter((id) => !ids.includes(id));
