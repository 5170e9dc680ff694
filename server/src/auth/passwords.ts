import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { hashingThreads } from './threads';

// OWASP's argon2id baseline: 19 MiB, two passes, one lane.
// Algorithm is an ambient const enum; 2 is its Argon2id member.
const OPTIONS = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most this many argon2 computations at once (PASSWORD_HASH_CONCURRENCY, default one core fewer than
 * the machine has, at least one); the rest wait their turn, in order. @node-rs/argon2 computes on libuv's
 * thread pool, never on the event loop; the bound leaves a core to the event loop (and the database) while
 * a class signs in, keeps hashing from taking every pool thread (files, DNS), and keeps its 19 MiB a
 * computation bounded. main.ts sizes the pool above it (UV_THREADPOOL_SIZE).
 */
export const PASSWORD_HASH_CONCURRENCY = hashingThreads();

let running = 0;
const waiting: Array<() => void> = [];

async function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PASSWORD_HASH_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, if any.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export const hashPassword = (password: string) => bounded(() => hash(password, OPTIONS));

// Verified against when the account does not exist, so a wrong email costs as long as a wrong password.
let decoy: Promise<string> | undefined;

/**
 * Argon2 verifications done by this process: one per password checked, whether or not the account has one.
 * Counted rather than timed, a sign-in's cost can be checked on a busy machine (teachers/invite.test.ts).
 */
export const verifications = { count: 0 };

function verifyBounded(stored: string, password: string) {
  verifications.count += 1;
  return bounded(() => verify(stored, password)).catch(() => false);
}

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword('decoy-password-never-matches');
    await verifyBounded(await decoy, password);
    return false;
  }
  return verifyBounded(passwordHash, password);
}

/** Argon2 hashes for the rows that carry a password, worked out before any transaction opens. */
export const hashAll = (passwords: Array<string | undefined>) =>
  Promise.all(passwords.map((p) => (p ? hashPassword(p) : Promise.resolve(undefined))));
