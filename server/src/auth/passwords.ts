import { hash, verify, type Algorithm } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, two passes, one lane.
// Algorithm is an ambient const enum; 2 is its Argon2id member.
const OPTIONS = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

// Verified against when the account does not exist, so a wrong email costs as long as a wrong password.
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword('decoy-password-never-matches');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** Argon2 hashes for the rows that carry a password, worked out before any transaction opens. */
export const hashAll = (passwords: Array<string | undefined>) =>
  Promise.all(passwords.map((p) => (p ? hashPassword(p) : Promise.resolve(undefined))));
