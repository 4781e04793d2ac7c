import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, sep } from 'node:path';
import { lookup } from 'mrmime';
import sirv from 'sirv';
import {
  acceptedEncodings,
  compressBest,
  decompress,
  type Encoding,
  keptCompressions,
  pickEncoding,
} from './encoding.ts';

/** The built PWA (its file list read once at start), with the build's compressed variants. */
export interface StaticSite {
  /** False when dist/web has no index.html: every page answers 503 with a hint. */
  readonly ready: boolean;
  readonly fileCount: number;
  /** Whether the request counts as "static asset" (quieter access logging). */
  isAsset(pathname: string): boolean;
  /** A built file's text (e.g. robots.txt), undefined when there is none. */
  text(path: string): string | undefined;
  serve(req: IncomingMessage, res: ServerResponse, pathname: string): void;
}

/** The answer to a page navigation: the app's index.html with the page's head, and its status. */
export interface RenderedPage {
  status: number;
  html: string;
}

export interface StaticSiteOptions {
  /**
   * Given the built index.html once, returns what answers each page navigation. Without it every
   * navigation gets index.html as it is, with 200.
   */
  /**
   * A page's HTML by its path; `url` is path and query as requested; `gone` aborts when the visitor
   * hangs up before the answer (a render not yet started is then not started).
   */
  pages?: (indexHtml: string) => (pathname: string, url: string, gone: AbortSignal) => Promise<RenderedPage>;
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';
// Entry points the browser must revalidate so a new deploy (and a new service worker) is seen.
// after-paint.js too: a rendered page's template and this script that reads it change together.
const ALWAYS_REVALIDATE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/after-paint.js']);
const HTML_TYPE = 'text/html; charset=utf-8';
const contentHash = (body: Buffer) => createHash('sha256').update(body).digest('base64url').slice(0, 27);

function cacheControlFor(path: string): string {
  if (ALWAYS_REVALIDATE.has(path)) return NO_CACHE;
  // Vite's /assets/* carry content hashes in their names (the service worker, /sw.js, has Workbox inside).
  if (path.startsWith('/assets/')) return IMMUTABLE;
  return ONE_DAY;
}

/** The type of a file by its name, text types with their character set. */
function typeOf(path: string): string {
  const type = lookup(path) ?? 'application/octet-stream';
  return /^(text\/|application\/(json|manifest\+json|xml))/.test(type) ? `${type}; charset=utf-8` : type;
}

/** The variants `npm run build` writes beside each compressible file (precompressStaticSite). */
const VARIANTS: { extension: string; encoding: Encoding }[] = [
  { extension: '.br', encoding: 'br' },
  { extension: '.gz', encoding: 'gzip' },
];
/** The file a variant compresses, when `path` is one (a site's own .gz file beside nothing is not). */
const compressedFile = (path: string, exists: (original: string) => boolean) => {
  const variant = VARIANTS.find((candidate) => path.endsWith(candidate.extension));
  const original = variant && path.slice(0, -variant.extension.length);
  return original && exists(original) ? original : undefined;
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml|wasm)|image\/(svg\+xml|x-icon))/;
const MIN_COMPRESS_BYTES = 256;

/** The site's files by their URL path; the build's own directories (.vite) and the variants are not. */
function sitePaths(root: string): string[] {
  const all = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter(
      (rel) => !rel.split(sep).some((part) => part.startsWith('.')) && statSync(join(root, rel)).isFile(),
    )
    .map((rel) => `/${rel.split(sep).join('/')}`);
  const files = new Set(all);
  return all.filter((path) => !compressedFile(path, (original) => files.has(original)));
}

/**
 * Writes each compressible file's brotli and gzip variants beside it (`app.js.br`, `app.js.gz`), at
 * the best settings, where they save a tenth or more; run by the build, once, since brotli at its
 * best takes seconds for the whole site. Variants left from an earlier build go first, so none is
 * ever stale. Source maps are only fetched by developer tools: not worth compressing.
 */
export async function precompressStaticSite(root: string): Promise<{ files: number }> {
  for (const rel of readdirSync(root, { recursive: true, encoding: 'utf8' }))
    if (compressedFile(rel, (original) => existsSync(join(root, original))))
      rmSync(join(root, rel), { force: true });
  let files = 0;
  for (const path of sitePaths(root)) {
    const body = readFileSync(join(root, path));
    if (!COMPRESSIBLE.test(typeOf(path)) || body.length < MIN_COMPRESS_BYTES || path.endsWith('.map'))
      continue;
    let written = false;
    for (const variant of VARIANTS) {
      const compressed = await compressBest(body, variant.encoding);
      if (compressed.length >= body.length * 0.9) continue;
      writeFileSync(join(root, `${path}${variant.extension}`), compressed);
      written = true;
    }
    if (written) files++;
  }
  return { files };
}

/**
 * For each file, the encodings whose variant holds exactly that file (checked once at start: it
 * costs milliseconds). A file changed after the build compressed it (a patched sw.js, a damaged
 * variant) goes out plain rather than as its old self: sirv would pick the variant by name alone.
 */
async function freshVariants(root: string, paths: Set<string>): Promise<Map<string, Encoding[]>> {
  const fresh = new Map<string, Encoding[]>();
  await Promise.all(
    [...paths].map(async (path) => {
      const found: Encoding[] = [];
      let body: Buffer | undefined;
      for (const { extension, encoding } of VARIANTS) {
        const variant = join(root, `${path}${extension}`);
        if (!existsSync(variant)) continue;
        body ??= readFileSync(join(root, path));
        if ((await decompress(readFileSync(variant), encoding))?.equals(body)) found.push(encoding);
      }
      if (found.length > 0) fresh.set(path, found);
    }),
  );
  return fresh;
}

/**
 * The built PWA's files are served by sirv (file list read at start, ETags, the build's brotli and
 * gzip variants); this adds what is the app's: the cache rules above, methods, the safe-path
 * check, and every page navigation answered with the app (rendered, or its shell).
 */
export async function loadStaticSite(root: string, options: StaticSiteOptions = {}): Promise<StaticSite> {
  const ready = existsSync(join(root, 'index.html'));
  const paths = new Set(ready ? sitePaths(root) : []);
  const fresh = await freshVariants(root, paths);
  const indexHtml = ready ? readFileSync(join(root, 'index.html'), 'utf8') : '';
  // Without a build there is nothing to serve (every page answers 503 below).
  const files = !ready
    ? null
    : sirv(root, {
        dev: false,
        etag: true,
        brotli: true,
        gzip: true,
        extensions: [],
        setHeaders: (res, pathname) => {
          res.setHeader('Content-Type', typeOf(pathname));
          res.setHeader('Cache-Control', cacheControlFor(pathname));
        },
      });
  const renderPage = ready && options.pages ? options.pages(indexHtml) : undefined;
  /** Files read as text (robots.txt for the sitemap's host), once. */
  const texts = new Map<string, string>();
  // The shell for every page the server does not render: like a rendered page, revalidated.
  const sendIndex = (req: IncomingMessage, res: ServerResponse) =>
    void sendPage(req, res, { status: 200, html: indexHtml });
  return {
    ready,
    fileCount: paths.size,
    isAsset: (pathname) => paths.has(pathname) && pathname !== '/' && pathname !== '/index.html',
    text: (path) => {
      if (!paths.has(path)) return undefined;
      if (!texts.has(path)) texts.set(path, readFileSync(join(root, path), 'utf8'));
      return texts.get(path);
    },
    serve(req, res, pathname) {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('Allow', 'GET, HEAD');
        return sendText(res, 405, 'Method not allowed');
      }
      if (!files)
        return sendText(res, 503, 'The web app is not built yet: run `npm run build`, then restart.');
      if (!isSafePath(req.url ?? '/')) return sendText(res, 400, 'Bad request');
      // `/` is the home page; /index.html itself stays the plain app shell (the service worker's copy).
      if (pathname === '/' && !renderPage) return sendIndex(req, res);
      if (paths.has(pathname)) {
        // A file gone since the start (a build written over the running one): sirv's read of it
        // fails without anyone listening, which would end the process. Looked up per request, a
        // variant too; what is gone is not found (the page that asked is of the older build).
        const onDisk = (path: string) => existsSync(join(root, path));
        if (!onDisk(pathname)) return sendText(res, 404, 'Not found');
        // sirv picks a variant by name alone: it is told only the encodings the browser accepts
        // (q=0 is "never"), best first.
        const usable = (fresh.get(pathname) ?? []).filter((encoding) =>
          onDisk(`${pathname}${VARIANTS.find((variant) => variant.encoding === encoding)!.extension}`),
        );
        req.headers['accept-encoding'] =
          acceptedEncodings(req.headers['accept-encoding'])
            .filter((encoding) => usable.includes(encoding))
            .join(', ') || 'identity';
        // Ranges are not offered: sirv 3 trusts the header (a reversed range throws and would end
        // the process), and whole files are small.
        delete req.headers.range;
        delete req.headers['if-range'];
        // sirv answers 304 before its own headers: these hold for both answers.
        res.setHeader('Cache-Control', cacheControlFor(pathname));
        res.setHeader('Vary', 'Accept-Encoding');
        return files(req, res, () => sendText(res, 404, 'Not found'));
      }
      if (!isNavigation(req, pathname)) return sendText(res, 404, 'Not found');
      // A page: the app's index.html either way, so that the app shows its page (its not-found page
      // included); the status tells crawlers whether the page exists.
      if (!renderPage) return sendIndex(req, res);
      renderPage(pathname, req.url ?? pathname, visitorGone(req, res))
        .then((page) => sendPage(req, res, page))
        .catch(() => {
          if (!res.headersSent) sendIndex(req, res);
        });
    },
  };
}

/**
 * Aborts once the visitor has hung up before the answer: its side of the connection has ended
 * (a browser never half-closes while it waits, and Node reads that end before the socket closes)
 * or the connection has closed.
 */
function visitorGone(req: IncomingMessage, res: ServerResponse): AbortSignal {
  const gone = new AbortController();
  const socket = req.socket;
  const hangUp = () => {
    if (!res.writableFinished) gone.abort();
  };
  if (socket.readableEnded) gone.abort();
  socket.once('end', hangUp);
  res.once('close', () => {
    socket.off('end', hangUp);
    hangUp();
  });
  return gone.signal;
}

/**
 * Compressed pages kept, in bytes. A page's HTML is composed per request (its head, its rendered
 * part, both kept for seconds), but a hall full of visitors asks for the same few pages: each
 * content is compressed once per encoding, found again by its hash (which is also its ETag).
 */
const compressedPages = keptCompressions(32 * 1024 * 1024);

/** A page's HTML differs per path (and per event): revalidated every time, compressed once per content. */
async function sendPage(req: IncomingMessage, res: ServerResponse, page: RenderedPage): Promise<void> {
  const body = Buffer.from(page.html, 'utf8');
  const wanted = body.length >= MIN_COMPRESS_BYTES ? pickEncoding(req.headers['accept-encoding']) : null;
  const hash = contentHash(body);
  const etag = `"${hash}${wanted ? `-${wanted}` : ''}"`;
  res.setHeader('Content-Type', HTML_TYPE);
  res.setHeader('Cache-Control', NO_CACHE);
  res.setHeader('ETag', etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (wanted) res.setHeader('Content-Encoding', wanted);
  if (page.status === 200 && matchesEtag(req.headers['if-none-match'], etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const sent: Uint8Array =
    wanted && req.method !== 'HEAD' ? await compressedPages(`${hash}|${wanted}`, body, wanted) : body;
  res.statusCode = page.status;
  if (req.method !== 'HEAD') res.setHeader('Content-Length', sent.length);
  res.end(req.method === 'HEAD' ? undefined : sent);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** Refuses `..`, backslashes and NUL anywhere in the raw or decoded path, before any lookup. */
function isSafePath(rawUrl: string): boolean {
  const rawPath = rawUrl.split(/[?#]/, 1)[0];
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return false;
  }
  return ![rawPath, decoded].some((p) => p.includes('\\') || p.includes('\0') || p.split('/').includes('..'));
}

function isNavigation(req: IncomingMessage, pathname: string): boolean {
  const accept = req.headers.accept ?? '';
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return accept.includes('text/html') || !lastSegment.includes('.');
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(`${text}\n`);
}
