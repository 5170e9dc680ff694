// Contact Us: POST /api/email/.
import type { ContactInput, MessageAnswer } from '@prep/domain';
import { api } from './index';

export const sendContactMessage = (body: ContactInput) => api.post<MessageAnswer>('/api/email/', body);
