// The LTI services of a class (issue 29): its LMS course and the scores sent to the LMS gradebook, sending
// one again, and the roster sync with the course.
import type { ClassroomLms, LmsScore, RosterSyncResult } from '@prep/domain';
import { classroomKeys } from './classrooms';
import { api } from './index';

export const classroomLmsKey = (classroomId: number) => [...classroomKeys.all, 'lms', classroomId] as const;

export const getClassroomLms = (id: number) => api.get<ClassroomLms>(`/api/classroom/${id}/lms/`);
export const resendLmsScore = (id: number) => api.post<LmsScore>(`/api/lti/scores/${id}/resend/`);
export const syncClassroomWithLms = (id: number) => api.post<RosterSyncResult>(`/api/classroom/${id}/sync/`);
