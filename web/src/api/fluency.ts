// Warm-up fact fluency (issue 20): the facts' grid of a student or of a class (/api/analytics/…/fluency/).
import type { FluencyReport } from '@prep/domain';
import { api } from './index';

export const fluencyKeys = {
  all: ['fluency'] as const,
  of: (kind: 'student' | 'classroom', id: number) => ['fluency', kind, id] as const,
};

export const getFluency = (kind: 'student' | 'classroom', id: number) =>
  api.get<FluencyReport>(`/api/analytics/${kind}/${id}/fluency/`);
