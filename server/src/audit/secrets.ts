// What an audit event never holds (issue 28): passwords, hashes, tokens and API keys, license keys, TOTP
// secrets, LMS keys. Matched by field name, so a field added later with such a name is kept out too.
const SECRET = /password|passwd|hash|token|secret|license_key|licen[cs]e|api_key|private_key|recovery_code|totp/i;

// A client's switches (enable_api_token, require_totp_for_staff) are yes or no, never a secret: their
// before and after are recorded, whatever they name.
const SWITCH = /^(enable|require)_/;

// An LMS's token endpoint (an LTI registration's auth_token_url) is an address anyone may read, not a token.
const ADDRESSES: ReadonlySet<string> = new Set(['auth_token_url']);

export const isSecretField = (field: string) => !SWITCH.test(field) && !ADDRESSES.has(field) && SECRET.test(field);
