import { msg } from './i18n';
// Messages shared by more than one schema or screen, written exactly as the specification has them.
export const FILL_ALL_FIELDS = msg('Please Fillout All Fields');
export const CHECK_EMAIL_AND_PASSWORD = msg('Check your email and password');
export const INVALID_TOKEN = msg('Invalid token');
export const NETWORK_REQUEST_ERROR = msg('Oops! Network Request Error');

/** A text field holding a NUL character or half of a UTF-16 surrogate pair: nothing can store or show it. */
export const UNSAFE_TEXT = msg('Contains a character that is not allowed (a NUL character or an unpaired surrogate)');
