import { defineConfig } from 'vitest/config';

// Pure logic with no state of its own: the files of a worker share one module graph (isolate false), which
// spares importing zod and the parsers afresh for each file. The repository scripts' rules (pure functions
// over a file's text, such as the lint rule on roles) are tested here too.
export default defineConfig({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts', '../scripts/*.test.mjs'],
    isolate: false,
    setupFiles: ['src/test/english-equality.ts'],
  },
});
