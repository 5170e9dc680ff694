// LTI (issue 29): the LMSs a client connects, GET, POST /api/lti/platform/ and GET, PUT, DELETE
// /api/lti/platform/{id}/ (the client admin's own client: the server takes it from the session); and the
// deep-linking picker's choice, whose answer is the HTML page that posts the signed response to the LMS
// (lti/postToPlatform.ts posts it on).
import type { LtiDeepLinkBody, LtiPlatform, LtiPlatformInput, MessageAnswer } from '@prep/domain';
import { api } from './index';

export const ltiKeys = { platforms: ['lti', 'platforms'] as const };

export const getLtiPlatforms = () => api.get<LtiPlatform[]>('/api/lti/platform/');
export const saveLtiPlatform = (id: number | null, body: LtiPlatformInput) =>
  id === null
    ? api.post<LtiPlatform>('/api/lti/platform/', body)
    : api.put<LtiPlatform>(`/api/lti/platform/${id}/`, body);
export const deleteLtiPlatform = (id: number) => api.delete<MessageAnswer>(`/api/lti/platform/${id}/`);

export const sendDeepLinkChoice = (body: LtiDeepLinkBody) => api.post<string>('/api/lti/deep-link/', body);
