import { useSyncExternalStore } from 'react';
import { sessionStore, type Session } from './sessionStore';

const signedOut = () => null;

/**
 * The current session (null when signed out); re-renders when it changes, including on token refresh.
 * A prerendered page (src/prerender.tsx) was rendered signed out: while the app takes its markup over it
 * reads signed out too, then the session the browser holds.
 */
export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.current, signedOut);
}
