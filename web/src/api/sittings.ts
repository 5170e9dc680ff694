// Real tests and preparation tests (issue 11): a master sitting (a real test assigned) and a
// personalized sitting (a preparation test made from one) answer the same set of actions, each under
// its own base path.
import {
  type AssignPersonalizedInput,
  type AssignSittingInput,
  IDEMPOTENCY_KEY_HEADER,
  type MasterSittingAssigned,
  type MasterSittingSummary,
  type PaperSittingInput,
  type PauseSittingInput,
  type PersonalizedSittingAssigned,
  type PersonalizedSittingSummary,
  type SavedAnswerResponse,
  type SaveAnswerInput,
  type SittingAnalysis,
  type SittingDeleted,
  type SittingReview,
  type SittingSummary,
  type SittingTaking,
  type SubmitSittingInput,
  type UpdatePersonalizedInput,
  type UpdateSittingInput,
} from '@prep/domain';
import { api } from './index';

type SittingKind = SittingSummary['kind'];
type Action = 'start' | 'pause' | 'answer' | 'submit' | 'review' | 'analysis' | 'paper';

const BASE: Record<SittingKind, string> = { master: '/api/mastersitting', personalized: '/api/personalized' };
const BY_STUDENT: Record<SittingKind, string> = {
  master: '/api/mastersittingbystudentid',
  personalized: '/api/personalizedbystudentid',
};
const pathOf = (kind: SittingKind, id: number, action?: Action) => `${BASE[kind]}/${id}/${action ? `${action}/` : ''}`;

/** Every list of a student's sittings and every sitting read sits under ['sittings']. */
const SITTINGS = ['sittings'] as const;
export const sittingKeys = {
  all: SITTINGS,
  ofStudent: (kind: SittingKind, studentId: number) => [...SITTINGS, kind, 'student', studentId] as const,
  part: (kind: SittingKind, id: number, part: string, page?: number) =>
    [...SITTINGS, kind, id, part, ...(page === undefined ? [] : [page])] as const,
};

export const getStudentMasterSittings = (studentId: number) =>
  api.get<MasterSittingSummary[]>(`${BY_STUDENT.master}/${studentId}/`);
export const getStudentPersonalizedSittings = (studentId: number) =>
  api.get<PersonalizedSittingSummary[]>(`${BY_STUDENT.personalized}/${studentId}/`);

export type ResultsPart = 'review' | 'analysis';
export type ResultsPage<P extends ResultsPart> = P extends 'analysis' ? SittingAnalysis : SittingReview;
/** A page (20 questions) of a graded sitting: the student's review once released, the admin's analysis. */
export const getSittingResults = <P extends ResultsPart>(kind: SittingKind, id: number, part: P, page: number) =>
  api.get<ResultsPage<P>>(`${pathOf(kind, id, part)}?page=${page}`);

export const assignMasterSitting = (body: AssignSittingInput) =>
  api.post<MasterSittingAssigned>(`${BASE.master}/`, body);
export const assignPersonalizedSitting = (body: AssignPersonalizedInput) =>
  api.post<PersonalizedSittingAssigned>(`${BASE.personalized}/`, body);
export const updateSitting = (kind: SittingKind, id: number, body: UpdateSittingInput | UpdatePersonalizedInput) =>
  api.put<SittingSummary>(pathOf(kind, id), body);
export const deleteSitting = (kind: SittingKind, id: number) => api.delete<SittingDeleted>(pathOf(kind, id));
/** Answers given on paper: the form's entries, or the CSV file's bytes. */
export const enterPaperSitting = (kind: SittingKind, id: number, body: PaperSittingInput | Blob) =>
  api.post<SittingSummary>(pathOf(kind, id, 'paper'), body);

/** The student's taking: open (the server's clock starts), save an answer, pause, submit once. */
export const startSitting = (kind: SittingKind, id: number) => api.post<SittingTaking>(pathOf(kind, id, 'start'));
export const saveSittingAnswer = (kind: SittingKind, id: number, body: SaveAnswerInput) =>
  api.put<SavedAnswerResponse>(pathOf(kind, id, 'answer'), body);
export const pauseSitting = (kind: SittingKind, id: number, body: PauseSittingInput) =>
  api.post<SittingTaking>(pathOf(kind, id, 'pause'), body);
/** `attemptKey` makes a retried submission the same submission (applied once). */
export const submitSitting = (kind: SittingKind, id: number, body: SubmitSittingInput, attemptKey: string) =>
  api.post<SittingSummary>(pathOf(kind, id, 'submit'), body, { headers: { [IDEMPOTENCY_KEY_HEADER]: attemptKey } });
