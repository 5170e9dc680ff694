import { DEFAULT_LANGUAGE, type Language } from '@prep/domain';
import type { SessionProfile } from '../session/profile';
import { sessionStore } from '../session/sessionStore';
import { browserLanguage, showLanguage } from './language';

/**
 * Which language a signed-in person sees: the one their account chose; else the one chosen in this
 * browser before signing in; else, for a student, their client's default; else English.
 */
export function languageFor(profile: SessionProfile | null): Language {
  const chosenHere = browserLanguage();
  if (!profile || profile.role === 'superadmin') return chosenHere ?? DEFAULT_LANGUAGE;
  if (profile.language) return profile.language;
  if (chosenHere) return chosenHere;
  return profile.role === 'student' ? (profile.default_language ?? DEFAULT_LANGUAGE) : DEFAULT_LANGUAGE;
}

/** Shows the session's language now (resolved once it shows) and again whenever someone signs in or out. */
export function followSessionLanguage(): Promise<void> {
  const apply = () => showLanguage(languageFor(sessionStore.current()?.profile ?? null));
  sessionStore.subscribe(() => void apply());
  return apply();
}
