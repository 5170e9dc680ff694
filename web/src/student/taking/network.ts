// How a test screen (a warm-up, a real test) waits out a dropped connection or a busy server.
import { ApiError } from '../../api';

/** Resolves when the browser is back online or after `ms`, whichever comes first. */
export function waitToRetry(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = window.setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

/** No answer, a server failure or a busy server: worth sending again. A refusal for good is not. */
export const isRetriable = (error: unknown) =>
  error instanceof ApiError && (error.isNetworkError || error.status >= 500 || error.code === 'busy');
