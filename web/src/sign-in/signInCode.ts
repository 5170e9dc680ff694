// The end of a sign-in the server finished without the app (issue 26): a form sent before the app's
// script had loaded, and later an LMS launch. The server redirects to a page of the app with
// `#signin=<one-time code>`, which the app exchanges for the sign-in's answer before it renders; or with
// `#signin-error=<message key>`, which the sign-in page shows.
import { isTotpRequired, SIGN_IN_RETURN_MESSAGES } from '@prep/domain';
import { ApiError } from '../api';
import { exchangeLtiCode, exchangeSignInCode } from '../api/auth';
import { landingTarget } from '../lti/landingTarget';
import { keepChallenge } from './pendingChallenge';
import { keepSignIn } from './profileOf';

const CODE = 'signin';
/** An LMS launch's code (issue 29): the launch lands on /lms/ with `#lti=<code>`, exchanged at /auth/lti/. */
const LTI_CODE = 'lti';
const ERROR = 'signin-error';

/** Replaces what follows `#` (nothing when `hash` is empty), without a new history entry. */
function setHash(hash: string) {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash ? `#${hash}` : ''}`);
}

/**
 * An LMS launch lands on `/lms/?to=<page>#lti=<code>` (issue 29): the page it names takes the address
 * before the app renders, so the launch opens on it (signed in, or on its sign-in page saying why not).
 */
function goOnFromLms() {
  const target = window.location.pathname.startsWith('/lms')
    ? landingTarget(new URLSearchParams(window.location.search).get('to'))
    : null;
  if (target) window.history.replaceState(window.history.state, '', `${target}${window.location.hash}`);
}

/**
 * Exchanges the address's one-time sign-in code, if it has one, and keeps the session as a sign-in does.
 * The code leaves the address at once (it is spent by its first use, and an address is kept in history
 * and shared). Resolves whether it signed in; a code that failed leaves the reason for the page instead.
 */
export async function redeemSignInCode(): Promise<boolean> {
  const hash = new URLSearchParams(window.location.hash.slice(1));
  const lti = hash.get(LTI_CODE);
  const code = hash.get(CODE) ?? lti;
  if (!code) return false;
  setHash('');
  try {
    if (lti) goOnFromLms();
    const answer = await (lti ? exchangeLtiCode(lti) : exchangeSignInCode(code));
    // Two-factor sign-in on: the sign-in page asks for the code (useSignIn reads the challenge kept here).
    if (isTotpRequired(answer)) {
      keepChallenge(answer.challenge);
      return false;
    }
    if (!keepSignIn(answer)) throw new ApiError(401, SIGN_IN_RETURN_MESSAGES.failed);
    return true;
  } catch (error) {
    setHash(new URLSearchParams({ [ERROR]: error instanceof ApiError ? error.message : '' }).toString());
    return false;
  }
}
