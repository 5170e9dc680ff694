// The tool's keys (issue 29): published at /lti/jwks, what they sign verifies there, a rotation keeps the
// old key a day (a response signed before it still verifies) and the private key is sealed at rest.
import { spawnSync } from 'node:child_process';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ltiKeys } from '../db/schema/index';
import { startTestApp, type TestApp } from '../test/harness';
import { publicKeySet, RETIRED_KEY_GRACE_MS, rotateKey, signingKey, signToolJwt } from './keys';

const SECRET = 'keys-test-secret';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LTI_KEY_SECRET: SECRET });
});
afterAll(() => t.close());

const jwks = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/lti/jwks' });
  expect(res.statusCode).toBe(200);
  return res.json() as { keys: Array<Record<string, unknown>> };
};

describe('the tool keys', () => {
  it('publishes an RS256 key with a kid, made on first use, and signs JWTs that verify with it', async () => {
    const set = await jwks();
    expect(set.keys).toHaveLength(1);
    expect(set.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
    expect(set.keys[0]).not.toHaveProperty('d');
    const jwt = await signToolJwt(t.db, SECRET, { iss: 'tool', aud: 'platform', hello: 'world' });
    expect(decodeProtectedHeader(jwt)).toMatchObject({ alg: 'RS256', kid: set.keys[0]!.kid });
    const { payload } = await jwtVerify(jwt, createLocalJWKSet(set as never), { issuer: 'tool', audience: 'platform' });
    expect(payload).toMatchObject({ hello: 'world', jti: expect.any(String) });
    expect(payload.exp! - payload.iat!).toBe(300);
  });

  it('keeps the private key sealed: no PEM in the table, and another secret cannot open it', async () => {
    const [row] = await t.db.select().from(ltiKeys);
    expect(row!.private_key).not.toContain('PRIVATE KEY');
    expect(row!.private_key.split('.')).toHaveLength(3);
    // A fresh process would import it again: a different secret must fail with words an operator can act on.
    const { kid } = await signingKey(t.db, SECRET);
    await t.db
      .insert(ltiKeys)
      .values({ kid: `${kid}-copy`, public_jwk: row!.public_jwk, private_key: row!.private_key });
    await t.db.update(ltiKeys).set({ retires_at: new Date() }).where(ltiKeysKid(kid));
    await expect(signingKey(t.db, 'another-secret')).rejects.toThrow(
      /LTI_KEY_SECRET is not the one it was sealed with/,
    );
    await t.db.delete(ltiKeys).where(ltiKeysKid(`${kid}-copy`));
    await t.db.update(ltiKeys).set({ retires_at: null }).where(ltiKeysKid(kid));
  });

  it('rotates: the new key signs, the old stays published a day and what it signed still verifies', async () => {
    const before = await jwks();
    const oldKid = before.keys[0]!.kid;
    const signedBefore = await signToolJwt(t.db, SECRET, { aud: 'platform' });
    const now = new Date();
    const { kid, retired } = await rotateKey(t.db, SECRET, now);
    expect(retired).toEqual([oldKid]);
    const after = await jwks();
    expect(after.keys.map((k) => k.kid)).toEqual([kid, oldKid]);
    const set = createLocalJWKSet(after as never);
    await expect(jwtVerify(signedBefore, set, { audience: 'platform' })).resolves.toBeTruthy();
    const signedAfter = await signToolJwt(t.db, SECRET, { aud: 'platform' });
    expect(decodeProtectedHeader(signedAfter).kid).toBe(kid);

    // A day later the old key is no longer published, and the next rotation deletes it.
    const dayLater = new Date(now.getTime() + RETIRED_KEY_GRACE_MS + 1000);
    expect((await publicKeySet(t.db, dayLater)).keys.map((k) => k.kid)).toEqual([kid]);
    await rotateKey(t.db, SECRET, dayLater);
    expect((await t.db.select({ kid: ltiKeys.kid }).from(ltiKeys)).map((r) => r.kid)).not.toContain(oldKid);
  });
});

describe('npm run lti:rotate-key', () => {
  it('adds a key from the command line and says which one retires', async () => {
    if (!t.databaseUrl) return expect(t.databaseUrl).toBeUndefined();
    const before = (await jwks()).keys.map((k) => k.kid);
    const root = new URL('../../..', import.meta.url).pathname;
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/lti/rotate-cli.ts'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: t.databaseUrl, LTI_KEY_SECRET: SECRET, DATA_DIR: '/tmp/prep-test-data' },
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const after = (await jwks()).keys.map((k) => k.kid);
    expect(after).toHaveLength(before.length + 1);
    expect(run.stdout).toContain(`New LTI signing key ${after[0]}.`);
    expect(run.stdout).toContain(`Key ${before[0]} stops being published in 24 hours.`);
  });
});

function ltiKeysKid(kid: string) {
  return eq(ltiKeys.kid, kid);
}
