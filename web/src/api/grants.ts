// The tests and warm-up sets granted to each client: /api/assignquiztoclient/.
import type {
  AssignQuizToClientInput,
  OfferedTest,
  QuizGrant,
  QuizGrantSaved,
  UpdateQuizGrantInput,
} from '@prep/domain';
import { api } from './index';

export const grantKeys = {
  all: ['grants'] as const,
  list: ['grants', 'records'] as const,
  offered: (testType: string) => ['grants', 'offered', testType] as const,
  /** What a client's admin may assign: its grants read with the tests (or warm-up sets) they name. */
  grantedTests: (clientId: number | null, program: string) => ['grants', 'granted', clientId, program] as const,
  grantedWarmupSets: (clientId: number | null) => ['grants', 'granted-warmup-sets', clientId] as const,
};

export const getGrants = () => api.get<QuizGrant[]>('/api/assignquiztoclient/');
/** The tests (or warm-up sets) of a type that may be granted. */
export const getOfferedTests = (testType: string) =>
  api.get<OfferedTest[]>(`/api/assignquiztoclient/offered/?test_type=${encodeURIComponent(testType)}`);
/** Create a client's grant (no id) or update it. */
export const saveGrant = (grantId: number | null, body: AssignQuizToClientInput | UpdateQuizGrantInput) =>
  grantId === null
    ? api.post<QuizGrantSaved>('/api/assignquiztoclient/', body)
    : api.put<QuizGrantSaved>(`/api/assignquiztoclient/${grantId}/`, body);
