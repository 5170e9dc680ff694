import { defineConfig } from 'vitest/config';

// Pure logic with no state of its own: the files of a worker share one module graph (isolate false), which
// spares importing zod and the parsers afresh for each file.
export default defineConfig({
  test: { name: 'domain', include: ['src/**/*.test.ts'], isolate: false, setupFiles: ['src/test/english-equality.ts'] },
});
