// "Sync with LMS" on a class that came from an LMS course (NRPS, issue 29): the course's class list read
// whole (memberships.ts), then in one transaction its people found or created (people.ts's linkPeople, as a
// launch does), the new ones added to the class, and those linked to this LMS who are no longer enrolled
// (gone from the list, or Inactive or Deleted in it) taken out of the class; their results stay. People of
// the class who never came from this LMS are left alone. Every change is audited as the class screen's are.
import { LTI_SERVICE_MESSAGES, type RosterSyncResult } from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../access/visibility';
import { type AuditEvent, audit } from '../audit/record';
import { classEvent, membershipEvents, teacherChanges } from '../classrooms/events';
import type { AuthorisedClass } from '../classrooms/guard';
import { rosterStudents } from '../classrooms/queries';
import { classroomStudents, classroomTeachers, ltiContexts, ltiPlatforms } from '../db/schema/index';
import { badRequest } from '../plugins/errors';
import { readMemberships } from './memberships';
import { joinClass, type LinkedPerson, linkPeople } from './people';
import { allowLocalPlatforms } from './settings';

interface Member {
  kind: 'student' | 'teacher';
  id: number;
  /** Their `sub` on this LMS; null for a person of the class not linked to it. */
  sub: string | null;
}

const personId = (p: LinkedPerson) => ('student' in p ? p.student : p.teacher);
const key = (kind: string, id: number) => `${kind} ${id}`;

export async function syncRoster(app: FastifyInstance, classroom: AuthorisedClass): Promise<RosterSyncResult> {
  const [found] = await app.db
    .select({ context: ltiContexts, platform: ltiPlatforms })
    .from(ltiContexts)
    .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiContexts.platform))
    .where(eq(ltiContexts.classroom, classroom.id));
  if (!found) throw badRequest(LTI_SERVICE_MESSAGES.notFromLms);
  const { context, platform } = found;
  if (!context.memberships_url) throw badRequest(LTI_SERVICE_MESSAGES.noMembershipsService);
  const tool = { db: app.db, secret: app.config.ltiKeySecret, allowLocal: allowLocalPlatforms(app) };
  const members = await readMemberships(tool, platform, context.memberships_url);
  const enrolled = members.filter((m) => m.active);
  const enrolledSubs = new Set(enrolled.map((m) => m.sub));

  return app.db.transaction(async (tx) => {
    const { linked, refused } = await linkPeople(tx, platform, enrolled);
    const current = rowsOf<Member>(
      await tx.execute(sql`select 'student' as kind, cs.student_id as id, u.sub
          from classroom_students cs left join lti_users u on u.student_id = cs.student_id and u.platform_id = ${platform.id}
          where cs.classroom_id = ${classroom.id}
        union all
        select 'teacher', ct.teacher_id, u.sub
          from classroom_teachers ct left join lti_users u on u.teacher_id = ct.teacher_id and u.platform_id = ${platform.id}
          where ct.classroom_id = ${classroom.id}`),
    );
    const inClass = new Set(current.map((m) => key(m.kind, m.id)));
    const people = [...linked.values()];
    const added = people.filter((p) => !inClass.has(key(p.role, personId(p))));
    const gone = current.filter((m) => m.sub !== null && !enrolledSubs.has(m.sub));
    const byKind = (members: Member[]) => {
      const ids = { student: [] as number[], teacher: [] as number[] };
      for (const m of members) ids[m.kind].push(m.id);
      return ids;
    };
    const { student: goneStudents, teacher: goneTeachers } = byKind(gone);

    await joinClass(tx, classroom.id, added);
    const ref = { id: classroom.id, client: classroom.client, class_name: classroom.name };
    const events: AuditEvent[] = [];
    if (goneStudents.length > 0) {
      const names = await rosterStudents(tx, classroom.client, goneStudents);
      await tx
        .delete(classroomStudents)
        .where(and(eq(classroomStudents.classroom, classroom.id), inArray(classroomStudents.student, goneStudents)));
      events.push(...membershipEvents(ref, { added: [], removed: goneStudents }, names));
    }
    if (goneTeachers.length > 0) {
      await tx
        .delete(classroomTeachers)
        .where(and(eq(classroomTeachers.classroom, classroom.id), inArray(classroomTeachers.teacher, goneTeachers)));
      const after = byKind(current)
        .teacher.filter((id) => !goneTeachers.includes(id))
        .concat(added.flatMap((p) => ('teacher' in p ? [p.teacher] : [])));
      events.push(classEvent('class.updated', ref, teacherChanges(after, { added: [], removed: goneTeachers })));
    }
    const result = {
      added: added.length,
      removed: gone.length,
      unchanged: people.length - added.length,
      refused: refused.map((r) => ({ sub: r.sub, reason: r.reason })),
    };
    // The sync itself, by whom and with what outcome, beside each person's joining and leaving.
    events.push(
      classEvent('class.synced', ref, {
        added: [null, result.added],
        removed: [null, result.removed],
        refused: [null, result.refused.length],
      }),
    );
    await audit(tx, events);
    return result;
  });
}
