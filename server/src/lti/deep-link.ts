// Deep linking (LTI Deep Linking 2.0, issue 29): an Instructor's LtiDeepLinkingRequest is kept while they
// choose one of the client's tests or warm-up sets in the picker; the choice goes back to the platform as
// an LtiResourceLink content item with a line item (the gradebook column: scoreMaximum, label), in a JWT
// the tool signs (iss: its client id, aud: the platform), posted by the browser to deep_link_return_url.
// A request works once, for its own teacher, before it expires.
import { randomBytes } from 'node:crypto';
import { LTI_LAUNCH_MESSAGES as M, type Language, type LtiDeepLinkBody } from '@prep/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { teacherEvent } from '../audit/people';
import { audit } from '../audit/record';
import { clients, ltiDeepLinks, ltiPlatforms, teachers } from '../db/schema/index';
import { badRequest } from '../plugins/errors';
import { findQuiz } from '../quizzes/queries';
import { questionCount } from '../sittings/queries';
import { warmupIdsOfSet } from '../warmups/queries';
import { LTI_CLAIM } from './claims';
import { signToolJwt } from './keys';
import { grantedTarget, QUIZ_PARAMETER } from './landing';

export const DL_CLAIM = 'https://purl.imsglobal.org/spec/lti-dl/claim/';

/** A deep-linking request with its platform and the platform's client, while it is open. */
export async function deepLinkRequest(app: FastifyInstance, id: string) {
  const [row] = await app.db
    .select({
      link: ltiDeepLinks,
      client: ltiPlatforms.client,
      issuer: ltiPlatforms.issuer,
      clientId: ltiPlatforms.platform_client_id,
      language: clients.default_language,
    })
    .from(ltiDeepLinks)
    .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiDeepLinks.platform))
    .innerJoin(clients, eq(clients.client_id, ltiPlatforms.client))
    .where(and(eq(ltiDeepLinks.id, id), gt(ltiDeepLinks.expires_at, new Date())));
  return row;
}

export type DeepLinkRequest = NonNullable<Awaited<ReturnType<typeof deepLinkRequest>>>;

const gone = () => badRequest(M.deepLinkGone, { request: [M.deepLinkGone] });

/**
 * The signed LtiDeepLinkingResponse for the teacher's choice, once: the request is spent in the same
 * transaction as its audit event. Answers the JWT, where it goes and the page's language.
 */
export async function answerDeepLink(
  app: FastifyInstance,
  request: DeepLinkRequest,
  body: LtiDeepLinkBody,
): Promise<{ jwt: string; returnUrl: string; language: Language }> {
  const target = await app.db.transaction((tx) => grantedTarget(tx, request.client, body.quiz));
  if (!target) throw badRequest(M.quizNotGranted, { quiz: [M.quizNotGranted] });
  const quiz = (await findQuiz(app.db, target.quiz))!;
  const scoreMaximum =
    target.kind === 'test'
      ? await app.db.transaction((tx) => questionCount(tx, target.quiz))
      : (await warmupIdsOfSet(app.db, target.quiz)).length;
  const { link } = request;
  await app.db.transaction(async (tx) => {
    const [spent] = await tx
      .delete(ltiDeepLinks)
      .where(
        and(
          eq(ltiDeepLinks.id, link.id),
          eq(ltiDeepLinks.teacher, link.teacher),
          gt(ltiDeepLinks.expires_at, new Date()),
        ),
      )
      .returning({ id: ltiDeepLinks.id });
    if (!spent) throw gone();
    const [teacher] = await tx
      .select({
        id: teachers.id,
        client: teachers.client,
        First_Name: teachers.First_Name,
        Last_Name: teachers.Last_Name,
      })
      .from(teachers)
      .where(eq(teachers.id, link.teacher));
    await audit(tx, {
      ...teacherEvent('lti.deep_linked', teacher!),
      subject: {
        type: target.kind === 'test' ? 'test' : 'warmup_set',
        id: quiz.master_qnsbank_id,
        label: quiz.test_name,
      },
      changes: { [QUIZ_PARAMETER]: [null, quiz.master_qnsbank_id], issuer: [null, request.issuer] },
    });
  });
  const claims: Record<string, unknown> = {
    iss: request.clientId,
    aud: request.issuer,
    nonce: randomBytes(16).toString('base64url'),
    [`${LTI_CLAIM}deployment_id`]: link.deployment_id,
    [`${LTI_CLAIM}message_type`]: 'LtiDeepLinkingResponse',
    [`${LTI_CLAIM}version`]: '1.3.0',
    ...(link.data !== null && { [`${DL_CLAIM}data`]: link.data }),
    [`${DL_CLAIM}content_items`]: [
      {
        type: 'ltiResourceLink',
        title: quiz.test_name,
        url: `${app.config.publicUrl}/lti/launch`,
        custom: { [QUIZ_PARAMETER]: String(quiz.master_qnsbank_id) },
        lineItem: {
          scoreMaximum: Math.max(scoreMaximum, 1),
          label: quiz.test_name,
          resourceId: String(quiz.master_qnsbank_id),
        },
      },
    ],
  };
  const jwt = await signToolJwt(app.db, app.config.ltiKeySecret, claims, 300);
  return { jwt, returnUrl: link.return_url, language: request.language };
}
