// GET /api/audit/ (issue 28): who did what with whose data, filtered and paged for the Activity screens,
// or as a CSV file. A client admin reads their own client's events; the super admin every client's and the
// content events (client null). The CSV is an export of personal data, so it is itself an event.
import { type AuditEventRecord, type AuditQuery, auditPageSchema, auditQuerySchema, toCsv } from '@prep/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientTarget } from '../access/facts';
import type { Scope } from '../access/scope';
import { sendCsv } from '../imports/csv-reply';
import { audit } from './record';
import { auditExportRows, auditPage, EXPORT_LIMIT } from './queries';

const PATH = '/api/audit/';

export const AUDIT_CSV_COLUMNS = [
  'id',
  'at',
  'actor_role',
  'actor_id',
  'actor_name',
  'client',
  'action',
  'subject_type',
  'subject_id',
  'subject_label',
  'changes',
  'address',
  'user_agent',
  'request_id',
] as const;

const csvRow = (event: AuditEventRecord) => ({
  ...event,
  actor_role: event.actor.role,
  actor_id: event.actor.id,
  actor_name: event.actor.name,
  subject_type: event.subject.type,
  subject_id: event.subject.id,
  subject_label: event.subject.label,
});

/** The query's filters as URL parameters, in the schema's order (page left out). */
function filtersOf(query: AuditQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (name !== 'page' && value !== undefined) params.set(name, String(value));
  return params;
}

/** The relative URL of another page of the same filters; the first page carries no `page`. */
function pageUrl(query: AuditQuery, page: number): string {
  const params = filtersOf(query);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `${PATH}?${text}` : PATH;
}

/** A readable name of what was exported: the filters it was asked with. */
function exportLabel(query: AuditQuery): string {
  const params = filtersOf(query);
  params.delete('format');
  const filters = [...params].map(([name, value]) => `${name}=${value}`).join(', ');
  return filters ? `Activity (${filters})` : 'Activity';
}

const eventClient = (scope: Scope) => (scope.client === 'all' ? null : scope.client);

export default async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    PATH,
    {
      config: {
        access: 'audit.read',
        // Reading the page is not an event; downloading the file is (an export of personal data).
        audit: { actions: ['audit.exported'], when: { query: 'format', is: 'csv' } },
      },
      schema: {
        querystring: auditQuerySchema,
        tags: ['audit'],
        description:
          'The audit log, newest first, 50 a page: `count` is exact up to 10,000 and the planner’s estimate ' +
          'beyond; `next`/`previous` are the relative URLs of the neighbouring pages (a page past the end is ' +
          'empty). A client admin reads their client’s events (another client: 403); the super admin every ' +
          'client’s and the content events (client null), or one client’s with `client`. `actor` is an id, ' +
          '`actor_role` its kind; `from`/`to` are ISO 8601 dates or date-times (`to` as a date: through the ' +
          `end of that day, UTC). \`format=csv\`: the same events as a CSV file, the newest ${EXPORT_LIMIT.toLocaleString('en-US')} ` +
          'at most, written to the log as `audit.exported`.',
        response: { 200: z.union([auditPageSchema, z.string()]) },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const scope = await request.authorize(clientTarget(query.client));
      if (query.format === 'csv') {
        const rows = await auditExportRows(app.db, scope, query);
        await audit(app.db, {
          action: 'audit.exported',
          client: eventClient(scope),
          subject: { type: 'audit', id: null, label: exportLabel(query) },
          changes: { events: [null, rows.length] },
        });
        return sendCsv(reply, 'activity.csv', toCsv(AUDIT_CSV_COLUMNS, rows.map(csvRow)));
      }
      const page = query.page ?? 1;
      const { count, results, hasNext } = await auditPage(app.db, scope, query);
      return {
        count,
        next: hasNext ? pageUrl(query, page + 1) : null,
        previous: page > 1 ? pageUrl(query, page - 1) : null,
        results,
      };
    },
  );
}
