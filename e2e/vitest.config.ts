import { defineConfig } from 'vitest/config';

// CI sets TEST_REPORT_DIR to collect a JSON report and check the suite really ran.
const reportDir = process.env.TEST_REPORT_DIR;

// The browser suite: one real server for the run (global setup), one Chromium per test file.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/globalSetup.ts'],
    // Two cores: the server, Chromium and the runner already share them.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: reportDir ? ['default', ['json', { outputFile: `${reportDir}/e2e.json` }]] : ['default'],
  },
});
