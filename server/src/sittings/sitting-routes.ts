// The routes both kinds of sitting have alike, under their own base path (/api/mastersitting/{id}/…
// and /api/personalized/{id}/…): the student's opening, choices, pause and submission; the review;
// the administrator's analysis and paper entry. Each kind's routes.ts registers them with its tag.
import {
  IDEMPOTENCY_KEY_HEADER,
  idParams,
  pauseSittingSchema,
  resultsPageQuerySchema,
  savedAnswerResponseSchema,
  saveAnswerSchema,
  sittingAnalysisSchema,
  sittingReviewSchema,
  sittingSummarySchema,
  sittingTakingSchema,
  submitSittingSchema,
} from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Facts } from '../access/authorize';
import type { Db } from '../db/client';
import { DRAFT, TAKING_AREA } from '../taking/audit-events';
import { acceptCsvBodies } from '../imports/import';
import { idempotencyKeyOf, REPLAYED_HEADER } from '../taking/idempotency';
import { ownerFacts } from '../taking/owner';
import { enterPaperSitting } from './paper';
import { loadSitting, type SittingKind } from './records';
import { analysisOf, reviewOf } from './review';
import { playUrl } from '../step-videos/service';
import { readForAnswer } from './statements';
import { submitSitting } from './submit';
import { pauseSitting, saveChoice, startSitting } from './answering';

/** The contract of select_ans (issue 19), as the OpenAPI document states it. */
const SELECT_ANS_FORM =
  'select_ans: the chosen answersid (or its digits), null or "" to clear; for a question whose question_type is ' +
  '"check boxes", the list of every chosen answersid ([31, 33]; [] clears it; one id alone is kept as a list of ' +
  'one). A list for a multiple-choice question, or an id that is not an option of the question, is refused (400).';
const RESULT_FORM =
  'Each result row holds select_ans as text: the answersid, for a check-box question the chosen answersids in the ' +
  'options\' order joined by commas ("31,33"), "" when unanswered; a check-box row adds credit (0 to 1: 1 when ' +
  'exactly the right options are chosen; a fraction under the test\'s check_box_scoring "partial"). score counts ' +
  'the questions fully right; points adds the partial credit.';

export interface KindRoutes {
  kind: SittingKind;
  /** '/api/mastersitting' or '/api/personalized' */
  base: string;
  tags: string[];
  facts(db: Db, id: number): Promise<Facts | undefined>;
}

export function registerTakingRoutes(fastify: FastifyInstance, { kind, base, tags, facts }: KindRoutes) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const play = (url: string) => playUrl(app.config.jwtSecret, url);
  const params = idParams('id');
  const area = TAKING_AREA[kind];
  const grace = () => app.config.graceSeconds;
  acceptCsvBodies(app);

  // Opening the test screen, and every reload of it: the route's one read brings the questions and
  // the access facts; only a first opening or a resume writes.
  app.post(
    `${base}/:id/start/`,
    {
      config: { access: 'sitting.take', audit: [`${area}.started`, `${area}.resumed`] },
      schema: { params, tags, response: { 200: sittingTakingSchema } },
    },
    async (request) => {
      const { scope, record: loaded } = await request.authorize(
        loadSitting(app.db, kind, request.params.id, undefined, { questions: true }),
        ownerFacts,
      );
      return startSitting(app.db, scope, loaded, new Date(), grace());
    },
  );

  app.post(
    `${base}/:id/pause/`,
    {
      config: { access: 'sitting.take', audit: `${area}.paused` },
      schema: {
        params,
        body: pauseSittingSchema,
        tags,
        description: `Pauses the clock, saving the choices sent along first. ${SELECT_ANS_FORM}`,
        response: { 200: sittingTakingSchema },
      },
    },
    async (request) => {
      const scope = await request.authorize(facts(app.db, request.params.id));
      const choices = request.body?.answers ?? [];
      return pauseSitting(app.db, scope, kind, request.params.id, choices, new Date(), grace());
    },
  );

  // Each choice as the student makes it: the busiest write (two named statements, see statements.ts).
  app.put(
    `${base}/:id/answer/`,
    {
      config: { access: 'sitting.take', audit: { none: DRAFT } },
      schema: {
        params,
        body: saveAnswerSchema,
        tags,
        description: `Saves one choice as the student makes it. ${SELECT_ANS_FORM}`,
        response: { 200: savedAnswerResponseSchema },
      },
    },
    async (request) => {
      const { scope, record } = await request.authorize(
        readForAnswer(app.db, kind, request.params.id, request.body),
        (read) => ({ client: read.client_id, student: read.student_id }),
      );
      return saveChoice(app.db, scope, kind, request.params.id, record, request.body, new Date(), grace());
    },
  );

  app.post(
    `${base}/:id/submit/`,
    {
      config: { access: 'sitting.take', audit: [`${area}.submitted`, `${area}.graded`] },
      schema: {
        params,
        body: submitSittingSchema,
        description: `Submits the test, graded by the server. ${SELECT_ANS_FORM} ${RESULT_FORM}`,
        headers: z.looseObject({ [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: z.string().optional() }),
        tags,
        response: { 200: sittingSummarySchema },
      },
    },
    async (request, reply) => {
      const { scope, record: loaded } = await request.authorize(
        loadSitting(app.db, kind, request.params.id, undefined, { questions: true }),
        ownerFacts,
      );
      const key = idempotencyKeyOf(request.headers);
      const outcome = await submitSitting(app.db, scope, loaded, request.body, key, new Date(), grace());
      if (outcome.replayed) reply.header(REPLAYED_HEADER, 'true');
      return outcome.body;
    },
  );

  app.get(
    `${base}/:id/review/`,
    {
      config: { access: 'sitting.review' },
      schema: { params, querystring: resultsPageQuerySchema, tags, response: { 200: sittingReviewSchema } },
    },
    async (request) => {
      const { scope, record: loaded } = await request.authorize(
        loadSitting(app.db, kind, request.params.id, undefined, { questions: true }),
        ownerFacts,
      );
      return reviewOf(app.db, scope, loaded, request.query.page, new Date(), play);
    },
  );

  app.get(
    `${base}/:id/analysis/`,
    {
      config: { access: 'sitting.analyse' },
      schema: { params, querystring: resultsPageQuerySchema, tags, response: { 200: sittingAnalysisSchema } },
    },
    async (request) => {
      const { scope, record: loaded } = await request.authorize(
        loadSitting(app.db, kind, request.params.id, undefined, { questions: true }),
        ownerFacts,
      );
      return analysisOf(app.db, scope, loaded, request.query.page, new Date(), play);
    },
  );

  app.post(
    `${base}/:id/paper/`,
    {
      config: { access: 'sitting.paper', audit: [`${area}.submitted`, `${area}.graded`] },
      schema: {
        params,
        description:
          'A sitting taken on paper, graded at once: JSON (paperSittingSchema, `{answers: [{question_number, option}]}`) ' +
          'or a `text/csv` body with the columns question_number and option. Any bad row refuses the whole entry: ' +
          '400 with `rows` (paperSittingRefusedSchema), nothing saved.',
        // JSON or CSV text: the service reads it (paperSittingSchema for JSON).
        body: z.unknown(),
        tags,
        response: { 200: sittingSummarySchema },
      },
    },
    async (request) => {
      const scope = await request.authorize(facts(app.db, request.params.id));
      const upload = { body: request.body, contentType: request.headers['content-type'] };
      return enterPaperSitting(app.db, scope, kind, request.params.id, upload, new Date());
    },
  );
}
