import {
  ANALYTICS_MESSAGES,
  ITEM_CSV_COLUMNS,
  idParams,
  itemCsvRows,
  testAnalysisQuerySchema,
  testAnalysisSchema,
  toCsv,
} from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AnalysisFacts, testAnalysisFacts } from '../access/facts';
import { classInReach } from '../access/lists';
import type { Scope } from '../access/scope';
import { sendCsv } from '../imports/csv-reply';
import { forbidden, notFound } from '../plugins/errors';
import { testAnalysis } from './queries';

const tags = ['analytics'];

/** The class asked for (if any) must exist and be in the scope's reach; the refusal names the class. */
function checkClass(scope: Scope, classroom: number | undefined, facts: AnalysisFacts) {
  if (classroom === undefined) return;
  if (facts.class_client === null) throw notFound(ANALYTICS_MESSAGES.noClass);
  if (!classInReach(scope, { client: facts.class_client, taught: facts.taught }))
    throw forbidden(ANALYTICS_MESSAGES.classNotYours);
}

/** Item analysis of a test (issue 20): the whole statistics, or its items table as CSV. */
export default async function itemAnalysisRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/analytics/test/:id/',
    {
      config: { access: 'analytics.test' },
      schema: {
        params: idParams('id'),
        querystring: testAnalysisQuerySchema,
        tags,
        description:
          'Item analysis over the submitted real-test sittings of the test (on screen or from paper): ' +
          'facility, discrimination (Pearson of item and rest score), options, flags, KR-20, SEM and the ' +
          'distribution of totals. A client admin counts its students, a teacher the students of their classes; ' +
          '`classroom` narrows to one class (of the client; for a teacher, one of theirs). `format=csv`: the ' +
          'items table, one row per option.',
        response: { 200: z.union([testAnalysisSchema, z.string()]) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { query } = request;
      const facts = testAnalysisFacts(app.db, request.user, id, query.classroom);
      const { scope, record } = await request.authorize(facts, ({ granted }) => ({ granted, client: query.client }));
      checkClass(scope, query.classroom, record);
      const analysis = await testAnalysis(app.db, id, scope, query.classroom);
      if (query.format === 'csv')
        return sendCsv(reply, `item-analysis-${id}.csv`, toCsv(ITEM_CSV_COLUMNS, itemCsvRows(analysis)));
      return analysis;
    },
  );
}
