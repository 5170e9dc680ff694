// LTI (issue 29): the deep-linking picker's choice. Its answer is the HTML page that posts the signed
// response to the LMS (lms/postToPlatform.ts posts it on).
import type { LtiDeepLinkBody } from '@prep/domain';
import { api } from './index';

export const sendDeepLinkChoice = (body: LtiDeepLinkBody) => api.post<string>('/api/lti/deep-link/', body);
