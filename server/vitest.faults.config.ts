import { defineConfig } from 'vitest/config';

// `npm run test:faults`: the server as a real process on the PostgreSQL server, killed and cut off from
// its database. Run on its own (one file at a time), not in the API suite.
const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  test: {
    name: 'faults',
    root: new URL('.', import.meta.url).pathname,
    include: ['src/**/*.faults.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
    reporters: reportDir ? ['default', ['json', { outputFile: `${reportDir}/test-faults.json` }]] : ['default'],
  },
});
