// The answer of POST /api/import-oneroster/ (issue 29): what the import did (or, previewed, would do),
// counted, with every row it left out by file and line, and the export's orgs to choose from.
import { z } from 'zod';
import { optionalIdField } from './person-fields';
import { msg } from './i18n';
import { fill } from './message';
import type { RosterPlan } from './oneroster-plan';

export const oneRosterQuerySchema = z.object({
  client: optionalIdField(msg('No such client')),
  preview: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  org: z.string().trim().min(1).max(255).optional(),
  program: z.string().trim().min(1).max(255).optional(),
});

const counted = z.object({ created: z.number(), updated: z.number(), removed: z.number() });

export const rosterProblemSchema = z.object({
  file: z.string(),
  line: z.number(),
  field: z.string(),
  message: z.string(),
  message_key: z.string(),
  message_values: z.record(z.string(), z.unknown()),
});

export const oneRosterReportSchema = z.object({
  message: z.string(),
  preview: z.boolean(),
  orgs: z.array(z.object({ sourcedId: z.string(), name: z.string(), type: z.string() })),
  org: z.string().nullable(),
  org_required: z.boolean(),
  program_required: z.boolean(),
  /** Students and teachers: created, updated, removed (taken out of their classes, sign-in closed). */
  students: counted,
  teachers: counted,
  /** Classes: created, updated, removed (archived). */
  classes: counted,
  memberships: z.object({ added: z.number(), removed: z.number() }),
  skipped: z.object({ other_roles: z.number(), other_orgs: z.number() }),
  problems: z.array(rosterProblemSchema),
  /** Invitations to choose a password mailed to the new people with an email (none in a preview). */
  invited: z.number(),
  invitations_failed: z.number(),
});
export type OneRosterReport = z.infer<typeof oneRosterReportSchema>;

export const ONEROSTER_REPORT_MESSAGES = {
  chooseOrg: msg('The export holds several organisations: choose the one that is this client'),
  chooseProgram: msg('Choose the program of the new classes'),
  preview: msg('Nothing was saved: this is what the import would do'),
  imported: msg('The roster was imported'),
  unchanged: msg('The roster was imported: nothing had changed'),
  invitationsFailed: (n: number) =>
    fill(msg('Invitations not mailed: {{n}}. Send them again from the teacher and student screens.'), { n }),
} as const;

/** Whether the plan changes anything at all. */
export function planChanges(plan: RosterPlan): boolean {
  const { people, classes, memberships } = plan;
  return [
    people.students.create,
    people.students.update,
    people.students.disable,
    people.teachers.create,
    people.teachers.update,
    people.teachers.disable,
    classes.create,
    classes.update,
    classes.archive,
    memberships.add,
    memberships.remove,
  ].some((list) => list.length > 0);
}

/** The report of a plan (its counts); the caller adds the message and the invitations. */
export function reportOf(plan: RosterPlan, preview: boolean): Omit<OneRosterReport, 'message'> {
  const people = (kind: 'students' | 'teachers') => ({
    created: plan.people[kind].create.length,
    updated: plan.people[kind].update.length,
    removed: plan.people[kind].disable.length,
  });
  return {
    preview,
    orgs: plan.orgs.map(({ sourcedId, name, type }) => ({ sourcedId, name, type })),
    org: plan.org,
    org_required: plan.orgRequired,
    program_required: plan.programRequired,
    students: people('students'),
    teachers: people('teachers'),
    classes: {
      created: plan.classes.create.length,
      updated: plan.classes.update.length,
      removed: plan.classes.archive.length,
    },
    memberships: { added: plan.memberships.add.length, removed: plan.memberships.remove.length },
    skipped: { other_roles: plan.skipped.otherRoles, other_orgs: plan.skipped.otherOrgs },
    problems: plan.problems,
    invited: 0,
    invitations_failed: 0,
  };
}
