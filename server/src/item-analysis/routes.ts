import {
  type AccessClaims,
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
import { principalId } from '../access/authorize';
import { sendCsv } from '../imports/csv-reply';
import { forbidden, notFound } from '../plugins/errors';
import { type AnalysisFacts, type AnalysisScope, analysisFacts, testAnalysis } from './queries';

const tags = ['analytics'];

/** Whose sittings the viewer's analysis counts, once the class asked for (if any) was checked to be theirs. */
function scopeFor(
  viewer: AccessClaims,
  query: { client?: number | undefined; classroom?: number | undefined },
  facts: AnalysisFacts,
): AnalysisScope {
  const client = viewer.role === 'superadmin' ? query.client : (viewer.client_id ?? -1);
  if (query.classroom !== undefined) {
    if (facts.class_client === null) throw notFound(ANALYTICS_MESSAGES.noClass);
    const ofClient = client === undefined || facts.class_client === client;
    if (!ofClient || (viewer.role === 'teacher' && !facts.taught)) throw forbidden(ANALYTICS_MESSAGES.classNotYours);
  }
  const teacher = viewer.role === 'teacher' && query.classroom === undefined ? principalId(viewer) : undefined;
  return { client, classroom: query.classroom, teacher };
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
      const { record } = await request.authorize(analysisFacts(app.db, request.user, id, query.classroom), (facts) => ({
        granted: facts.granted,
        client: query.client,
      }));
      const analysis = await testAnalysis(app.db, id, scopeFor(request.user, query, record));
      if (query.format === 'csv')
        return sendCsv(reply, `item-analysis-${id}.csv`, toCsv(ITEM_CSV_COLUMNS, itemCsvRows(analysis)));
      return analysis;
    },
  );
}
