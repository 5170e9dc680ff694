import { RESET_USERS, type ResetUser } from '@prep/domain';

/**
 * Where the request page notes who asked (the spec keeps the user type locally until the new password
 * is set). Not under the app's `prep.` prefix: going to the home page after the request clears those,
 * and this must survive it. The link in the mail carries the type as well (?user=), which wins: the link
 * may be opened in another browser.
 */
export const RESET_USER_KEY = 'password-reset.user';

const isResetUser = (value: unknown): value is ResetUser =>
  typeof value === 'string' && (RESET_USERS as readonly string[]).includes(value);

/** The user type of a reset link: its `?user=`, else the one this browser noted, else null (ask). */
export function resetUserOf(search: string, storage: Pick<Storage, 'getItem'> | null): ResetUser | null {
  const fromLink = new URLSearchParams(search).get('user');
  if (isResetUser(fromLink)) return fromLink;
  let stored: string | null = null;
  try {
    stored = storage?.getItem(RESET_USER_KEY) ?? null;
  } catch {
    stored = null;
  }
  return isResetUser(stored) ? stored : null;
}

export function rememberResetUser(user: ResetUser) {
  try {
    window.localStorage.setItem(RESET_USER_KEY, user);
  } catch {
    // Storage refused (private mode): the link carries the type anyway.
  }
}

export function forgetResetUser() {
  try {
    window.localStorage.removeItem(RESET_USER_KEY);
  } catch {
    // nothing to forget
  }
}

/** The sign-in page of each user type, where a new password is used. */
export const LOGIN_PAGE: Record<ResetUser, string> = {
  clientadmin: '/client',
  teacher: '/teacher',
  student: '/student',
};

/** The first message of a failed parse, for the spec's single-message popups. */
export const firstMessage = (issues: readonly { message: string }[], fallback: string) =>
  issues[0]?.message ?? fallback;
