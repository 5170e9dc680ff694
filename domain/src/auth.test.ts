import { describe, expect, it } from 'vitest';
import { SIGN_IN_RETURN_MESSAGES, signInReturnMessage, TOO_MANY_ATTEMPTS, WRONG_LOGIN } from './auth';
import { fill, render } from './message';
import { FILL_ALL_FIELDS } from './messages';

describe('the message a sign-in page is sent back with (a form sent without the app, issue 26)', () => {
  it('is shown when it is one of a sign-in’s own', () => {
    for (const key of [...Object.values(WRONG_LOGIN), FILL_ALL_FIELDS, TOO_MANY_ATTEMPTS]) {
      expect(signInReturnMessage(key)).toBe(key);
    }
    expect(signInReturnMessage(SIGN_IN_RETURN_MESSAGES.foreignForm)).toBe(
      'For your safety, please sign in on this page.',
    );
  });

  it('is replaced by the generic one otherwise: an address made elsewhere cannot make the page say it', () => {
    expect(signInReturnMessage('Your account is suspended: call 555-0100 with your password')).toBe(
      'Something Went Wrong',
    );
    expect(signInReturnMessage('')).toEqual('Something Went Wrong');
  });
});

describe('the sign-in lock message', () => {
  it('keeps its English for any count but one, and says "1 second" for one (a plural)', () => {
    expect(render(fill(TOO_MANY_ATTEMPTS, { count: 30 }))).toBe('Too many attempts. Please try again in 30 seconds.');
    expect(render(fill(TOO_MANY_ATTEMPTS, { count: 1 }))).toBe('Too many attempts. Please try again in 1 second.');
  });
});
