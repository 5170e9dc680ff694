import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// CI sets TEST_REPORT_DIR to collect one JSON report per run (named for the npm script) and check none ran empty.
const reportDir = process.env.TEST_REPORT_DIR;
const reportName = process.env.TEST_REPORT_NAME ?? process.env.npm_lifecycle_event?.replace(':', '-') ?? 'vitest';

// Unit and API tests; the end-to-end suite has its own config in e2e/.
export default defineConfig({
  test: {
    projects: ['domain', 'server', 'web'],
    // Vitest leaves a core to itself (n - 1 workers), which on CI's two cores is one worker and an idle
    // core: the runner is mostly waiting once the files are transformed.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: reportDir ? ['default', ['json', { outputFile: `${reportDir}/${reportName}.json` }]] : ['default'],
  },
});
