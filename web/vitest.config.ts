import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // One module graph per worker rather than per file: importing Mantine, React and the app afresh for each
    // of ~100 files was most of this suite's time. The set-up file puts back what a file may leave behind
    // (language, session, stubs, timers, overlays), so each file still starts from the same state.
    isolate: false,
  },
});
