import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superAdminHeaders } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

// A built web app as `vite build` leaves it: index.html, a fingerprinted asset, and the asset's
// brotli and gzip copies written by web/precompress.ts.
const dist = mkdtempSync(join(tmpdir(), 'prep-web-'));
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
mkdirSync(join(dist, 'assets'));
// The page's one inline script: the language chosen in this browser, read before the first paint (web/index.html).
const inline = "if (localStorage.getItem('language') === 'ta') document.documentElement.dataset.x = '';";
const indexHtml = `<!doctype html><title>Test</title><script>${inline}</script><div id="root"></div>`;
writeFileSync(join(dist, 'index.html'), indexHtml);
// The public pages the build rendered ahead (web/scripts/prerender.mjs).
mkdirSync(join(dist, 'prerendered'));
writeFileSync(join(dist, 'prerendered/index.html'), '<div id="root"><h1>Helping Students</h1></div>');
writeFileSync(join(dist, 'prerendered/student.html'), '<div id="root"><h1>Student Login</h1></div>');
writeFileSync(join(dist, 'assets/app-abc123.js'), script);
writeFileSync(join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(script));
writeFileSync(join(dist, 'assets/app-abc123.js.gz'), gzipSync(script));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('what the browser downloads', () => {
  it('sends the build-time brotli copy of an asset to a browser that accepts it, cached for a year', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a browser that only takes gzip, and the file itself to one that takes neither', async () => {
    const gz = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('never lets the page itself be cached, at / and at any screen the browser router owns', async () => {
    for (const url of ['/', '/student', '/student/dashboard']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('sends a prerendered public page at its own path, and the empty page the app renders into elsewhere', async () => {
    expect((await t.app.inject({ url: '/' })).body).toContain('<h1>Helping Students</h1>');
    expect((await t.app.inject({ url: '/student' })).body).toContain('<h1>Student Login</h1>');
    expect((await t.app.inject({ url: '/student/' })).body).toContain('<h1>Student Login</h1>');
    // A token sign-in renders the "Authenticating" screen, not the prerendered form.
    expect((await t.app.inject({ url: '/student?token=abc' })).body).toContain('<div id="root"></div>');
    const dashboard = await t.app.inject({ url: '/student/dashboard' });
    expect(dashboard.body).toBe(indexHtml);
  });

  it('lets a sign-in page’s form say it came from here (its Origin), and no page tell other sites anything', async () => {
    for (const url of ['/superadmin', '/client', '/teacher', '/student', '/student/']) {
      expect((await t.app.inject({ url })).headers['referrer-policy'], url).toBe('same-origin');
    }
    for (const url of ['/', '/student/dashboard']) {
      expect((await t.app.inject({ url })).headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('compresses a large API answer for a client that asks, and leaves a small one alone', async () => {
    const small = await t.app.inject({
      url: '/api/courses/',
      headers: { ...superAdminHeaders(t.app), 'accept-encoding': 'gzip' },
    });
    // Eight courses with descriptions: under the 2 kB threshold, so sent as they are.
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    const docs = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(docs.rawPayload).toString()).openapi).toMatch(/^3\./);
  });

  it('lets the page’s own inline script run, by its hash, and no other', async () => {
    const res = await t.app.inject({ url: '/student' });
    const policy = String(res.headers['content-security-policy']);
    const scripts = policy.split(';').find((directive) => directive.trim().startsWith('script-src'));
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(scripts?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
  });
});
