// The launch itself (LTI 1.3 Core §5.1.2): the id token the platform posted, checked against the state
// and nonce the login kept, the platform's key set and the registration; then, in one transaction after
// every check, the person, their class, the resource link and their work; then a one-time sign-in code
// (auth/sign-in-codes.ts) for the web app, which the browser is sent to with it. A refusal writes nothing.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LTI_LAUNCH_MESSAGES as M } from '@prep/domain';
import { signInFromLms } from '../auth/service';
import type { Seen } from '../auth/sign-in-history';
import { createSignInCode } from '../auth/sign-in-codes';
import type { Tx } from '../db/client';
import { clients, ltiDeepLinks, ltiDeployments, ltiPlatforms } from '../db/schema/index';
import { uniqueViolation } from '../db/unique';
import { checkLaunchClaims, type LaunchClaims, LaunchRefused } from './claims';
import { customQuiz, grantedTarget, keepResourceLink, studentWork, workPath } from './landing';
import { consumeState, type PlatformWithLanguage } from './login';
import { contextClass, joinClass, type LinkedPerson, linkPeople } from './people';
import { verifyIdToken } from './platform-keys';
import { allowLocalPlatforms } from './settings';

/** How long an instructor has to choose in the deep-linking picker. */
export const DEEP_LINK_TTL_MS = 30 * 60_000;

/** The web app's page that takes a launch's sign-in code and goes on to its target. */
export const LANDING_PATH = '/lms/';

/** A registered platform by id, with its client's language and its deployments. */
export async function platformById(
  app: FastifyInstance,
  id: number,
): Promise<{ platform: PlatformWithLanguage; deployments: string[] } | undefined> {
  const [row] = await app.db
    .select({ platform: ltiPlatforms, language: clients.default_language })
    .from(ltiPlatforms)
    .innerJoin(clients, eq(clients.client_id, ltiPlatforms.client))
    .where(eq(ltiPlatforms.id, id));
  if (!row) return undefined;
  const deployments = await app.db
    .select({ id: ltiDeployments.deployment_id })
    .from(ltiDeployments)
    .where(eq(ltiDeployments.platform, id));
  return { platform: { ...row.platform, language: row.language }, deployments: deployments.map((d) => d.id) };
}

/** Most origins kept per platform: a school's LMS has one or two (its domain, a vanity one). */
const MAX_FRAME_ORIGINS = 20;

/** Keeps the origins of the LMS's pages a signed launch names, so they may frame the tool's pages. */
async function learnFrameOrigins(tx: Tx, platform: { id: number; frame_origins: string[] }, origins: string[]) {
  const fresh = origins.filter((o) => !platform.frame_origins.includes(o));
  if (fresh.length === 0) return;
  const kept = [...platform.frame_origins, ...fresh].slice(-MAX_FRAME_ORIGINS);
  await tx.update(ltiPlatforms).set({ frame_origins: kept }).where(eq(ltiPlatforms.id, platform.id));
}

/** Everything the launch writes, in the caller's transaction; answers the web app's path to land on. */
async function land(
  tx: Tx,
  platform: PlatformWithLanguage,
  claims: LaunchClaims,
): Promise<{ person: LinkedPerson; path: string }> {
  await learnFrameOrigins(tx, platform, claims.frameOrigins);
  const { linked, refused } = await linkPeople(tx, platform, [claims.person]);
  const person = linked.get(claims.sub);
  if (!person) throw new LaunchRefused(refused[0]?.reason ?? M.unknownRole, 401);
  const place = claims.context ? await contextClass(tx, platform, claims.context) : undefined;
  if (place) await joinClass(tx, place.classroom, [person]);
  if (claims.deepLinking) {
    if (!('teacher' in person)) throw new LaunchRefused(M.deepLinkTeacher, 401);
    const id = randomBytes(24).toString('base64url');
    await tx.insert(ltiDeepLinks).values({
      id,
      platform: platform.id,
      deployment_id: claims.deploymentId,
      return_url: claims.deepLinking.returnUrl,
      data: claims.deepLinking.data,
      teacher: person.teacher,
      expires_at: new Date(Date.now() + DEEP_LINK_TTL_MS),
    });
    return { person, path: `/teacher/lms-pick/${id}` };
  }
  const target = await grantedTarget(tx, platform.client, customQuiz(claims.custom));
  const link = claims.resourceLink!;
  const linkId = await keepResourceLink(
    tx,
    platform,
    link,
    place?.context ?? null,
    claims.lineitem,
    target?.quiz ?? null,
  );
  if ('teacher' in person) {
    return { person, path: place ? `/teacher/classes?class=${place.classroom}` : '/teacher/classes' };
  }
  if (target) {
    const who = { student: person.student, ltiUser: person.ltiUser };
    const work = await studentWork(tx, platform, who, linkId, target, place?.classroom ?? null);
    if (work) return { person, path: workPath(work) };
  }
  return { person, path: '/student/dashboard' };
}

/**
 * The launch after its cookie check: the state spent, the token verified, its claims checked, then the
 * writes; answers where the browser goes (the landing page with the one-time code) and the language.
 */
export async function completeLaunch(
  app: FastifyInstance,
  form: { id_token: string; state: string },
  seen: Seen,
): Promise<string> {
  const { nonce, platform: platformId } = await consumeState(app.db, form.state);
  const found = await platformById(app, platformId);
  if (!found) throw new LaunchRefused(M.expired, 401);
  const { platform, deployments } = found;
  try {
    const payload = await verifyIdToken(platform, form.id_token, allowLocalPlatforms(app));
    // The nonce the login made for this state: a token taken from another launch does not carry it.
    if (payload.nonce !== nonce) throw new LaunchRefused(M.expired, 401);
    const claims = checkLaunchClaims(payload as Record<string, unknown>, deployments);
    const landed = await app.db
      .transaction((tx) => land(tx, platform, claims))
      // Two first launches of the same person or course at once: the second finds what the first made.
      .catch((error: unknown) => {
        if (uniqueViolation(error) === undefined) throw error;
        return app.db.transaction((tx) => land(tx, platform, claims));
      });
    const answer = await signInFromLms(app, landed.person, seen);
    if (!answer) throw new LaunchRefused(M.signInDisabled, 401);
    const code = await createSignInCode(app.db, answer);
    const to = new URLSearchParams({ to: landed.path });
    return `${app.config.publicUrl}${LANDING_PATH}?${to}#lti=${code}`;
  } catch (error) {
    if (error instanceof LaunchRefused) throw Object.assign(error, { language: platform.language });
    throw error;
  }
}
