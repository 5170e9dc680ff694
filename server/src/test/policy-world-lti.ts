// The LTI part of the policy test's world (issue 29): an LMS tenant A connected, and the requests that aim
// at it, kept beside policy-world.ts so that file stays readable.
import type { Db } from '../db/client';
import { ltiPlatforms } from '../db/schema/index';

/** Tenant A's LMS; its id is the world's `ltiPlatform`. */
export async function ltiPlatformOf(db: Db, client: number): Promise<number> {
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
  ids: { clientA: number; ltiPlatform: number };
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
};
