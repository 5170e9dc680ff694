import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// Brotli and gzip copies of every text asset, made once at build time so the server sends them as
// they are (@fastify/static's preCompressed) instead of compressing on each request or not at all.
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map|woff2?)$/;
const WORTH_IT = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

function precompress(): Plugin {
  let outDir: string | undefined;
  return {
    name: 'precompress',
    // The browser's build only: the prerendering's server-side build is not served.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!outDir) return;
      for (const path of files(outDir)) {
        if (!TEXT.test(path) || /\.woff2$/.test(path)) continue;
        const content = readFileSync(path);
        if (content.length < WORTH_IT) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

// In development the API runs on its own port; the browser sees one origin, as in production.
const API_PREFIXES = ['/api', '/quiz', '/auth', '/health', '/media'];
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }])),
  },
  build: {
    // Mantine and React make one large vendor chunk; screens are split later as areas grow.
    chunkSizeWarningLimit: 1500,
    // Read by the size budget (scripts/check-bundle-size.mjs).
    manifest: true,
    modulePreload: false,
  },
});
