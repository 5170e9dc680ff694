// Erasure of a student or teacher (issue 28): POST /api/student/{id}/erase/ and /api/teacher/{id}/erase/,
// the person's email typed back as `confirm`.
import type { ErasureRequest, MessageAnswer } from '@prep/domain';
import { api } from './index';

export type ErasedKind = 'student' | 'teacher';

export const erasePerson = (kind: ErasedKind, id: number, body: ErasureRequest) =>
  api.post<MessageAnswer>(`/api/${kind}/${id}/erase/`, body);
