import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from './sessionStore';

const LOCAL_PREFIX = 'prep.';

/**
 * Forgets who was signed in: the tokens, the app's own local storage entries and every cached
 * answer, so the next person at this browser sees none of it.
 */
export function signOut(queryClient?: QueryClient) {
  sessionStore.clear();
  for (const key of Object.keys(window.localStorage)) {
    if (key.startsWith(LOCAL_PREFIX)) window.localStorage.removeItem(key);
  }
  queryClient?.clear();
}
