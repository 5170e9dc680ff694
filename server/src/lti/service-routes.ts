// The LTI services' routes (issue 29): the scores a class's students have on their way to the LMS gradebook,
// for the class results screen (each one's state: sent, waiting, refused with the platform's words), sending
// one again, and the class's roster sync with its LMS course.
import {
  classroomLmsSchema,
  idParams,
  LTI_SERVICE_MESSAGES,
  type LmsScore,
  lmsScoreSchema,
  rosterSyncResultSchema,
} from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { taughtStudentCondition } from '../access/lists';
import { teacherIdOf } from '../access/principal';
import { rowsOf } from '../access/visibility';
import { audit } from '../audit/record';
import { authorizeClass } from '../classrooms/guard';
import type { Db } from '../db/client';
import { notFound } from '../plugins/errors';
import { syncRoster } from './roster-sync';
import { markQueued } from '../lms-outbox/queue';
import { TAKING_AREA } from '../taking/audit-events';

const tags = ['lti'];

/** A score row as the API answers it (instants as ISO text, written by PostgreSQL). */
const SCORE_COLUMNS = sql.raw(`s.id, s.kind, s.work_id, u.student_id as student, s.state, s.score_given,
  s.score_maximum, s.attempts, s.last_error,
  to_char(s.sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as sent_at,
  to_char(s.next_attempt_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as next_attempt_at`);

/** The class's LMS course and the scores of its students now in it: one statement. */
async function classLms(db: Db, classroom: number) {
  const result = await db.execute(sql`select
      (select json_build_object('title', c.title, 'can_sync', c.memberships_url is not null)
        from lti_contexts c where c.classroom_id = ${classroom}) as context,
      coalesce((select json_agg(row_to_json(x) order by x.id) from (select ${SCORE_COLUMNS}
        from lti_scores s join lti_users u on u.id = s.lti_user_id
        where u.student_id in (select student_id from classroom_students where classroom_id = ${classroom})) x),
        '[]'::json) as scores`);
  const [row] = rowsOf<{ context: unknown; scores: unknown }>(result);
  return row!;
}

export default async function ltiServiceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/classroom/:id/lms/',
    {
      config: { access: 'classroom.results' },
      schema: { params: idParams('id'), tags: [...tags, 'classrooms'], response: { 200: classroomLmsSchema } },
    },
    async (request) => {
      const { id } = await authorizeClass(app, request, request.params.id);
      return classroomLmsSchema.parse(await classLms(app.db, id));
    },
  );

  app.post(
    '/api/lti/scores/:id/resend/',
    {
      config: { access: 'ltiScore.resend', audit: 'lti_score.resent' },
      schema: {
        params: idParams('id'),
        tags,
        description:
          'Sends the score to the LMS gradebook again (from its first attempt), whatever its state: sent, ' +
          'waiting, or refused once the cause is fixed in the LMS.',
        response: { 200: lmsScoreSchema },
      },
    },
    async (request) => {
      const id = request.params.id;
      const teacher = teacherIdOf(request.user) ?? -1;
      const [facts] = rowsOf<{
        client: number;
        student: number;
        taught: boolean;
        title: string;
        kind: 'master' | 'warmup';
        work_id: number;
      }>(
        await app.db.execute(sql`select p.client_id as client, u.student_id as student,
            ${taughtStudentCondition(teacher, sql`u.student_id`)} as taught,
            coalesce(m.test_name, r.test_name, '') as title, s.kind, s.work_id
          from lti_scores s join lti_platforms p on p.id = s.platform_id join lti_users u on u.id = s.lti_user_id
          left join master_sittings m on s.kind = 'master' and m.master_sitting_id = s.work_id
          left join warmup_results r on s.kind = 'warmup' and r.result_id = s.work_id
          where s.id = ${id}`),
      );
      if (!facts) throw notFound(LTI_SERVICE_MESSAGES.scoreNotFound);
      await request.authorize({ client: facts.client, student: facts.student, taught: Boolean(facts.taught) });
      const score = await app.db.transaction(async (tx) => {
        const [row] = rowsOf<LmsScore>(
          await tx.execute(sql`with s as (update lti_scores set state = 'waiting', attempts = 0,
              next_attempt_at = now(), last_error = '' where id = ${id} returning *)
            select ${SCORE_COLUMNS} from s join lti_users u on u.id = s.lti_user_id`),
        );
        await audit(tx, {
          action: 'lti_score.resent',
          client: facts.client,
          // The record whose score it is, as the taking path's events name it (its History shows the resend).
          subject: { type: TAKING_AREA[facts.kind], id: facts.work_id, label: facts.title },
          student: facts.student,
        });
        return row;
      });
      if (!score) throw notFound(LTI_SERVICE_MESSAGES.scoreNotFound);
      // The answer's end kicks the sender (lti/scores-timer.ts).
      markQueued();
      return lmsScoreSchema.parse(score);
    },
  );

  app.post(
    '/api/classroom/:id/sync/',
    {
      config: {
        access: 'classroom.sync',
        audit: [
          'class.synced',
          'class.student_added',
          'class.student_removed',
          'class.updated',
          'student.created',
          'teacher.created',
        ],
      },
      schema: {
        params: idParams('id'),
        tags: [...tags, 'classrooms'],
        description:
          "Reads the class list of the class's LMS course (NRPS) and makes the class follow it: people found or " +
          'created as at a launch, the new added, those linked to the LMS and no longer enrolled removed (their ' +
          'results stay). 400 for a class from no LMS course; 502 with a message when the LMS fails.',
        response: { 200: rosterSyncResultSchema },
      },
    },
    async (request) => syncRoster(app, await authorizeClass(app, request, request.params.id)),
  );
}
