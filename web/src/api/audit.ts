// The audit log (issue 28): GET /api/audit/, a page of events newest first, or all of them as CSV.
import type { AuditPage, AuditQuery } from '@prep/domain';
import { api } from './index';

/** What the Activity screen and a History tab narrow the events to (the page aside). */
export type AuditFilter = Omit<AuditQuery, 'page' | 'format'>;

export const auditKeys = {
  all: ['audit'] as const,
  page: (filter: AuditFilter, page: number) => ['audit', filter, page] as const,
};

/** The filter's set values as a query string (an empty value is no filter). */
function queryOf(filter: AuditFilter, extra: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const getAuditPage = (filter: AuditFilter, page: number) =>
  api.get<AuditPage>(`/api/audit/${queryOf(filter, page > 1 ? { page: String(page) } : {})}`);

/** Every event the filter finds, as the server's CSV file. */
export const downloadAuditCsv = (filter: AuditFilter) =>
  api.download(`/api/audit/${queryOf(filter, { format: 'csv' })}`);
