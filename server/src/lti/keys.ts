// The tool's signing keys (issue 29; docs/decisions/0117-lti.md). The platform verifies what the tool
// signs (a deep-linking response, the client assertion of a token request) against /lti/jwks. Private keys
// are kept in the database sealed with LTI_KEY_SECRET, so every instance signs with the same key and a
// database dump alone signs nothing. A rotation adds a key that signs from then on and keeps the old one
// published a day, so a platform that cached the old set, or a response signed a moment before, still verifies.
import { randomUUID } from 'node:crypto';
import { desc, gt, isNull, lte, or } from 'drizzle-orm';
import {
  type CryptoKey,
  calculateJwkThumbprint,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  importPKCS8,
  type JWK,
  SignJWT,
} from 'jose';
import { keyFor, seal, unseal } from '../auth/sealed';
import type { Db } from '../db/client';
import { ltiKeys } from '../db/schema/index';

const ALG = 'RS256';
/** How long a retired key stays published after a rotation. */
export const RETIRED_KEY_GRACE_MS = 24 * 3600 * 1000;

const sealing = (secret: string) => keyFor('lti-private-key', secret);

/** Imported private keys by kid: importing PKCS#8 costs more than signing. */
const imported = new Map<string, Promise<CryptoKey>>();

async function newKey(secret: string) {
  const { publicKey, privateKey } = await generateKeyPair(ALG, { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(publicKey);
  const kid = `${await calculateJwkThumbprint(jwk)}.${randomUUID().slice(0, 8)}`;
  return {
    kid,
    public_jwk: { ...jwk, kid, alg: ALG, use: 'sig' } as Record<string, unknown>,
    private_key: seal(sealing(secret), await exportPKCS8(privateKey)),
  };
}

/** The key that signs now: the newest not retiring; made on first use. */
export async function signingKey(db: Db, secret: string): Promise<{ kid: string; key: CryptoKey }> {
  let [row] = await db
    .select({ kid: ltiKeys.kid, private_key: ltiKeys.private_key })
    .from(ltiKeys)
    .where(isNull(ltiKeys.retires_at))
    .orderBy(desc(ltiKeys.createdAt))
    .limit(1);
  if (!row) {
    // Two instances starting at once may each make one: both are published, the newest signs.
    const made = await newKey(secret);
    await db.insert(ltiKeys).values(made);
    row = made;
  }
  const { kid, private_key } = row;
  let key = imported.get(kid);
  if (!key) {
    const pem = unsealed(secret, private_key);
    key = importPKCS8(pem, ALG);
    imported.set(kid, key);
  }
  return { kid, key: await key };
}

function unsealed(secret: string, stored: string): string {
  try {
    const pem = unseal(sealing(secret), stored);
    if (pem) return pem;
  } catch {
    // A wrong secret fails the tag check: said below.
  }
  throw new Error('The LTI private key cannot be opened: LTI_KEY_SECRET is not the one it was sealed with.');
}

/** A published key: an RSA public key with its id. */
export type PublicJwk = JWK & { kty: string; kid: string; alg: string; use: string };

/** The public keys a platform verifies with: every key not yet retired. */
export async function publicKeySet(db: Db, now = new Date()): Promise<{ keys: PublicJwk[] }> {
  const rows = await db
    .select({ jwk: ltiKeys.public_jwk })
    .from(ltiKeys)
    .where(or(isNull(ltiKeys.retires_at), gt(ltiKeys.retires_at, now)))
    .orderBy(desc(ltiKeys.createdAt));
  return { keys: rows.map((row) => row.jwk as PublicJwk) };
}

/**
 * Adds a key that signs from now on and retires the others a day from now; keys retired before now are
 * deleted. Answers the new key's kid.
 */
export async function rotateKey(db: Db, secret: string, now = new Date()): Promise<{ kid: string; retired: string[] }> {
  const made = await newKey(secret);
  return db.transaction(async (tx) => {
    await tx.delete(ltiKeys).where(lte(ltiKeys.retires_at, now));
    const retired = await tx
      .update(ltiKeys)
      .set({ retires_at: new Date(now.getTime() + RETIRED_KEY_GRACE_MS) })
      .where(isNull(ltiKeys.retires_at))
      .returning({ kid: ltiKeys.kid });
    await tx.insert(ltiKeys).values(made);
    return { kid: made.kid, retired: retired.map((r) => r.kid) };
  });
}

/**
 * A JWT signed by the tool's current key (RS256, its kid in the header): `claims` as given, `iat` now and
 * `exp` `ttlSeconds` later, and a `jti` unless given.
 */
export async function signToolJwt(
  db: Db,
  secret: string,
  claims: Record<string, unknown>,
  ttlSeconds = 300,
): Promise<string> {
  const { kid, key } = await signingKey(db, secret);
  const jwt = new SignJWT({ jti: randomUUID(), ...claims })
    .setProtectedHeader({ alg: ALG, kid, typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`);
  return jwt.sign(key);
}
