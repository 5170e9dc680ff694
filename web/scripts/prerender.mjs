// After `vite build` and the server-side build of src/prerender.tsx: writes the public pages' HTML into
// copies of index.html under dist/prerendered/ (with their brotli and gzip copies), which the server
// sends for those exact paths. Every other path keeps the empty index.html the app renders into.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const web = new URL('..', import.meta.url).pathname;
const dist = join(web, 'dist');
const ssr = join(web, 'dist-ssr');
const { PRERENDERED, render } = await import(join(ssr, 'prerender.js'));

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!template.includes(ROOT)) throw new Error('dist/index.html has no empty #root to fill');

const out = join(dist, 'prerendered');
mkdirSync(out, { recursive: true });
for (const path of PRERENDERED) {
  const html = template.replace(ROOT, `<div id="root">${await render(path)}</div>`);
  const file = join(out, `${path === '/' ? 'index' : path.slice(1).replaceAll('/', '_')}.html`);
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
}
rmSync(ssr, { recursive: true, force: true });
console.log(`prerendered ${PRERENDERED.join(', ')}`);
