// What a privacy export reads of a person's LMS link (issue 29, docs/privacy.md "The school's LMS"): the LMS
// accounts linked to them (the platform's `sub`, the names and email its last launch sent), and for a student
// which work they launched from which LMS link and the scores sent back (with the platform's words when it
// refused one). One statement a file.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../access/visibility';
import type { Db, Tx } from '../db/client';
import type { Row, Table } from './export-queries';

type Reader = Db | Tx;

const tableOf = (result: unknown): Table => ({
  columns: (result as { fields: Array<{ name: string }> }).fields.map((field) => field.name),
  rows: rowsOf<Row>(result),
});

/** The LMS accounts linked to the person, with the platform each is on. */
export async function ltiAccountRows(db: Reader, role: 'student' | 'teacher', id: number): Promise<Table> {
  const person = { student: sql`u.student_id = ${id}`, teacher: sql`u.teacher_id = ${id}` }[role];
  return tableOf(
    await db.execute(sql`select u.id, p.name as platform, p.issuer, u.sub, u.given_name, u.family_name, u.email,
        u.created_at
      from lti_users u join lti_platforms p on p.id = u.platform_id where ${person} order by u.id`),
  );
}

/** The sittings and warm-up results the student launched from an LMS link, and that link. */
export async function ltiWorkRows(db: Reader, student: number): Promise<Table> {
  return tableOf(
    await db.execute(sql`select w.kind, w.work_id, w.lti_user_id as lms_account, l.resource_link_id, l.title,
        l.lineitem_url
      from lti_work w join lti_users u on u.id = w.lti_user_id
      join lti_resource_links l on l.id = w.resource_link_id
      where u.student_id = ${student} order by w.kind, w.work_id`),
  );
}

/** The scores sent (or waiting, or refused) to the LMS gradebook for the student. */
export async function ltiScoreRows(db: Reader, student: number): Promise<Table> {
  return tableOf(
    await db.execute(sql`select s.id, s.kind, s.work_id, s.lti_user_id as lms_account, s.lineitem_url,
        s.score_given, s.score_maximum, s.scored_at, s.state, s.attempts, s.next_attempt_at, s.last_error,
        s.sent_at, s.created_at
      from lti_scores s join lti_users u on u.id = s.lti_user_id
      where u.student_id = ${student} order by s.id`),
  );
}

/** The teacher's deep-linking choices in progress (kept minutes). */
export async function ltiDeepLinkRows(db: Reader, teacher: number): Promise<Table> {
  return tableOf(
    await db.execute(sql`select d.id, d.platform_id, d.deployment_id, d.return_url, d.data, d.expires_at
      from lti_deep_links d where d.teacher_id = ${teacher} order by d.expires_at`),
  );
}
