// Imported first by main.ts (and by passwords.ts): libuv reads UV_THREADPOOL_SIZE when its pool first starts, so it is set
// before anything can use the pool. Password hashing takes up to PASSWORD_HASH_CONCURRENCY threads;
// four more stay free for files and DNS. A value set in the environment is kept.
import { availableParallelism } from 'node:os';

/** PASSWORD_HASH_CONCURRENCY, by default one core fewer than the machine has (at least one). */
export const hashingThreads = () =>
  Math.max(1, Number(process.env.PASSWORD_HASH_CONCURRENCY) || availableParallelism() - 1);

process.env.UV_THREADPOOL_SIZE ??= String(hashingThreads() + 4);
