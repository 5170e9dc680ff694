import { sessionStore } from '../session/sessionStore';
import { createApiClient } from './client';

export { ApiError } from './ApiError';
export type { UploadProgress } from './client';
export { createQueryClient } from './queryClient';

// The router registers its own navigation at start-up; until then a full page load does the job.
let sessionExpiredHandler: () => void = () => window.location.assign('/');

/** Where to go once a session cannot be renewed (the login entry, `/`). */
export function setSessionExpiredHandler(handler: () => void) {
  sessionExpiredHandler = handler;
}

/** The app's API client: every feature calls the server through this. */
export const api = createApiClient({
  tokens: sessionStore,
  onSessionExpired: () => sessionExpiredHandler(),
});
