import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { CONTENT_SECURITY_POLICY } from '@api/http/securityHeaders.ts';
import { precompressStaticSite } from '@api/http/staticFiles.ts';
import { CSRF_HEADER } from '@shared/site.ts';
import { rawRequest } from '@tests/support/apiHttp.ts';
import { startTestServer, type TestServer } from '@tests/support/server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const INDEX_HTML = `<!doctype html><html lang="de"><head><title>Taubenschau</title></head><body>${'<div>Taube</div>'.repeat(100)}</body></html>`;
const APP_JS = `console.log(${JSON.stringify('Brieftaube '.repeat(500))});`;
const FILES: Record<string, string | Buffer> = {
  'index.html': INDEX_HTML,
  'assets/index-Bx9f3k2a.js': APP_JS,
  'assets/index-C0ffee12.css': `body{color:#222}${'.t{margin:0}'.repeat(100)}`,
  'sw.js': `self.addEventListener('install',()=>{});${' '.repeat(400)}`,
  'manifest.webmanifest': JSON.stringify({ name: 'Taubenschau', short_name: 'Taubenschau' }),
  'icons/icon-192.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
};
const HTML = { accept: 'text/html,application/xhtml+xml' };

describe('serving the built PWA', () => {
  let server: TestServer;
  let distDir: string;
  const get = (path: string, headers: Record<string, string> = {}) =>
    rawRequest(server.url, path, { headers });

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'taubenschau-dist-'));
    for (const [path, content] of Object.entries(FILES)) {
      mkdirSync(dirname(join(distDir, path)), { recursive: true });
      writeFileSync(join(distDir, path), content);
    }
    // As `npm run build` does: the compressed variants beside the files.
    await precompressStaticSite(distDir);
    server = await startTestServer({ staticRoot: distDir });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('serves hashed assets as immutable', async () => {
    const res = await get('/assets/index-Bx9f3k2a.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.toString()).toBe(APP_JS);
  });

  it.each(['/', '/index.html', '/sw.js', '/manifest.webmanifest'])(
    'makes the browser revalidate %s',
    async (path) => {
      const res = await get(path, HTML);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('caches other public files for a day with the right type', async () => {
    const icon = await get('/icons/icon-192.png');
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    expect((await get('/manifest.webmanifest')).headers['content-type']).toMatch(
      /^application\/manifest\+json/,
    );
  });

  it.each([
    ['/event', 200],
    ['/en/', 200],
    ['/impressum', 200],
    ['/event/12', 404],
    ['/en/whatever', 404],
    ['/no/such/page.html', 404],
  ])(
    'answers the navigation %s with the app shell (the client renders its pages, 404 included), status %i',
    async (path, status) => {
      const res = await get(path, HTML);
      expect(res.status).toBe(status);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body.toString()).toContain('<div>Taube</div>'.repeat(100));
    },
  );

  it('falls back to the shell for extension-less paths even without an Accept header', async () => {
    expect((await get('/results')).body.toString()).toContain('<div>Taube</div>'.repeat(100));
  });

  it('sends a page compressed when the browser accepts it, the same bytes to every visitor', async () => {
    const res = await get('/event', { ...HTML, 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toContain('<title>Events · Taubenschau</title>');
    const [again, plain] = await Promise.all([
      get('/event', { ...HTML, 'accept-encoding': 'br' }),
      get('/event', { ...HTML, 'accept-encoding': 'identity' }),
    ]);
    expect(again.body.equals(res.body)).toBe(true);
    expect(brotliDecompressSync(again.body).toString()).toBe(plain.body.toString());
    // Asked again with its ETag: nothing is sent.
    const unchanged = await get('/event', {
      ...HTML,
      'accept-encoding': 'br',
      'if-none-match': String(res.headers.etag),
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
  });

  it('answers 404 for a missing asset', async () => {
    const res = await get('/assets/missing-1234.js', { accept: '*/*' });
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('<html');
  });

  it.each([
    '/assets/../../package.json',
    '/%2e%2e/%2e%2e/package.json',
    '/assets/..%2f..%2fpackage.json',
    '/..\\package.json',
  ])('refuses the traversal %s', async (path) => {
    const res = await get(path, HTML);
    expect(res.status).toBe(400);
    expect(res.body.toString()).not.toContain('taubenschau');
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('sends %s when the browser accepts it, with Vary', async (encoding, decompress) => {
    const res = await get('/assets/index-Bx9f3k2a.js', { 'accept-encoding': encoding });
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.body.length).toBeLessThan(APP_JS.length / 4);
    expect(decompress(res.body).toString()).toBe(APP_JS);
  });

  it('prefers br, honours q=0 and sends identity when nothing fits', async () => {
    const both = await get('/assets/index-Bx9f3k2a.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(both.headers['content-encoding']).toBe('br');
    const noBr = await get('/assets/index-Bx9f3k2a.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(noBr.headers['content-encoding']).toBe('gzip');
    const none = await get('/assets/index-Bx9f3k2a.js', { 'accept-encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.toString()).toBe(APP_JS);
  });

  it('answers 304 to a matching If-None-Match, per encoding', async () => {
    const first = await get('/assets/index-Bx9f3k2a.js', { 'accept-encoding': 'gzip' });
    const etag = String(first.headers.etag);
    const again = await get('/assets/index-Bx9f3k2a.js', {
      'accept-encoding': 'gzip',
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // The answer still says how long it holds, and for which encodings.
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(again.headers.vary).toBe('Accept-Encoding');
    const otherEncoding = await get('/assets/index-Bx9f3k2a.js', {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect(otherEncoding.status).toBe(200);
  });

  it('sends the whole file for any Range, a malformed one included, and keeps serving', async () => {
    for (const range of ['bytes=5-2', 'bytes=0-99999999999999999999', 'bytes=-500', 'bytes=0-9']) {
      const res = await get('/assets/index-Bx9f3k2a.js', { range, 'accept-encoding': 'identity' });
      expect(res.status, range).toBe(200);
      expect(res.body.toString()).toBe(APP_JS);
    }
    expect((await get('/manifest.webmanifest')).status).toBe(200);
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await rawRequest(server.url, '/assets/index-Bx9f3k2a.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(APP_JS.length);
    expect(head.body.length).toBe(0);
    const post = await rawRequest(server.url, '/event', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('puts the security headers on pages, other files, workers and errors', async () => {
    for (const res of [
      await get('/', HTML),
      await get('/manifest.webmanifest'),
      // A worker runs under the policy its script comes with.
      await get('/assets/intlData.worker-Bx9f3k2a.js'),
      await get('/gibt-es-nicht', HTML),
    ]) {
      expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['permissions-policy']).toContain('camera=()');
    }
  });

  it('sends the build’s scripts and style sheets with nosniff only: no document policies to repeat', async () => {
    for (const res of [await get('/assets/index-Bx9f3k2a.js'), await get('/assets/x.js')]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBeUndefined();
      expect(res.headers['x-frame-options']).toBeUndefined();
    }
  });
});

describe('without a built PWA', () => {
  it('answers pages with 503 and a hint to build, while the API works', async () => {
    const server = await startTestServer();
    try {
      const page = await rawRequest(server.url, '/event', { headers: HTML });
      expect(page.status).toBe(503);
      expect(page.body.toString()).toContain('npm run build');
      const api = await rawRequest(server.url, '/graphql?query=%7Bhealth%7D', {
        headers: { accept: 'application/json', [CSRF_HEADER]: '1' },
      });
      expect(api.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('a build written over the running one', () => {
  it('keeps serving when a file or its variant is gone since the start', async () => {
    const distDir = mkdtempSync(join(tmpdir(), 'taubenschau-dist-'));
    let server: TestServer | undefined;
    try {
      for (const [path, content] of Object.entries(FILES)) {
        mkdirSync(dirname(join(distDir, path)), { recursive: true });
        writeFileSync(join(distDir, path), content);
      }
      await precompressStaticSite(distDir);
      server = await startTestServer({ staticRoot: distDir });
      const get = (path: string, encodings: string) =>
        rawRequest(server!.url, path, { headers: { 'accept-encoding': encodings } });
      const path = '/assets/index-C0ffee12.css';
      rmSync(join(distDir, `${path}.br`));
      const plain = await get(path, 'br');
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      rmSync(join(distDir, path));
      rmSync(join(distDir, `${path}.gz`), { force: true });
      expect((await get(path, 'br, gzip')).status).toBe(404);
      // The process is still there, and so are the other files.
      expect((await get('/assets/index-Bx9f3k2a.js', 'br')).status).toBe(200);
    } finally {
      await server?.close();
      rmSync(distDir, { recursive: true, force: true });
    }
  });
});

describe('a build with its files compressed beforehand', () => {
  it('sends the build’s own variants, makes them anew on the next build, and keeps them and the build’s files from visitors', async () => {
    const distDir = mkdtempSync(join(tmpdir(), 'taubenschau-dist-'));
    try {
      for (const [path, content] of Object.entries(FILES)) {
        mkdirSync(dirname(join(distDir, path)), { recursive: true });
        writeFileSync(join(distDir, path), content);
      }
      // The build's manifest: the server reads it, visitors do not.
      mkdirSync(join(distDir, '.vite'));
      writeFileSync(join(distDir, '.vite/manifest.json'), `{"src/main.tsx":{}}${' '.repeat(300)}`);
      // A variant left from an earlier build of a file that changed since.
      writeFileSync(join(distDir, 'assets/index-C0ffee12.css.br'), brotliCompressSync('body{color:red}'));
      // index.html, the script, the style sheet and sw.js: the icon and the short files are left.
      expect(await precompressStaticSite(distDir)).toEqual({ files: 4 });
      const variants = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((name) =>
        /\.(br|gz)$/.test(name),
      );
      expect(variants).toHaveLength(8);
      // The script's brotli variant is one of the build's making (other settings than the server's
      // own): sending exactly those bytes shows the server took the build's variant.
      const fastBr = brotliCompressSync(APP_JS, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
      writeFileSync(join(distDir, 'assets/index-Bx9f3k2a.js.br'), fastBr);
      // A deploy patched sw.js after the build compressed it, and a style sheet's gzip variant was
      // damaged: neither old self goes out.
      const sw = `${FILES['sw.js']}\n// next release\n`;
      writeFileSync(join(distDir, 'sw.js'), sw);
      writeFileSync(join(distDir, 'assets/index-C0ffee12.css.gz'), 'not gzip at all');

      const server = await startTestServer({ staticRoot: distDir });
      try {
        const get = (path: string, encoding: string) =>
          rawRequest(server.url, path, { headers: { 'accept-encoding': encoding, accept: '*/*' } });
        expect((await get('/assets/index-Bx9f3k2a.js', 'br')).body.equals(fastBr)).toBe(true);
        expect(gunzipSync((await get('/assets/index-Bx9f3k2a.js', 'gzip')).body).toString()).toBe(APP_JS);
        expect(brotliDecompressSync((await get('/assets/index-C0ffee12.css', 'br')).body).toString()).toBe(
          FILES['assets/index-C0ffee12.css'],
        );
        const patched = await get('/sw.js', 'br, gzip');
        expect(patched.headers['content-encoding']).toBeUndefined();
        expect(patched.body.toString()).toBe(sw);
        const damaged = await get('/assets/index-C0ffee12.css', 'gzip');
        expect(damaged.headers['content-encoding']).toBeUndefined();
        expect(damaged.body.toString()).toBe(FILES['assets/index-C0ffee12.css']);
        for (const path of [
          '/assets/index-Bx9f3k2a.js.br',
          '/assets/index-Bx9f3k2a.js.gz',
          '/.vite/manifest.json',
        ])
          expect((await get(path, 'identity')).status).toBe(404);
      } finally {
        await server.close();
      }
    } finally {
      rmSync(distDir, { recursive: true, force: true });
    }
  });
});
