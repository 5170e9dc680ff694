import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@prep/domain/locales/en.json';
import ta from '@prep/domain/locales/ta.json';
import { tenant } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

// The spec's English messages are the API's contract: the server answers them word for word whatever
// language the caller reads; the web translates them where it shows them (t(message), ta.json).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const IN_TAMIL = { 'accept-language': 'ta-IN,ta;q=0.9' };
const english = en as Record<string, string>;
const tamil = ta as Record<string, string>;

/** A message the web can translate: a key of both catalogues, with a Tamil text of its own. */
function expectTranslatable(message: string) {
  expect(english[message]).toBe(message);
  expect(tamil[message]).toMatch(/[\u0B80-\u0BFF]/);
}

describe('messages of error answers', () => {
  it('answers a refused sign-in in English to a caller asking for Tamil', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/superadmin/', headers: IN_TAMIL, payload: {} });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.fields).toEqual({ email: ['Please Check Your Email'], password: ['Please Check Your Password'] });
    expect(body.message).toBe('Please Check Your Email');
    for (const message of [body.message, ...body.fields.email, ...body.fields.password]) expectTranslatable(message);
  });

  it('answers a refusal (403) and a missing record (404) in English, each a catalogue key', async () => {
    const { studentHeaders } = await tenant(t.app, t.db);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/api_token/',
      headers: { ...studentHeaders, ...IN_TAMIL },
      payload: { client: 1 },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to perform this action.');
    expectTranslatable(refused.json().message);

    const missing = await t.app.inject({ url: '/api/no-such-route/', headers: IN_TAMIL });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Not found.');
    expectTranslatable(missing.json().message);
  });
});
