import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs on its own port; the browser sees one origin, as in production.
const API_PREFIXES = ['/api', '/quiz', '/auth', '/health', '/media'];
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }])),
  },
  build: {
    // Mantine and React make one large vendor chunk; screens are split later as areas grow.
    chunkSizeWarningLimit: 1500,
  },
});
