import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Each test file opens its own database (in-memory PGlite, or a fresh database on the PostgreSQL server).
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
