import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Locale } from '../shared/locales.ts';
import { GRAPHQL_PATH } from '../shared/site.ts';
import { bearerToken, verifySession } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/connection.ts';
import { createFreshness } from './http/freshness.ts';
import { createGraphQLWebSocket } from './http/graphqlWebSocket.ts';
import {
  createPageRenderer,
  redirectHomeByLanguage,
  redirectMovedPage,
  rememberLanguageChoice,
  serveCrawlerFiles,
} from './http/pages.ts';
import { serveResultCsv } from './http/resultCsv.ts';
import { applySecurityHeaders } from './http/securityHeaders.ts';
import { graphqlExecutor, loadAppRenderer } from './http/serverRendering.ts';
import { stampServerTime } from './http/serverTime.ts';
import { loadStaticSite } from './http/staticFiles.ts';
import { loadCatalogs } from './i18n/catalogs.ts';
import { closeFlightFilePool } from './import/flightFilePool.ts';
import type { Logger } from './logger.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createEventBus } from './schema/events/eventBus.ts';
import {
  createResultsMailSender,
  type ResultsMailSender,
  type ResultsMailTiming,
} from './schema/showOffice/resultsMailSender.ts';
import { clientAddress, createGraphQLServer, type GraphQLServer } from './yoga.ts';

/**
 * dist/web of this checkout, found from this file so the cwd does not matter: two levels up from
 * src/api, three from the compiled dist/server/api.
 */
const DEFAULT_STATIC_ROOT = fileURLToPath(
  new URL(import.meta.url.includes('/dist/server/') ? '../../web' : '../../dist/web', import.meta.url),
);
const DRAIN_TIMEOUT_MS = 5000;
const KEEP_ALIVE_MS = 65_000;
/**
 * The largest request body: an import of flight-result files (sent as base64, a third larger than
 * the files) up to 24 MB in all. Anything else the app sends is a few kilobytes.
 */
export const MAX_REQUEST_BYTES = 32 * 1024 * 1024;

export interface AppDeps {
  db: Database;
  log: Logger;
  /** Directory of the built PWA; tests point it at a temporary one. */
  staticRoot?: string;
  now?: () => Date;
  /** Default: SMTP when SMTP_URL is set, else .eml files under DATA_DIR/mail. */
  mailer?: Mailer;
  /** How long close() lets open requests finish before cutting them. */
  drainTimeoutMs?: number;
  /** Any mutation is done. */
  onMutation?: () => void;
  /** Which database, and its notifications (PostgreSQL): the event bus crosses processes with them. */
  database?: Pick<DatabaseHandle, 'kind' | 'notifications'>;
  /** How often and how patiently the results mails are sent; tests make it quick. */
  resultsMailTiming?: ResultsMailTiming;
}

interface App {
  yoga: GraphQLServer;
  handleRequest(req: IncomingMessage, res: ServerResponse): void;
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** From now on `/ready` answers 503: the proxy sends no more (close() follows). */
  drain(): void;
  /** Closes WebSocket clients (1001) and disposes Yoga; the HTTP server is the caller's. */
  close(timeoutMs: number): Promise<void>;
  /** This process's results mail sender (tests run a round of it). */
  resultsMails: ResultsMailSender;
}

export interface RunningServer {
  /** Base URL, e.g. http://localhost:3000 (the real port when PORT=0). */
  url: string;
  port: number;
  app: App;
  /** `/ready` answers 503 from now on (a deploy stops this process next). */
  drain(): void;
  /** Stops accepting, closes WebSockets, drains HTTP (bounded), never touches the database. */
  close(): Promise<void>;
}

/** How long `/ready` waits for the database before it says the process is not ready. */
const READY_TIMEOUT_MS = 2_000;

async function createApp(config: Config, deps: AppDeps): Promise<App> {
  const log = deps.log;
  const now = deps.now ?? (() => new Date());
  const mailer = deps.mailer ?? createMailer(config, log.child({ component: 'mail' }));
  // A mutation that changes the public views empties the pages rendered from them too.
  const publicChanges = new Set<() => void>();
  const eventBus = createEventBus(deps.database?.notifications ?? null, log.child({ component: 'bus' }));
  await eventBus.start();
  const freshness = createFreshness(deps.db, deps.database?.kind ?? 'pglite');
  // Page heads, the sitemap and the results mails: texts from the web's catalogs.
  const catalogs = loadCatalogs(undefined, log);
  const resultsMails = createResultsMailSender(
    {
      db: deps.db,
      mailer,
      catalogs,
      publicUrl: config.publicUrl,
      log: log.child({ component: 'resultsMails' }),
      now,
    },
    deps.resultsMailTiming,
  );
  const yoga = createGraphQLServer({
    db: deps.db,
    log,
    config,
    mailer,
    eventBus,
    freshness,
    now,
    onPublicChange: () => {
      for (const listener of publicChanges) listener();
    },
    onMutation: deps.onMutation,
    resultsMails,
  });
  const webSocket = createGraphQLWebSocket(yoga, log.child({ component: 'ws' }), {
    publicUrl: config.publicUrl,
    clientAddress: (req) => clientAddress(req, config.trustProxy),
    maxSocketsPerAddress: config.wsMaxSocketsPerAddress,
    // The signature and age of the token only: whether its session still holds, each operation
    // checks; a change of the account closes the socket (accountChanged).
    accountOf: async (authorization) => {
      const token = bearerToken(authorization);
      return token ? ((await verifySession(config.jwtSecret, token, now()))?.clientId ?? null) : null;
    },
    accountChanges: (accountId) => eventBus.subscribe('accountChanged', accountId),
  });
  const staticRoot = deps.staticRoot ?? DEFAULT_STATIC_ROOT;
  // Page heads and the sitemap: texts from the web's catalogs, events from the database.
  const pageDeps = {
    db: deps.db,
    catalogs,
    publicUrl: config.publicUrl,
    log: log.child({ component: 'pages' }),
  };
  // The public pages' content, rendered by the server build of the app next to the web build.
  const renderKept = await loadAppRenderer(
    {
      entry: join(staticRoot, '..', 'ssr', 'entry-server.js'),
      manifest: join(staticRoot, '.vite', 'manifest.json'),
    },
    graphqlExecutor(yoga, GRAPHQL_PATH),
    log.child({ component: 'pages' }),
    (listener) => publicChanges.add(listener),
    { executeAll: graphqlExecutor(yoga, GRAPHQL_PATH, Number.POSITIVE_INFINITY) },
  );
  // A page kept from before another process changed the data is not sent.
  const renderApp: typeof renderKept =
    renderKept &&
    Object.assign(
      async (url: string, locale: Locale, gone?: AbortSignal) => {
        await freshness.check();
        return renderKept(url, locale, gone);
      },
      { csv: renderKept.csv },
    );
  const site = await loadStaticSite(staticRoot, { pages: createPageRenderer({ ...pageDeps, renderApp }) });
  const crawlerDeps = { ...pageDeps, robotsBase: () => site.text('/robots.txt') };
  if (site.ready) log.info('web app loaded', { root: staticRoot, files: site.fileCount });
  else log.warn('web app not built: pages answer 503 until `npm run build` has run', { root: staticRoot });
  const https = config.publicUrl.startsWith('https:');
  let draining = false;

  return {
    yoga,
    handleRequest(req, res) {
      const started = process.hrtime.bigint();
      const pathname = pathnameOf(req.url);
      applySecurityHeaders(res, https, pathname);
      // 'close' also fires when the client gives up, so aborted requests are logged too.
      res.once('close', () => {
        const ms = Number((process.hrtime.bigint() - started) / 1000n) / 1000;
        const line = { method: req.method, path: pathname, status: res.statusCode, ms };
        // Asset hits are many and dull; pages and API calls are what an operator reads.
        if (site.isAsset(pathname)) log.debug('request', line);
        else log.info('request', line);
      });
      // Alive: the process answers (no database asked; a proxy or process manager restarts it if not).
      if (pathname === '/health') return sendStatus(res, 200, 'ok');
      // Ready for requests: not draining, and the database answers in time.
      if (pathname === '/ready') {
        if (draining) return sendStatus(res, 503, 'draining');
        void databaseAnswers(deps.db).then((answers) =>
          sendStatus(res, answers ? 200 : 503, answers ? 'ready' : 'database'),
        );
        return;
      }
      if (pathname === GRAPHQL_PATH) {
        stampServerTime(res, now);
        const tooLarge = refuseLargeBody(req, res);
        if (tooLarge) return;
        yoga.handle(req, res, { req, res }).catch((error: unknown) => {
          log.error('graphql handler failed', { error });
          if (!res.headersSent) res.writeHead(500).end();
        });
        return;
      }
      if (redirectMovedPage(req, res, pathname)) return;
      rememberLanguageChoice(req, res, pathname, https);
      if (redirectHomeByLanguage(req, res, pathname, https)) return;
      if (serveCrawlerFiles(req, res, pathname, crawlerDeps)) return;
      if (serveResultCsv(req, res, pathname, { renderApp, publicUrl: config.publicUrl, log })) return;
      site.serve(req, res, pathname);
    },
    handleUpgrade(req, socket, head) {
      if (pathnameOf(req.url) !== GRAPHQL_PATH) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
        return;
      }
      webSocket.handleUpgrade(req, socket, head);
    },
    drain() {
      draining = true;
    },
    resultsMails,
    async close(timeoutMs) {
      draining = true;
      await webSocket.close(timeoutMs);
      await resultsMails.close();
      mailer.close();
      await yoga.dispose();
      await closeFlightFilePool();
    },
  };
}

export async function startServer(config: Config, deps: AppDeps): Promise<RunningServer> {
  const app = await createApp(config, deps);
  // An idle connection stays open longer than the proxy in front keeps its own (deploy/Caddyfile:
  // 30 s), so the proxy never sends a request on a connection the server is just closing (its
  // answer would be a 502); clients that idle longer than Node's old 5 s (the benches) keep
  // theirs too. close() ends idle connections at once.
  const server = createServer(
    { keepAliveTimeout: KEEP_ALIVE_MS, headersTimeout: KEEP_ALIVE_MS + 1_000 },
    app.handleRequest,
  );
  server.on('upgrade', app.handleUpgrade);
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const drainMs = deps.drainTimeoutMs ?? DRAIN_TIMEOUT_MS;

  let closing: Promise<void> | undefined;
  const close = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Idle keep-alive sockets would otherwise hold close() open until they time out.
    server.closeIdleConnections();
    await app.close(drainMs);
    const timer = setTimeout(() => server.closeAllConnections(), drainMs);
    await closed;
    clearTimeout(timer);
  };
  return {
    url: `http://${host}:${port}`,
    port,
    app,
    drain: () => app.drain(),
    close: () => {
      closing ??= close();
      return closing;
    },
  };
}

/**
 * Answers 413 for a body over the limit (and 411 for one of unknown length) before it is read:
 * Yoga would otherwise take whatever a client sends into memory. True when it answered.
 */
function refuseLargeBody(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'POST') return false;
  const length = req.headers['content-length'];
  const status = length === undefined ? 411 : Number(length) > MAX_REQUEST_BYTES ? 413 : 0;
  if (status === 0) return false;
  const message =
    status === 411
      ? 'Send the length of the request'
      : `A request may be at most ${MAX_REQUEST_BYTES / 1024 / 1024} MB`;
  res.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
  // Whatever the client still sends is not read: the connection ends once the answer is out.
  res.once('finish', () => req.destroy());
  res.end(
    JSON.stringify({ errors: [{ message, extensions: { code: 'VALIDATION_FAILED', field: 'request' } }] }),
  );
  return true;
}

function sendStatus(res: ServerResponse, status: number, state: string): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ status: state }));
}

async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  return Promise.race([answered, late]).finally(() => clearTimeout(timer));
}

function pathnameOf(url: string | undefined): string {
  try {
    // Prefixing (not resolving against a base) keeps `//x/y` a path instead of a host.
    return new URL(url?.startsWith('/') ? `http://localhost${url}` : (url ?? '/'), 'http://localhost')
      .pathname;
  } catch {
    return '/';
  }
}
