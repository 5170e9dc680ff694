// What an audit event never holds (issue 28): passwords, hashes, tokens and API keys, license keys, TOTP
// secrets, LMS keys. Matched by field name, so a field added later with such a name is kept out too.
const SECRET = /password|passwd|hash|token|secret|license_key|licen[cs]e|api_key|private_key|recovery_code|totp/i;

export const isSecretField = (field: string) => SECRET.test(field);
