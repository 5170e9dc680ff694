import { defineConfig } from 'vitest/config';

// CI sets TEST_REPORT_DIR to collect one JSON report per run (named for the npm script) and check none ran empty.
const reportDir = process.env.TEST_REPORT_DIR;
const reportName = process.env.TEST_REPORT_NAME ?? process.env.npm_lifecycle_event?.replace(':', '-') ?? 'vitest';

// Unit and API tests; the end-to-end suite has its own config in e2e/.
export default defineConfig({
  test: {
    projects: ['domain', 'server', 'web'],
    reporters: reportDir ? ['default', ['json', { outputFile: `${reportDir}/${reportName}.json` }]] : ['default'],
  },
});
