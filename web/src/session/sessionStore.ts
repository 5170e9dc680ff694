import type { AccessClaims, Role } from '@prep/domain';
import { decodeAccessClaims } from './claims';
import type { SessionProfile } from './profile';

export interface Session {
  access: string;
  refresh: string;
  /** From the access token: the role and client the server will hold us to. */
  claims: AccessClaims;
  role: Role;
  clientId: number | null;
  profile: SessionProfile | null;
}

interface Stored {
  access: string;
  refresh: string;
  profile: SessionProfile | null;
}

/** The part of the session the API client needs. */
export interface TokenStore {
  accessToken(): string | null;
  refreshToken(): string | null;
  replaceTokens(access: string, refresh: string): void;
  clear(): void;
}

export interface SessionStore extends TokenStore {
  current(): Session | null;
  signIn(tokens: { access: string; refresh: string }, profile: SessionProfile): Session;
  /** Changes what is kept of the profile (the account's language), the tokens staying as they are. */
  updateProfile(change: (profile: SessionProfile) => SessionProfile): void;
  subscribe(listener: () => void): () => void;
}

export const SESSION_KEY = 'prep.session';

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (typeof stored.access !== 'string' || typeof stored.refresh !== 'string') return null;
    const claims = decodeAccessClaims(stored.access);
    if (!claims) return null;
    return {
      access: stored.access,
      refresh: stored.refresh,
      claims,
      role: claims.role,
      clientId: claims.client_id,
      // A profile left over from another role is not this session's.
      profile: stored.profile?.role === claims.role ? stored.profile : null,
    };
  } catch {
    return null;
  }
}

/** The signed-in session, kept in session storage so it ends with the tab, as the spec has it. */
export function createSessionStore(storage: Storage): SessionStore {
  const listeners = new Set<() => void>();
  // useSyncExternalStore needs the same object back until the stored text changes.
  let cachedRaw: string | null = null;
  let cached: Session | null = null;

  const read = (): Session | null => {
    const raw = storage.getItem(SESSION_KEY);
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cached = parse(raw);
    }
    return cached;
  };
  const write = (stored: Stored | null) => {
    if (stored) storage.setItem(SESSION_KEY, JSON.stringify(stored));
    else storage.removeItem(SESSION_KEY);
    for (const listener of listeners) listener();
  };

  return {
    current: read,
    accessToken: () => read()?.access ?? null,
    refreshToken: () => read()?.refresh ?? null,
    signIn(tokens, profile) {
      write({ access: tokens.access, refresh: tokens.refresh, profile });
      const session = read();
      if (!session) {
        write(null);
        throw new Error('The server answered an access token this app cannot read.');
      }
      return session;
    },
    updateProfile(change) {
      const session = read();
      if (session?.profile)
        write({ access: session.access, refresh: session.refresh, profile: change(session.profile) });
    },
    replaceTokens(access, refresh) {
      write({ access, refresh, profile: read()?.profile ?? null });
    },
    clear() {
      if (storage.getItem(SESSION_KEY) !== null) write(null);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Where nothing is stored: the build's prerendering of the public pages, which has no browser. */
const nowhere: Storage = {
  length: 0,
  clear: () => {},
  getItem: () => null,
  key: () => null,
  removeItem: () => {},
  setItem: () => {},
};

export const sessionStore = createSessionStore(typeof window === 'undefined' ? nowhere : window.sessionStorage);
