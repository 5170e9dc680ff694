import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Each test file opens its own database (in-memory PGlite, or a fresh database on the PostgreSQL server)
    // and its own app, so the files of a worker can share one module graph (isolate false) rather than
    // importing Fastify, Drizzle and every route afresh for each file.
    isolate: false,
    testTimeout: 20_000,
    // A message compared with its English in the tests written before messages travelled as data.
    setupFiles: ['../domain/src/test/english-equality.ts'],
    hookTimeout: 60_000,
  },
});
