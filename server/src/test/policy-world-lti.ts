// The LTI part of the policy test's world (issue 29): an LMS tenant A connected, and the requests that aim
// at it, kept beside policy-world.ts so that file stays readable.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ltiDeepLinks, ltiPlatforms, ltiScores, ltiUsers, teachers } from '../db/schema/index';

/** Tenant A's LMS; its id is the world's `ltiPlatform`. */
async function ltiPlatformOf(db: Db, client: number): Promise<number> {
  const [platform] = await db
    .insert(ltiPlatforms)
    .values({
      client,
      issuer: 'https://lms.a.test',
      platform_client_id: 'tool-a',
      auth_login_url: 'https://lms.a.test/auth',
      auth_token_url: 'https://lms.a.test/token',
      keyset_url: 'https://lms.a.test/jwks',
      program: 'SAT',
    })
    .returning();
  return platform?.id ?? 0;
}

/** A score of tenant A's student on its way to the LMS (the world's `ltiScore`), for the class's staff. */
async function ltiScoreOf(db: Db, platform: number, student: number, sitting: number): Promise<number> {
  const [user] = await db.insert(ltiUsers).values({ platform, sub: 'student-a', student }).returning();
  const [score] = await db
    .insert(ltiScores)
    .values({
      kind: 'master',
      work_id: sitting,
      lti_user: user!.id,
      platform,
      lineitem_url: 'https://lms.a.test/lineitems/1',
      score_given: 1,
      score_maximum: 4,
      scored_at: new Date(),
      // Refused, so the timer of no test sends it (and a resend by an allowed principal is not tried here).
      state: 'refused',
    })
    .returning();
  return score?.id ?? 0;
}

/** A valid registration body (another LMS than the world's, so an allowed write would not clash). */
const payload = () => ({
  issuer: 'https://lms.policy.test',
  client_id: 'tool-p',
  deployment_ids: ['1'],
  auth_login_url: 'https://lms.policy.test/auth',
  auth_token_url: 'https://lms.policy.test/token',
  keyset_url: 'https://lms.policy.test/jwks',
  program: 'SAT',
});

interface LtiIds {
  ids: { clientA: number; ltiPlatform: number; classroom: number; ltiScore: number; deepLink: string; test: number };
}
/** Each request is about tenant A's data: its list, a creation naming it, its LMS. */
const about = (url: string, body?: unknown) => ({ url, body, aboutRecord: true });

/** The request each LTI route gets, keyed `METHOD /openapi/path`. */
export const LTI_TARGETS = {
  'GET /api/lti/platform/': (w: LtiIds) => about(`/api/lti/platform/?client=${w.ids.clientA}`),
  'POST /api/lti/platform/': (w: LtiIds) => about('/api/lti/platform/', { ...payload(), client: w.ids.clientA }),
  'GET /api/lti/platform/{id}/': (w: LtiIds) => about(`/api/lti/platform/${w.ids.ltiPlatform}/`),
  'PUT /api/lti/platform/{id}/': (w: LtiIds) => about(`/api/lti/platform/${w.ids.ltiPlatform}/`, payload()),
  'DELETE /api/lti/platform/{id}/': (w: LtiIds) => about(`/api/lti/platform/${w.ids.ltiPlatform}/`),
  'GET /api/classroom/{id}/lms/': (w: LtiIds) => about(`/api/classroom/${w.ids.classroom}/lms/`),
  'POST /api/classroom/{id}/sync/': (w: LtiIds) => about(`/api/classroom/${w.ids.classroom}/sync/`),
  'POST /api/lti/scores/{id}/resend/': (w: LtiIds) => about(`/api/lti/scores/${w.ids.ltiScore}/resend/`),
  'POST /api/lti/deep-link/': (w: LtiIds) =>
    about('/api/lti/deep-link/', { request: w.ids.deepLink, quiz: w.ids.test }),
};

/** A deep-linking request of tenant A's LMS, made for the world's teacher (the client's first: Maria). */
async function deepLinkOf(db: Db, client: number, platform: number): Promise<string> {
  const [teacher] = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(eq(teachers.client, client))
    .orderBy(asc(teachers.id))
    .limit(1);
  const id = 'policy-world-deep-link';
  await db.insert(ltiDeepLinks).values({
    id,
    platform,
    deployment_id: '1',
    return_url: 'https://lms.a.test/deep-link-return',
    teacher: teacher?.id ?? 0,
    expires_at: new Date(Date.now() + 3600_000),
  });
  return id;
}

/** The world's LMS records: a platform of client A, a score of student A's sitting on its way to it, a deep link. */
export async function ltiIdsOf(db: Db, client: number, student: number, sitting: number) {
  const ltiPlatform = await ltiPlatformOf(db, client);
  const ltiScore = await ltiScoreOf(db, ltiPlatform, student, sitting);
  return { ltiPlatform, ltiScore, deepLink: await deepLinkOf(db, client, ltiPlatform) };
}
