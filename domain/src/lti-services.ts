// The LTI services of a class (issue 29): the scores sent back to the LMS gradebook (AGS) with each one's
// state, sending one again, and the roster sync from the LMS course (NRPS). The API contract and the words
// the screens and the server share.
import { z } from 'zod';
import { msg } from './i18n';

export const LTI_SERVICE_MESSAGES = {
  notFromLms: msg('This class did not come from an LMS course: it has no class list there to sync with.'),
  noMembershipsService: msg(
    'The LMS has not offered this course’s class list: turn on Names and Role Provisioning for this tool in the LMS, then launch it once from the course.',
  ),
  rosterUnreachable: msg('The class list could not be read from the LMS: {{why}}'),
  rosterRefused: msg('The LMS refused to give the class list (status {{status}}): {{why}}'),
  rosterGarbage: msg('The LMS answered something that is not a class list: {{why}}'),
  rosterTooLong: msg('The LMS class list runs to more than {{pages}} pages: nothing was changed.'),
  tokenRefused: msg(
    'The LMS refused this tool’s access: {{why}} Ask your school’s admin to check the registration under LMS connections.',
  ),
  scoreNotFound: msg('No such score'),
  resent: msg('The score will be sent again in a moment.'),
} as const;

export const LMS_SCORE_STATES = ['waiting', 'sent', 'refused'] as const;
export type LmsScoreState = (typeof LMS_SCORE_STATES)[number];

/** One score on its way to (or in) the LMS gradebook: a class results cell's record is `work_id`. */
export const lmsScoreSchema = z.object({
  id: z.number(),
  /** 'master' for a test's sitting, 'warmup' for a warm-up result. */
  kind: z.enum(['master', 'warmup']),
  work_id: z.number(),
  student: z.number(),
  state: z.enum(LMS_SCORE_STATES),
  score_given: z.number(),
  score_maximum: z.number(),
  attempts: z.number(),
  /** The platform's words when it refused, or the last failure while waiting. */
  last_error: z.string(),
  sent_at: z.string().nullable(),
  next_attempt_at: z.string(),
});
export type LmsScore = z.infer<typeof lmsScoreSchema>;

/** GET /api/classroom/{id}/lms/: the class's LMS course (null when it came from none) and its students' scores. */
export const classroomLmsSchema = z.object({
  context: z
    .object({
      title: z.string(),
      /** Whether the LMS offered the course's class list (the roster sync works). */
      can_sync: z.boolean(),
    })
    .nullable(),
  scores: z.array(lmsScoreSchema),
});
export type ClassroomLms = z.infer<typeof classroomLmsSchema>;

/** POST /api/classroom/{id}/sync/: who joined, who left, who stayed, and the members the LMS gave that were refused. */
export const rosterSyncResultSchema = z.object({
  added: z.number(),
  removed: z.number(),
  unchanged: z.number(),
  refused: z.array(z.object({ sub: z.string(), reason: z.string() })),
});
export type RosterSyncResult = z.infer<typeof rosterSyncResultSchema>;
