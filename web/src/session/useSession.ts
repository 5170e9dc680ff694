import { useSyncExternalStore } from 'react';
import { sessionStore, type Session } from './sessionStore';

/** The current session (null when signed out); re-renders when it changes, including on token refresh. */
export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.current, sessionStore.current);
}
