import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { FILL_ALL_FIELDS, isTotpRequired, msg, signInReturnMessage, type Text, type TotpRequired } from '@prep/domain';
import { errorMessage, fieldErrors, serverFieldErrors } from '../forms/errors';
import type { AlertMessage } from '../shell/AlertDialog';
import { takeChallenge } from './pendingChallenge';

// What a sign-in page reads of an address the server sent it back to (issue 26): `#signin-error=<key>` after
// a form sign-in that failed. Here, in the sign-in pages' own chunk; the exchange of a `#signin=<code>`
// (signInCode.ts) is loaded only by an address that carries one.

const ERROR = 'signin-error';

/** What follows `#` in the address, read as name=value pairs. */
const said = () => new URLSearchParams(window.location.hash.slice(1));

/** Replaces what follows `#` (nothing when `hash` is empty), without a new history entry. */
function setHash(hash: string) {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash ? `#${hash}` : ''}`);
}

/**
 * The message a sign-in page was sent back with (`#signin-error=`), translated by `t`, and taken out of
 * the address so a reload does not say it again; null when there is none. Only a sign-in's own messages
 * are shown: an address made elsewhere cannot make the page say something else.
 */
export function takeReturnedMessage(
  t: (key: string, values?: Record<string, string | number>) => string,
): string | null {
  const returned = said();
  const key = returned.get(ERROR);
  if (key === null) return null;
  setHash('');
  // The lock's seconds are the plural's count ("1 second", "30 seconds"); the address keeps `seconds=`.
  const seconds = returned.get('seconds');
  return t(signInReturnMessage(key), seconds === null ? {} : { count: Number(seconds) });
}

/**
 * How a page tells what went wrong: 'fields' gives each field its own message beside it and the server's
 * failure above the form (the super admin's page); 'dialog' shows 'Please Fillout All Fields' or the
 * server's message in the "Oops..." dialog (client admins and students).
 */
export type SignInReport = 'fields' | 'dialog';

interface Options<C extends Record<string, string>, R extends object> {
  /** The fields' names (the form's input names), each empty. */
  empty: C;
  /** The domain's login schema: what is sent is what it parses (trimmed, the email lower-cased). */
  schema: ZodType<C>;
  /** The sign-in call (sent without the access token); a staff sign-in may answer a two-factor challenge. */
  request: (body: C) => Promise<R | TotpRequired>;
  onSignedIn: (response: R, body: C) => void;
  report: SignInReport;
}

/**
 * The state of a sign-in form: the schema checked on submit, the call, and its failure. The fields are
 * not held in React state: the pages are prerendered, and what a visitor types (or a password manager
 * fills) before the app has loaded must survive hydration, so Sign In reads the form's own fields.
 */
export function useSignIn<C extends Record<string, string>, R extends object>({
  empty,
  schema,
  request,
  onSignedIn,
  report,
}: Options<C, R>) {
  const [errors, setErrors] = useState<Record<string, Text>>({});
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  /** Why the server sent the page back, when its form was sent without the app (takeReturnedMessage). */
  const [returned, setReturned] = useState<string | null>(null);
  /** A right password of a person with two-factor sign-in on: the code is asked for next (issue 28). */
  const [challenge, setChallenge] = useState<string | null>(null);
  const { t } = useTranslation();

  // A form sent without the app may have been answered with a challenge (signInCode.ts kept it).
  useEffect(() => {
    setChallenge(takeChallenge());
  }, []);

  // After hydration: the prerendered page knew nothing of the address.
  useEffect(() => {
    const message = takeReturnedMessage(t);
    if (message === null) return;
    if (report === 'fields') setReturned(message);
    else setAlert({ title: msg('Oops...'), message });
  }, [report, t]);

  const login = useMutation({
    mutationFn: request,
    onSuccess: (answer, body) => {
      if (isTotpRequired(answer)) setChallenge(answer.challenge);
      else onSignedIn(answer, body);
    },
    onError: (error) => {
      if (report === 'fields') setErrors(serverFieldErrors(error));
      else setAlert({ title: msg('Oops...'), message: errorMessage(error) });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(Object.keys(empty).map((name) => [name, String(data.get(name) ?? '')]));
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      if (report === 'fields') setErrors(fieldErrors(parsed.error));
      else setAlert({ title: msg('Oops...'), message: FILL_ALL_FIELDS });
      return;
    }
    setErrors({});
    setReturned(null);
    login.reset();
    login.mutate(parsed.data);
  };

  return { report, errors, alert, setAlert, returned, submit, login, challenge, restart: () => setChallenge(null) };
}

export type SignInState<C extends Record<string, string>> = ReturnType<typeof useSignIn<C, object>>;
