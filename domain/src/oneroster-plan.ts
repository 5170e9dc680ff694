// What a OneRoster export changes in a client (issue 29), worked out from the export and the client's
// records as they are, with no I/O: the server loads the records, applies the plan in one transaction.
// Every record is matched by its sourcedId, so the same export imported again plans nothing.
import { msg } from './i18n';
import { fill, type Text } from './message';
import {
  gradeOf,
  type Roster,
  type RosterOrg,
  type RosterProblem,
  type RosterUser,
  rosterProblem,
} from './oneroster-read';

export type PeopleKind = 'students' | 'teachers';
const KINDS: readonly PeopleKind[] = ['students', 'teachers'];
/** The OneRoster roles that become people here; any other (administrator, aide, guardian, …) is left out. */
const KIND_OF_ROLE: Readonly<Record<string, PeopleKind>> = { student: 'students', teacher: 'teachers' };

export interface ExistingPerson {
  id: number;
  sourcedId: string | null;
  email: string;
  first: string;
  middle: string;
  last: string;
  disabled: boolean;
}
export interface ExistingClass {
  id: number;
  sourcedId: string | null;
  name: string;
  grade: number | null;
  archived: boolean;
}
export interface Membership {
  kind: PeopleKind;
  classroom: number;
  member: number;
}

/** The client's records an import is planned against. */
export interface RosterState {
  /** Its people with a sourcedId, and those holding an email of the export. */
  people: Record<PeopleKind, ExistingPerson[]>;
  classes: ExistingClass[];
  memberships: Membership[];
  /** Emails of the export that another client's students (teachers) already have. */
  elsewhere: Record<PeopleKind, ReadonlySet<string>>;
  /** The programs (course types) a new class may have. */
  programs: readonly string[];
}

export interface RosterChoices {
  /** The org of the export that is this client (needed when it holds several). */
  org?: string | undefined;
  /** The program of new classes whose course names none. */
  program?: string | undefined;
}

export interface NewPerson {
  sourcedId: string;
  first: string;
  middle: string;
  last: string;
  email: string;
}
export type PersonChanges = Partial<Omit<NewPerson, 'sourcedId'>> & { sourcedId?: string; enable?: true };
export interface PersonUpdate {
  before: ExistingPerson;
  changes: PersonChanges;
}
export interface NewClass {
  sourcedId: string;
  name: string;
  program: string;
  grade: number | null;
}
export interface ClassUpdate {
  before: ExistingClass;
  changes: { name?: string; grade?: number | null; unarchive?: true };
}
/** A membership to add, its class and member named by sourcedId (new ones have no id yet). */
export interface NewMembership {
  kind: PeopleKind;
  classSourcedId: string;
  memberSourcedId: string;
}

export interface RosterPlan {
  orgs: RosterOrg[];
  org: string | null;
  /** Several orgs and none chosen (or an unknown one): nothing is planned until one is. */
  orgRequired: boolean;
  /** A new class has no program: its course names none and none was chosen. */
  programRequired: boolean;
  people: Record<PeopleKind, { create: NewPerson[]; update: PersonUpdate[]; disable: ExistingPerson[] }>;
  classes: { create: NewClass[]; update: ClassUpdate[]; archive: ExistingClass[] };
  memberships: { add: NewMembership[]; remove: Membership[] };
  skipped: { otherRoles: number; otherOrgs: number };
  problems: RosterProblem[];
}

export const ONEROSTER_PLAN_MESSAGES = {
  unknownOrg: (org: string) => fill(msg('No organisation {{org}} in orgs.csv'), { org }),
  unknownProgram: (program: string) => fill(msg('No program {{program}}'), { program }),
  emailElsewhere: (email: string) =>
    fill(msg('{{email}} belongs to a person of another client: this person is left out'), { email }),
  emailTaken: (email: string) => fill(msg('{{email}} belongs to another person of this client'), { email }),
  emailRepeated: (email: string, line: number) => fill(msg('{{email}} also appears on line {{line}}'), { email, line }),
  unknownClass: (id: string) =>
    fill(msg('No class {{id}} in classes.csv or among the classes imported before'), { id }),
  unknownUser: (id: string) => fill(msg('No user {{id}} in users.csv or among the people imported before'), { id }),
  classLeftOut: (id: string) => fill(msg('Class {{id}} is not imported (see its problem)'), { id }),
  userLeftOut: (id: string) => fill(msg('User {{id}} is not imported (see their problem)'), { id }),
  nameTaken: (name: string) => fill(msg('Another class of this client is named {{name}}'), { name }),
} as const;

/** The chosen org and the orgs below it (a district's schools), by parentSourcedId. */
function orgsUnder(orgs: readonly RosterOrg[], chosen: string): Set<string> {
  const under = new Set([chosen]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const org of orgs)
      if (!under.has(org.sourcedId) && under.has(org.parent)) {
        under.add(org.sourcedId);
        grew = true;
      }
  }
  return under;
}

const emptyPlan = (orgs: RosterOrg[], problems: RosterProblem[]): RosterPlan => ({
  orgs,
  org: null,
  orgRequired: true,
  programRequired: false,
  people: {
    students: { create: [], update: [], disable: [] },
    teachers: { create: [], update: [], disable: [] },
  },
  classes: { create: [], update: [], archive: [] },
  memberships: { add: [], remove: [] },
  skipped: { otherRoles: 0, otherOrgs: 0 },
  problems,
});

const byLine = (a: RosterProblem, b: RosterProblem) => a.file.localeCompare(b.file) || a.line - b.line;

/** What importing `roster` into the client whose records are `state` changes. */
export function planOneRoster(roster: Roster, state: RosterState, choices: RosterChoices = {}): RosterPlan {
  const problems = [...roster.problems];
  const chosen = choices.org ?? (roster.orgs.length === 1 ? roster.orgs[0]!.sourcedId : undefined);
  if (chosen === undefined || !roster.orgs.some((o) => o.sourcedId === chosen)) {
    if (chosen !== undefined)
      problems.push(rosterProblem('orgs.csv', 0, 'sourcedId', ONEROSTER_PLAN_MESSAGES.unknownOrg(chosen)));
    return emptyPlan(roster.orgs, problems.sort(byLine));
  }
  const plan = emptyPlan(roster.orgs, problems);
  plan.org = chosen;
  plan.orgRequired = false;
  const inOrg = orgsUnder(roster.orgs, chosen);
  const kindOfUser = planPeople(roster, state, inOrg, plan);
  const classIds = planClasses(roster, state, inOrg, choices, plan);
  planMemberships(roster, state, kindOfUser, classIds, plan);
  plan.problems.sort(byLine);
  return plan;
}

/** What became of each user of the file: their kind, or why they have none here. */
type UserOutcome = { kind: PeopleKind; gone: boolean } | 'otherRole' | 'otherOrg' | 'leftOut';

function planPeople(roster: Roster, state: RosterState, inOrg: Set<string>, plan: RosterPlan) {
  const outcome = new Map<string, UserOutcome>([...roster.leftOut].map((id) => [id, 'leftOut' as const]));
  const emailLines = { students: new Map<string, number>(), teachers: new Map<string, number>() };
  const bySourced = Object.fromEntries(
    KINDS.map((k) => [k, new Map(state.people[k].filter((p) => p.sourcedId).map((p) => [p.sourcedId!, p]))]),
  ) as Record<PeopleKind, Map<string, ExistingPerson>>;
  const byEmail = Object.fromEntries(
    KINDS.map((k) => [k, new Map(state.people[k].filter((p) => p.email).map((p) => [p.email, p]))]),
  ) as Record<PeopleKind, Map<string, ExistingPerson>>;
  const leaveOut = (user: RosterUser, field: string, text: Text) => {
    plan.problems.push(rosterProblem('users.csv', user.line, field, text));
    outcome.set(user.sourcedId, 'leftOut');
  };

  for (const user of roster.users) {
    const kind = KIND_OF_ROLE[user.role];
    if (!kind) {
      plan.skipped.otherRoles += 1;
      outcome.set(user.sourcedId, 'otherRole');
      continue;
    }
    if (!user.orgs.some((org) => inOrg.has(org))) {
      plan.skipped.otherOrgs += 1;
      outcome.set(user.sourcedId, 'otherOrg');
      continue;
    }
    const existing = bySourced[kind].get(user.sourcedId);
    if (user.status === 'tobedeleted') {
      if (existing && !existing.disabled) plan.people[kind].disable.push(existing);
      outcome.set(user.sourcedId, { kind, gone: true });
      continue;
    }
    let target = existing;
    if (user.email) {
      if (state.elsewhere[kind].has(user.email)) {
        leaveOut(user, 'email', ONEROSTER_PLAN_MESSAGES.emailElsewhere(user.email));
        continue;
      }
      const earlier = emailLines[kind].get(user.email);
      if (earlier !== undefined) {
        leaveOut(user, 'email', ONEROSTER_PLAN_MESSAGES.emailRepeated(user.email, earlier));
        continue;
      }
      emailLines[kind].set(user.email, user.line);
      const holder = byEmail[kind].get(user.email);
      if (holder && holder !== existing) {
        // Someone the school added by hand before it rostered: the export's record is them.
        if (!existing && holder.sourcedId === null) target = holder;
        else {
          leaveOut(user, 'email', ONEROSTER_PLAN_MESSAGES.emailTaken(user.email));
          continue;
        }
      }
    }
    outcome.set(user.sourcedId, { kind, gone: false });
    const fields = { first: user.givenName, last: user.familyName, middle: user.middleName, email: user.email };
    if (!target) {
      plan.people[kind].create.push({ sourcedId: user.sourcedId, ...fields, middle: fields.middle ?? '' });
      continue;
    }
    const changes: PersonChanges = {};
    if (target.sourcedId !== user.sourcedId) changes.sourcedId = user.sourcedId;
    if (target.first !== fields.first) changes.first = fields.first;
    if (target.last !== fields.last) changes.last = fields.last;
    if (fields.middle !== undefined && target.middle !== fields.middle) changes.middle = fields.middle;
    // An export without the email keeps the one the person has (their password sign-in depends on it).
    if (fields.email && target.email !== fields.email) changes.email = fields.email;
    if (target.disabled) changes.enable = true;
    if (Object.keys(changes).length) plan.people[kind].update.push({ before: target, changes });
  }
  return outcome;
}

/** Plans the classes; answers each class's outcome: its sourcedId kept, or why it is not imported. */
function planClasses(
  roster: Roster,
  state: RosterState,
  inOrg: Set<string>,
  choices: RosterChoices,
  plan: RosterPlan,
): Map<string, 'ok' | 'gone' | 'otherOrg' | 'leftOut'> {
  const outcome = new Map<string, 'ok' | 'gone' | 'otherOrg' | 'leftOut'>(
    [...roster.leftOut].map((id) => [id, 'leftOut' as const]),
  );
  const bySourced = new Map(state.classes.filter((c) => c.sourcedId).map((c) => [c.sourcedId!, c]));
  const programOf = new Map(state.programs.map((p) => [p.toLowerCase(), p]));
  const chosenProgram = choices.program ? programOf.get(choices.program.toLowerCase()) : undefined;
  if (choices.program && !chosenProgram)
    plan.problems.push(
      rosterProblem('classes.csv', 0, 'program', ONEROSTER_PLAN_MESSAGES.unknownProgram(choices.program)),
    );
  // Class names are unique in a client whatever their case: each class's name, by the class holding it.
  const holder = new Map(state.classes.map((c) => [c.name.toLowerCase(), c.sourcedId ?? `#${c.id}`]));

  for (const c of roster.classes) {
    if (!inOrg.has(c.school)) {
      plan.skipped.otherOrgs += 1;
      outcome.set(c.sourcedId, 'otherOrg');
      continue;
    }
    const existing = bySourced.get(c.sourcedId);
    if (c.status === 'tobedeleted') {
      if (existing && !existing.archived) plan.classes.archive.push(existing);
      outcome.set(c.sourcedId, 'gone');
      continue;
    }
    // Two sections of one course often share a title: the later one is told apart by its sourcedId.
    const free = (name: string) => [undefined, c.sourcedId].includes(holder.get(name.toLowerCase()));
    const name = [c.title, `${c.title} (${c.sourcedId})`].find(free);
    if (name === undefined) {
      plan.problems.push(rosterProblem('classes.csv', c.line, 'title', ONEROSTER_PLAN_MESSAGES.nameTaken(c.title)));
      outcome.set(c.sourcedId, 'leftOut');
      continue;
    }
    if (existing && existing.name.toLowerCase() !== name.toLowerCase()) holder.delete(existing.name.toLowerCase());
    holder.set(name.toLowerCase(), c.sourcedId);
    outcome.set(c.sourcedId, 'ok');
    const grade = gradeOf(c.grades);
    if (!existing) {
      const program = programOf.get((roster.courses.get(c.course) ?? '').toLowerCase()) ?? chosenProgram ?? '';
      if (!program) plan.programRequired = true;
      plan.classes.create.push({ sourcedId: c.sourcedId, name, program, grade });
      continue;
    }
    const changes: ClassUpdate['changes'] = {};
    if (existing.name !== name) changes.name = name;
    // A class whose export names no grade keeps the one it has.
    if (c.grades.length && existing.grade !== grade) changes.grade = grade;
    if (existing.archived) changes.unarchive = true;
    if (Object.keys(changes).length) plan.classes.update.push({ before: existing, changes });
  }
  return outcome;
}

function planMemberships(
  roster: Roster,
  state: RosterState,
  users: Map<string, UserOutcome>,
  classes: Map<string, 'ok' | 'gone' | 'otherOrg' | 'leftOut'>,
  plan: RosterPlan,
) {
  const classBySourced = new Map(state.classes.filter((c) => c.sourcedId).map((c) => [c.sourcedId!, c]));
  const classSourced = new Map(state.classes.map((c) => [c.id, c.sourcedId]));
  // Each person's sourcedId as it will be (one adopted by this import has theirs from now on).
  const sourcedOf = Object.fromEntries(
    KINDS.map((k) => [k, new Map(state.people[k].map((p) => [p.id, p.sourcedId]))]),
  ) as Record<PeopleKind, Map<number, string | null>>;
  for (const k of KINDS)
    for (const u of plan.people[k].update) if (u.changes.sourcedId) sourcedOf[k].set(u.before.id, u.changes.sourcedId);
  const personBySourced = Object.fromEntries(
    KINDS.map((k) => [k, new Set([...sourcedOf[k].values()].filter((s): s is string => s !== null))]),
  ) as Record<PeopleKind, Set<string>>;
  const key = (kind: PeopleKind, classId: string, member: string) => `${kind}|${classId}|${member}`;
  const existing = new Set<string>();
  for (const m of state.memberships) {
    const c = classSourced.get(m.classroom);
    const p = sourcedOf[m.kind].get(m.member);
    if (c && p) existing.add(key(m.kind, c, p));
  }

  const wanted = new Map<string, NewMembership>();
  const unwanted = new Set<string>();
  for (const e of roster.enrollments) {
    if (!KIND_OF_ROLE[e.role]) continue;
    const problem = (field: string, text: Text) =>
      plan.problems.push(rosterProblem('enrollments.csv', e.line, field, text));
    const classOutcome = classes.get(e.classSourcedId) ?? (classBySourced.has(e.classSourcedId) ? 'ok' : undefined);
    if (classOutcome === 'otherOrg') continue;
    if (classOutcome === undefined) {
      problem('classSourcedId', ONEROSTER_PLAN_MESSAGES.unknownClass(e.classSourcedId));
      continue;
    }
    if (classOutcome === 'leftOut') {
      problem('classSourcedId', ONEROSTER_PLAN_MESSAGES.classLeftOut(e.classSourcedId));
      continue;
    }
    if (classOutcome === 'gone') continue;
    let user = users.get(e.userSourcedId);
    if (user === undefined) {
      const kind = KINDS.find((k) => personBySourced[k].has(e.userSourcedId));
      if (kind) user = { kind, gone: false };
    }
    if (user === undefined) {
      problem('userSourcedId', ONEROSTER_PLAN_MESSAGES.unknownUser(e.userSourcedId));
      continue;
    }
    if (user === 'leftOut') {
      problem('userSourcedId', ONEROSTER_PLAN_MESSAGES.userLeftOut(e.userSourcedId));
      continue;
    }
    if (user === 'otherRole' || user === 'otherOrg' || user.gone) continue;
    const k = key(user.kind, e.classSourcedId, e.userSourcedId);
    if (e.status === 'tobedeleted') unwanted.add(k);
    else wanted.set(k, { kind: user.kind, classSourcedId: e.classSourcedId, memberSourcedId: e.userSourcedId });
  }
  for (const [k, m] of wanted) if (!existing.has(k)) plan.memberships.add.push(m);

  // Taken out: the enrollments marked tobedeleted; in a bulk file, every rostered member of a class of the
  // file that the file no longer enrolls; and everyone who left, from all their classes.
  const gone = Object.fromEntries(KINDS.map((k) => [k, new Set(plan.people[k].disable.map((p) => p.id))])) as Record<
    PeopleKind,
    Set<number>
  >;
  const idOf = Object.fromEntries(
    KINDS.map((k) => [k, new Map(state.people[k].map((p) => [p.sourcedId, p.id]))]),
  ) as Record<PeopleKind, Map<string | null, number>>;
  for (const [sourcedId, user] of users) {
    if (typeof user !== 'object' || !user.gone) continue;
    const id = idOf[user.kind].get(sourcedId);
    if (id !== undefined) gone[user.kind].add(id);
  }
  const bulkClasses = new Set(
    roster.modes.enrollments === 'bulk'
      ? roster.classes.filter((c) => classes.get(c.sourcedId) === 'ok').map((c) => c.sourcedId)
      : [],
  );
  for (const m of state.memberships) {
    const c = classSourced.get(m.classroom);
    const p = sourcedOf[m.kind].get(m.member);
    const k = c && p ? key(m.kind, c, p) : undefined;
    const out =
      gone[m.kind].has(m.member) ||
      (k !== undefined && unwanted.has(k)) ||
      (k !== undefined && c !== null && c !== undefined && bulkClasses.has(c) && !wanted.has(k));
    if (out) plan.memberships.remove.push(m);
  }
}
