// Messages shared by more than one schema or screen, written exactly as the specification has them.
export const FILL_ALL_FIELDS = 'Please Fillout All Fields';
export const CHECK_EMAIL_AND_PASSWORD = 'Check your email and password';
export const INVALID_TOKEN = 'Invalid token';
export const NETWORK_REQUEST_ERROR = 'Oops! Network Request Error';
