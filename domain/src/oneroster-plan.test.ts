import { describe, expect, it } from 'vitest';
import { type ExistingPerson, planOneRoster, type RosterState } from './oneroster-plan';
import { gradeOf, type Roster, type RosterClass, type RosterEnrollment, type RosterUser } from './oneroster-read';

const user = (sourcedId: string, role: string, line: number, more: Partial<RosterUser> = {}): RosterUser => ({
  sourcedId,
  status: 'active',
  role,
  givenName: `G${sourcedId}`,
  familyName: `F${sourcedId}`,
  middleName: undefined,
  email: '',
  orgs: ['sch1'],
  line,
  ...more,
});
const klass = (sourcedId: string, title: string, line: number, more: Partial<RosterClass> = {}): RosterClass => ({
  sourcedId,
  status: 'active',
  title,
  school: 'sch1',
  course: '',
  grades: [],
  line,
  ...more,
});
const enrol = (classSourcedId: string, userSourcedId: string, role: string, line: number): RosterEnrollment => ({
  status: 'active',
  classSourcedId,
  userSourcedId,
  role,
  line,
});

/** A school: two classes (Algebra for grade 9, whose course is SAT; Art), two students, a teacher, an aide. */
const school = (): Roster => ({
  modes: { users: 'bulk', classes: 'bulk', enrollments: 'bulk' },
  orgs: [{ sourcedId: 'sch1', name: 'North High', type: 'school', parent: '', line: 2 }],
  users: [
    user('s1', 'student', 2, { email: 'asha@school.org' }),
    user('s2', 'student', 3),
    user('t1', 'teacher', 4, { email: 'tara@school.org' }),
    user('a1', 'aide', 5),
  ],
  classes: [klass('c1', 'Algebra', 2, { course: 'k1', grades: ['KG', '09'] }), klass('c2', 'Art', 3)],
  enrollments: [
    enrol('c1', 's1', 'student', 2),
    enrol('c1', 's2', 'student', 3),
    enrol('c1', 't1', 'teacher', 4),
    enrol('c2', 's2', 'student', 5),
    enrol('c2', 'a1', 'aide', 6),
  ],
  courses: new Map([['k1', 'sat']]),
  problems: [],
  leftOut: new Set(),
});

const empty = (): RosterState => ({
  people: { students: [], teachers: [] },
  classes: [],
  memberships: [],
  elsewhere: { students: new Set(), teachers: new Set() },
  programs: ['Tutoring', 'SAT'],
});

const person = (id: number, sourcedId: string | null, more: Partial<ExistingPerson> = {}): ExistingPerson => ({
  id,
  sourcedId,
  email: '',
  first: `G${sourcedId}`,
  middle: '',
  last: `F${sourcedId}`,
  disabled: false,
  ...more,
});

/** The client as the first import of school() leaves it: ids 1, 2 (students), 10 (teacher), 100, 101 (classes). */
const imported = (): RosterState => ({
  ...empty(),
  people: {
    students: [person(1, 's1', { email: 'asha@school.org' }), person(2, 's2')],
    teachers: [person(10, 't1', { email: 'tara@school.org' })],
  },
  classes: [
    { id: 100, sourcedId: 'c1', name: 'Algebra', grade: 9, archived: false },
    { id: 101, sourcedId: 'c2', name: 'Art', grade: null, archived: false },
  ],
  memberships: [
    { kind: 'students', classroom: 100, member: 1 },
    { kind: 'students', classroom: 100, member: 2 },
    { kind: 'teachers', classroom: 100, member: 10 },
    { kind: 'students', classroom: 101, member: 2 },
  ],
});

describe('planning a OneRoster import', () => {
  it('creates the people, classes and memberships of a first import; an aide is left out', () => {
    const plan = planOneRoster(school(), empty(), { program: 'tutoring' });
    expect(plan.org).toBe('sch1');
    expect(plan.people.students.create).toEqual([
      { sourcedId: 's1', first: 'Gs1', middle: '', last: 'Fs1', email: 'asha@school.org' },
      { sourcedId: 's2', first: 'Gs2', middle: '', last: 'Fs2', email: '' },
    ]);
    expect(plan.people.teachers.create.map((t) => t.sourcedId)).toEqual(['t1']);
    // Algebra's course is titled "sat": the program SAT; Art's names none: the one chosen, as the program list spells it.
    expect(plan.classes.create).toEqual([
      { sourcedId: 'c1', name: 'Algebra', program: 'SAT', grade: 9 },
      { sourcedId: 'c2', name: 'Art', program: 'Tutoring', grade: null },
    ]);
    expect(plan.memberships.add).toEqual([
      { kind: 'students', classSourcedId: 'c1', memberSourcedId: 's1' },
      { kind: 'students', classSourcedId: 'c1', memberSourcedId: 's2' },
      { kind: 'teachers', classSourcedId: 'c1', memberSourcedId: 't1' },
      { kind: 'students', classSourcedId: 'c2', memberSourcedId: 's2' },
    ]);
    expect(plan.skipped).toEqual({ otherRoles: 1, otherOrgs: 0 });
    expect(plan.problems).toEqual([]);
    expect(plan.programRequired).toBe(false);
  });

  it('asks for a program when a new class’s course names none', () => {
    expect(planOneRoster(school(), empty()).programRequired).toBe(true);
    expect(planOneRoster(school(), imported()).programRequired).toBe(false);
  });

  it('plans nothing when the same export comes again', () => {
    const plan = planOneRoster(school(), imported());
    expect(plan.people.students).toEqual({ create: [], update: [], disable: [] });
    expect(plan.people.teachers).toEqual({ create: [], update: [], disable: [] });
    expect(plan.classes).toEqual({ create: [], update: [], archive: [] });
    expect(plan.memberships).toEqual({ add: [], remove: [] });
  });

  it('moves a student, renames, and takes out one who left (tobedeleted) from all their classes', () => {
    const roster = school();
    roster.users[0] = user('s1', 'student', 2, { email: 'asha.rao@school.org', familyName: 'Rao' });
    roster.users[1] = user('s2', 'student', 3, { status: 'tobedeleted' });
    // s1 moves from Algebra to Art; s2's enrollments are gone from the bulk file.
    roster.enrollments = [enrol('c2', 's1', 'student', 2), enrol('c1', 't1', 'teacher', 3)];
    const state = imported();
    // A student the school added by hand to Art stays: the roster did not bring them.
    state.people.students.push(person(3, null));
    state.memberships.push({ kind: 'students', classroom: 101, member: 3 });
    const plan = planOneRoster(roster, state);
    expect(plan.people.students.update).toEqual([
      { before: state.people.students[0], changes: { last: 'Rao', email: 'asha.rao@school.org' } },
    ]);
    expect(plan.people.students.disable.map((p) => p.id)).toEqual([2]);
    expect(plan.memberships.add).toEqual([{ kind: 'students', classSourcedId: 'c2', memberSourcedId: 's1' }]);
    expect(plan.memberships.remove).toEqual([
      { kind: 'students', classroom: 100, member: 1 },
      { kind: 'students', classroom: 100, member: 2 },
      { kind: 'students', classroom: 101, member: 2 },
    ]);
  });

  it('in a delta file, removes only the enrollments marked tobedeleted', () => {
    const roster = school();
    roster.modes.enrollments = 'delta';
    roster.users = [];
    roster.classes = [];
    roster.enrollments = [
      { ...enrol('c1', 's2', 'student', 2), status: 'tobedeleted' },
      enrol('c2', 's1', 'student', 3),
    ];
    const plan = planOneRoster(roster, imported());
    expect(plan.memberships.remove).toEqual([{ kind: 'students', classroom: 100, member: 2 }]);
    expect(plan.memberships.add).toEqual([{ kind: 'students', classSourcedId: 'c2', memberSourcedId: 's1' }]);
  });

  it('lists the orgs of an export holding several and plans nothing until one is chosen; a district holds its schools', () => {
    const roster = school();
    roster.orgs = [
      { sourcedId: 'd1', name: 'District', type: 'district', parent: '', line: 2 },
      { sourcedId: 'sch1', name: 'North High', type: 'school', parent: 'd1', line: 3 },
      { sourcedId: 'sch2', name: 'South High', type: 'school', parent: 'd1', line: 4 },
    ];
    roster.users.push(user('s9', 'student', 6, { orgs: ['sch2'] }));
    roster.classes.push(klass('c9', 'Biology', 4, { school: 'sch2' }));
    roster.enrollments.push(enrol('c9', 's9', 'student', 7));
    const none = planOneRoster(roster, empty(), { program: 'SAT' });
    expect(none.orgRequired).toBe(true);
    expect(none.orgs.map((o) => o.sourcedId)).toEqual(['d1', 'sch1', 'sch2']);
    expect(none.people.students.create).toEqual([]);

    const south = planOneRoster(roster, empty(), { org: 'sch2', program: 'SAT' });
    expect(south.people.students.create.map((s) => s.sourcedId)).toEqual(['s9']);
    expect(south.classes.create.map((c) => c.sourcedId)).toEqual(['c9']);
    expect(south.memberships.add).toEqual([{ kind: 'students', classSourcedId: 'c9', memberSourcedId: 's9' }]);
    // 3 users and 2 classes of North High; the aide is of another role first.
    expect(south.skipped).toEqual({ otherRoles: 1, otherOrgs: 5 });

    const district = planOneRoster(roster, empty(), { org: 'd1', program: 'SAT' });
    expect(district.people.students.create.map((s) => s.sourcedId)).toEqual(['s1', 's2', 's9']);

    const unknown = planOneRoster(roster, empty(), { org: 'nowhere' });
    expect(unknown.orgRequired).toBe(true);
    expect(unknown.problems.map((p) => p.message)).toEqual(['No organisation nowhere in orgs.csv']);
  });

  it('leaves out, by file and line, an email of another client, an unknown class, a user left out', () => {
    const roster = school();
    roster.enrollments.push(enrol('c7', 's1', 'student', 7));
    const state = empty();
    state.elsewhere.students = new Set(['asha@school.org']);
    const plan = planOneRoster(roster, state, { program: 'SAT' });
    expect(plan.people.students.create.map((s) => s.sourcedId)).toEqual(['s2']);
    expect(plan.problems.map((p) => [p.file, p.line, p.field, p.message])).toEqual([
      ['enrollments.csv', 2, 'userSourcedId', 'User s1 is not imported (see their problem)'],
      ['enrollments.csv', 7, 'classSourcedId', 'No class c7 in classes.csv or among the classes imported before'],
      ['users.csv', 2, 'email', 'asha@school.org belongs to a person of another client: this person is left out'],
    ]);
  });

  it('takes over a person of the client with the same email and no sourcedId, and tells apart classes of one title', () => {
    const roster = school();
    roster.classes.push(klass('c3', 'Algebra', 4));
    const state = empty();
    state.people.teachers.push(person(50, null, { email: 'tara@school.org', first: 'Tara', last: 'Iyer' }));
    state.classes.push({ id: 7, sourcedId: null, name: 'art', grade: null, archived: false });
    const plan = planOneRoster(roster, state, { program: 'SAT' });
    expect(plan.people.teachers.create).toEqual([]);
    expect(plan.people.teachers.update).toEqual([
      { before: state.people.teachers[0], changes: { sourcedId: 't1', first: 'Gt1', last: 'Ft1' } },
    ]);
    expect(plan.classes.create.map((c) => c.name)).toEqual(['Algebra', 'Art (c2)', 'Algebra (c3)']);
  });

  it('reads a class’s grade: the first of 1 to 12', () => {
    expect(gradeOf(['PK', 'KG', '09', '10'])).toBe(9);
    expect(gradeOf(['13', '12'])).toBe(12);
    expect(gradeOf(['KG', 'Other'])).toBeNull();
  });
});
