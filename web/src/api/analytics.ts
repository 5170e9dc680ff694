// Analysis (issue 20), engineer A's part: a test's item analysis (/api/analytics/test/{id}/), as JSON for
// the screen or as the CSV of its items table.
import type { TestAnalysis } from '@prep/domain';
import { api } from './index';

export interface AnalysisFilter {
  classroom: number | null;
}

const query = (filter: AnalysisFilter, format?: 'csv') => {
  const params = new URLSearchParams();
  if (filter.classroom !== null) params.set('classroom', String(filter.classroom));
  if (format) params.set('format', format);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
};

export const analyticsKeys = {
  all: ['analytics'] as const,
  test: (testId: number, filter: AnalysisFilter) => ['analytics', 'test', testId, filter.classroom] as const,
};

export const getTestAnalysis = (testId: number, filter: AnalysisFilter) =>
  api.get<TestAnalysis>(`/api/analytics/test/${testId}/${query(filter)}`);

/** The items table as CSV text (one row per option). */
export const getTestAnalysisCsv = (testId: number, filter: AnalysisFilter) =>
  api.get<string>(`/api/analytics/test/${testId}/${query(filter, 'csv')}`);
