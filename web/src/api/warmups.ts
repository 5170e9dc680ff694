// Warm-ups: the questions of a set (/api/warmup/, /api/warmupByset/, /api/import-warmup/) and the
// warm-up results a client assigns and a student takes (/api/warmup-result/, /api/warmup-resultbyid/).
import {
  type AssignWarmupInput,
  type WarmupAssigned,
  IDEMPOTENCY_KEY_HEADER,
  type ImportWarmupInput,
  type WarmupDeleted,
  type WarmupDraftInput,
  type WarmupDraftSaved,
  type WarmupInput,
  type WarmupRecord,
  type WarmupResultAdminUpdate,
  type WarmupResultDetail,
  type WarmupResultListItem,
  type WarmupSaved,
  type WarmupsImported,
  type WarmupUpdateInput,
  type WarmupSubmissionInput,
  type WarmupSubmissionReview,
  type warmupPauseSchema,
  type warmupResultDeletedSchema,
} from '@prep/domain';
import type { z } from 'zod';
import { api } from './index';

export const warmupKeys = {
  all: ['warmups'] as const,
  ofSet: (setNo: number | null) => ['warmups', setNo] as const,
  /** A student's list of warm-up results; a result's detail. */
  results: (studentId: number) => ['warmup-results', studentId] as const,
  allResults: ['warmup-results'] as const,
  result: (resultId: number) => ['warmup-result', resultId] as const,
  allResult: ['warmup-result'] as const,
};

export const getSetWarmups = (setNo: number) => api.get<WarmupRecord[]>(`/api/warmupByset/${setNo}/`);
export const saveWarmup = (id: number | null, body: WarmupInput | WarmupUpdateInput) =>
  id === null ? api.post<WarmupSaved>('/api/warmup/', body) : api.put<WarmupSaved>(`/api/warmup/${id}/`, body);
export const deleteWarmup = (id: number) => api.delete<WarmupDeleted>(`/api/warmup/${id}/`);
export const importWarmups = (rows: ImportWarmupInput['warmups']) =>
  api.post<WarmupsImported>('/api/import-warmup/', { warmups: rows });

export const getStudentWarmupResults = (studentId: number) =>
  api.get<WarmupResultListItem[]>(`/api/warmup-resultbyid/${studentId}/`);
export const getWarmupResult = (resultId: number) => api.get<WarmupResultDetail>(`/api/warmup-result/${resultId}/`);
export const assignWarmup = (body: AssignWarmupInput) => api.post<WarmupAssigned>('/api/warmup-result/', body);
/** The admin's update: timer, release. */
export const updateWarmupResult = (resultId: number, body: WarmupResultAdminUpdate) =>
  api.put<WarmupResultDetail>(`/api/warmup-result/${resultId}/`, body);
export const deleteWarmupResult = (resultId: number) =>
  api.delete<z.infer<typeof warmupResultDeletedSchema>>(`/api/warmup-result/${resultId}/`);

/** The student's taking: open (the server's clock starts), save a draft, pause, submit once. */
export const startWarmup = (resultId: number) => api.post<WarmupResultDetail>(`/api/warmup-result/${resultId}/start/`);
export const saveWarmupDraft = (resultId: number, body: WarmupDraftInput) =>
  api.put<WarmupDraftSaved>(`/api/warmup-result/${resultId}/draft/`, body);
export const pauseWarmup = (resultId: number, body: z.input<typeof warmupPauseSchema>) =>
  api.post<WarmupResultDetail>(`/api/warmup-result/${resultId}/pause/`, body);
/** `attemptKey` makes a retried submission the same submission (applied once). */
export const submitWarmup = (resultId: number, body: WarmupSubmissionInput, attemptKey: string) =>
  api.put<WarmupSubmissionReview>(`/api/warmup-result/${resultId}/`, body, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: attemptKey },
  });
