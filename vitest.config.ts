import { defineConfig } from 'vitest/config';

// Unit and API tests; the end-to-end suite has its own config in e2e/.
export default defineConfig({
  test: {
    projects: ['domain', 'server', 'web'],
  },
});
