import { focusManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './ApiError';

/** Retries only what may succeed on a second try: no answer, or a server failure. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The window's focus as well as the page's visibility: TanStack Query listens only to the page becoming
 * visible, which an admin switching between two windows side by side never triggers, so a list that asks
 * for `refetchOnWindowFocus` (the Admin Dashboard's, the student's) would stay stale there.
 */
function listenToWindowFocus() {
  focusManager.setEventListener((setFocused) => {
    const onVisibility = () => setFocused(document.visibilityState === 'visible');
    const onFocus = () => setFocused(true);
    const onBlur = () => setFocused(false);
    window.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', onFocus);
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('blur', onBlur);
    };
  });
}

export function createQueryClient(): QueryClient {
  if (typeof window !== 'undefined') listenToWindowFocus();
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
