import { describe, expect, it } from 'vitest';
import { personOf, rosterLists, withoutStudents, withStudents } from './rosterLists';

const people = [
  { id: 3, name: 'Cy Zane', email: 'cy@school.org' },
  { id: 1, name: 'Ann Best', email: 'ann@school.org' },
  { id: 2, name: 'Bob Best', email: 'bob@other.org' },
];

describe('rosterLists', () => {
  it('splits the students into the class and the others, by name', () => {
    expect(rosterLists(people, [3, 2], '')).toEqual({
      members: [people[2], people[0]],
      others: [people[1]],
    });
  });

  it('keeps those whose name or email holds the search, in any case', () => {
    expect(rosterLists(people, [3], ' BEST ').others.map((p) => p.id)).toEqual([1, 2]);
    expect(rosterLists(people, [3], 'school.org')).toEqual({ members: [people[0]], others: [people[1]] });
    expect(rosterLists(people, [3], 'nobody')).toEqual({ members: [], others: [] });
  });
});

describe('the roster after a change', () => {
  it('adds each student once and removes the ones named', () => {
    expect(withStudents([3], [1, 3, 2, 1])).toEqual([3, 1, 2]);
    expect(withoutStudents([3, 1, 2], [1, 9])).toEqual([3, 2]);
  });

  it('names a student by first and last name, else by email', () => {
    expect(personOf({ student_id: 4, Student_First_Name: 'Dee', Student_Last_Name: '', email: 'dee@x.org' })).toEqual({
      id: 4,
      name: 'Dee',
      email: 'dee@x.org',
    });
    expect(personOf({ student_id: 5, Student_First_Name: '', Student_Last_Name: '', email: 'e@x.org' }).name).toBe(
      'e@x.org',
    );
  });
});
