import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, sep } from 'node:path';
import { compressBest, compressFast, decompress, type Encoding, pickEncoding } from './encoding.ts';

interface StaticFile {
  body: Buffer;
  variants: Partial<Record<Encoding, Buffer>>;
  etag: string;
  type: string;
  cacheControl: string;
}

/** The built PWA, read once at start (dist/web is small), with its compressed variants. */
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

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml|wasm)|image\/(svg\+xml|x-icon))/;
const MIN_COMPRESS_BYTES = 256;
// Entry points the browser must revalidate so a new deploy (and a new service worker) is seen.
const ALWAYS_REVALIDATE = new Set(['/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest']);
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';

function cacheControlFor(path: string): string {
  if (ALWAYS_REVALIDATE.has(path)) return NO_CACHE;
  // Vite's /assets/* and workbox-<hash>.js carry content hashes in their names.
  if (path.startsWith('/assets/') || /^\/workbox-[\w-]+\.js$/.test(path)) return IMMUTABLE;
  return ONE_DAY;
}

/**
 * The build's compressed variants of the site's files (`npm run build` writes them with
 * precompressStaticSite), named by the content hash of the file they compress, so a stale one is
 * never used. Brotli at its best setting takes seconds for the whole site: a server that found
 * them starts that much sooner. A file without a variant that holds exactly it (a build without
 * this step, a damaged file) is compressed at start instead.
 */
export const COMPRESSED_DIR = '.compressed';
const EXTENSIONS: Record<Encoding, string> = { br: 'br', gzip: 'gz' };
const ENCODINGS = Object.keys(EXTENSIONS) as Encoding[];

/**
 * The build's own directories, not files for visitors: .vite/ (the manifest the server reads) and
 * .compressed/ (with the one being written, `.compressed.<pid>`).
 */
const isBuildDir = (top: string) => top === '.vite' || top.startsWith(COMPRESSED_DIR);

/** The site's files by their path relative to `root`. */
function siteFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (p) => !isBuildDir(p.split(sep)[0]) && statSync(join(root, p)).isFile(),
  );
}

const urlPathOf = (rel: string) => `/${rel.split(sep).join('/')}`;
const typeOf = (urlPath: string) => TYPES[extname(urlPath).toLowerCase()] ?? 'application/octet-stream';
const contentHash = (body: Buffer) => createHash('sha256').update(body).digest('base64url').slice(0, 27);

// Source maps are large and only fetched by developer tools: not worth compressing.
const isCompressible = (body: Buffer, urlPath: string) =>
  COMPRESSIBLE.test(typeOf(urlPath)) && body.length >= MIN_COMPRESS_BYTES && !urlPath.endsWith('.map');

/**
 * Writes each compressible file's br and gzip variants under `root`/.compressed; run by the build.
 * They are written beside it first and then take its place, so an interrupted build leaves either
 * the old directory or none, never half of one.
 */
export async function precompressStaticSite(root: string): Promise<{ files: number }> {
  const dir = join(root, COMPRESSED_DIR);
  const writing = `${dir}.${process.pid}`;
  rmSync(writing, { recursive: true, force: true });
  mkdirSync(writing);
  let files = 0;
  for (const rel of siteFiles(root)) {
    const body = readFileSync(join(root, rel));
    if (!isCompressible(body, urlPathOf(rel))) continue;
    const hash = contentHash(body);
    for (const encoding of ENCODINGS)
      writeFileSync(join(writing, `${hash}.${EXTENSIONS[encoding]}`), await compressBest(body, encoding));
    files++;
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(writing, dir);
  return { files };
}

export async function loadStaticSite(root: string, options: StaticSiteOptions = {}): Promise<StaticSite> {
  const files = new Map<string, StaticFile>();
  if (existsSync(join(root, 'index.html'))) {
    const compressed = (hash: string, encoding: Encoding): Buffer | undefined => {
      const path = join(root, COMPRESSED_DIR, `${hash}.${EXTENSIONS[encoding]}`);
      return existsSync(path) ? readFileSync(path) : undefined;
    };
    await Promise.all(
      siteFiles(root).map(async (rel) => {
        const urlPath = urlPathOf(rel);
        files.set(urlPath, await prepare(readFileSync(join(root, rel)), urlPath, compressed));
      }),
    );
  }
  const index = files.get('/index.html');
  const renderPage = index && options.pages ? options.pages(index.body.toString('utf8')) : undefined;
  return {
    ready: index !== undefined,
    fileCount: files.size,
    isAsset: (pathname) => files.has(pathname) && pathname !== '/' && pathname !== '/index.html',
    text: (path) => files.get(path)?.body.toString('utf8'),
    serve(req, res, pathname) {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('Allow', 'GET, HEAD');
        return sendText(res, 405, 'Method not allowed');
      }
      if (!index)
        return sendText(res, 503, 'The web app is not built yet: run `npm run build`, then restart.');
      if (!isSafePath(req.url ?? '/')) return sendText(res, 400, 'Bad request');
      // `/` is the home page; /index.html itself stays the plain app shell (the service worker's copy).
      const file = pathname === '/' && !renderPage ? index : files.get(pathname);
      if (file) return sendFile(req, res, file);
      if (!isNavigation(req, pathname)) return sendText(res, 404, 'Not found');
      // A page: the app's index.html either way, so that the app shows its page (its not-found page
      // included); the status tells crawlers whether the page exists.
      if (!renderPage) return sendFile(req, res, index);
      renderPage(pathname, req.url ?? pathname, visitorGone(req, res))
        .then((page) => sendPage(req, res, page))
        .catch(() => {
          if (!res.headersSent) sendFile(req, res, index);
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

/** The build's variant of a file if it holds exactly the file (checked: it costs milliseconds), else a new one. */
async function variantOf(body: Buffer, encoding: Encoding, built: Buffer | undefined): Promise<Buffer> {
  if (built && (await decompress(built, encoding))?.equals(body)) return built;
  return compressBest(body, encoding);
}

async function prepare(
  body: Buffer,
  urlPath: string,
  compressed: (hash: string, encoding: Encoding) => Buffer | undefined,
): Promise<StaticFile> {
  const etag = contentHash(body);
  const variants: StaticFile['variants'] = {};
  if (isCompressible(body, urlPath)) {
    const [br, gzip] = await Promise.all(
      ENCODINGS.map((encoding) => variantOf(body, encoding, compressed(etag, encoding))),
    );
    // A variant that saves little costs the client a decompression for nothing.
    if (br.length < body.length * 0.9) variants.br = br;
    if (gzip.length < body.length * 0.9) variants.gzip = gzip;
  }
  return { body, variants, etag, type: typeOf(urlPath), cacheControl: cacheControlFor(urlPath) };
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: StaticFile): void {
  const hasVariants = Object.keys(file.variants).length > 0;
  const wanted = hasVariants ? pickEncoding(req.headers['accept-encoding']) : null;
  const encoding = wanted && file.variants[wanted] ? wanted : null;
  const body = encoding ? file.variants[encoding]! : file.body;
  // Each encoding is its own representation, so it gets its own validator.
  const etag = `"${file.etag}${encoding ? `-${encoding}` : ''}"`;
  res.setHeader('Content-Type', file.type);
  res.setHeader('Cache-Control', file.cacheControl);
  res.setHeader('ETag', etag);
  if (hasVariants) res.setHeader('Vary', 'Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  if (matchesEtag(req.headers['if-none-match'], etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A page's HTML differs per path (and per event): compressed per answer, revalidated every time. */
async function sendPage(req: IncomingMessage, res: ServerResponse, page: RenderedPage): Promise<void> {
  const body = Buffer.from(page.html, 'utf8');
  const wanted = body.length >= MIN_COMPRESS_BYTES ? pickEncoding(req.headers['accept-encoding']) : null;
  const sent = wanted && req.method !== 'HEAD' ? await compressFast(body, wanted) : body;
  const etag = `"${contentHash(body)}${wanted ? `-${wanted}` : ''}"`;
  res.setHeader('Content-Type', TYPES['.html']);
  res.setHeader('Cache-Control', NO_CACHE);
  res.setHeader('ETag', etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (wanted) res.setHeader('Content-Encoding', wanted);
  if (page.status === 200 && matchesEtag(req.headers['if-none-match'], etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
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
