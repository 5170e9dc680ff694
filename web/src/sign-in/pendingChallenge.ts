// A two-factor challenge answered to a form sent without the app (issue 28): kept in this tab for the
// sign-in page, which asks for the code once the app runs. Read once.
const KEY = 'prep.totp-challenge';

export function keepChallenge(challenge: string) {
  window.sessionStorage.setItem(KEY, challenge);
}

export function takeChallenge(): string | null {
  const challenge = window.sessionStorage.getItem(KEY);
  window.sessionStorage.removeItem(KEY);
  return challenge;
}
