import type { IncomingMessage, ServerResponse } from 'node:http';
// Renamed: it is not a React hook, whatever its name says to the linter.
import { useCSRFPrevention as csrfPrevention } from '@graphql-yoga/plugin-csrf-prevention';
// Renamed: an envelop plugin, not a React hook, whatever its name says to the linter.
import { useDisableIntrospection as disableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { createYoga, type YogaInitialContext, type YogaLogger } from 'graphql-yoga';
import { CSRF_HEADER, GRAPHQL_PATH } from '../shared/site.ts';
import { createAbuseLimits } from './auth/abuseLimits.ts';
import { resolveViewer } from './auth/viewer.ts';
import type { Config } from './config.ts';
import type { GraphQLContext, RequestInfo } from './context.ts';
import type { Database } from './db/connection.ts';
import { afterMutationsPlugin } from './http/afterMutations.ts';
import { responseCompressionPlugin } from './http/compressResponses.ts';
import { rejectControlCharactersPlugin } from './http/controlCharacters.ts';
import { createFreshness, type Freshness, freshnessPlugin } from './http/freshness.ts';
import { createPublicCache, VIEW_GROUPS, type ViewGroup, viewsChangedBy } from './http/publicCache.ts';
import { queryLimitsPlugin } from './http/queryLimits.ts';
import { sameOriginPlugin } from './http/sameOrigin.ts';
import { clientBehindProxies, type TrustedProxies } from './http/trustedProxies.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import { createEventBus, type EventBus, operationBus } from './schema/events/eventBus.ts';
import { createEventLoaders } from './schema/events/eventLoaders.ts';
import { buildSchema } from './schema/index.ts';
import { createJudgingWriter } from './schema/judging/judgingWriter.ts';
import { createProgressFeed } from './schema/judging/progressFeed.ts';
import { createKeptRules } from './schema/pigeons/keptRules.ts';
import { createResultsCache } from './schema/results/resultsCache.ts';
import { resultsJitPlugin } from './schema/results/resultsJit.ts';
import type { ResultsView } from './schema/results/resultsService.ts';
import type { ResultsMailSender } from './schema/showOffice/resultsMailSender.ts';

/** What the node adapter and the WebSocket server hand to Yoga besides the request. */
export interface ServerContext {
  req?: IncomingMessage;
  /** Over HTTP: the response, whose end starts the work left for after the answer (afterAnswer). */
  res?: ServerResponse;
  /** Set for operations over graphql-ws: the `connection_init` payload. */
  connectionParams?: Readonly<Record<string, unknown>>;
}

export interface GraphQLDeps {
  db: Database;
  log: Logger;
  config: Config;
  now: () => Date;
  mailer: Mailer;
  /** Whether what is kept in memory is still right (several processes; http/freshness.ts). Default: always. */
  freshness?: Freshness;
  /** Default: one that stays in this process. */
  eventBus?: EventBus;
  /** What the public views show may have changed (the rendered pages' cache listens). */
  onPublicChange?: () => void;
  /** Any mutation is done (the embedded database's statistics listen). */
  onMutation?: () => void;
  /** This process's results mail sender; default: none (mails wait for another process). */
  resultsMails?: Pick<ResultsMailSender, 'wake'>;
}

export type GraphQLServer = ReturnType<typeof createGraphQLServer>;

export function createGraphQLServer(deps: GraphQLDeps) {
  const log = deps.log.child({ component: 'graphql' });
  const limits = createAbuseLimits(deps.db);
  const eventBus = deps.eventBus ?? createEventBus();
  const progressFeed = createProgressFeed(eventBus, deps.db, log);
  const judgingWriter = createJudgingWriter(deps.db, { maxQueued: deps.config.judgingMaxQueued });
  const results = createResultsCache<ResultsView>({ sizeOf: (view) => view.cageCount });
  const publicCache = createPublicCache();
  const classRules = createKeptRules(deps.db);
  /** What is kept of these groups of views: the public answers, computed results, rendered pages. */
  const emptyCaches = (groups: readonly ViewGroup[]) => {
    publicCache.clear(groups);
    if (groups.includes('results')) results.clear();
    // A page may show any group.
    if (groups.length > 0) deps.onPublicChange?.();
  };
  const freshness = deps.freshness ?? createFreshness(deps.db, 'pglite');
  freshness.onStale(emptyCaches);
  eventBus.onResync(() => emptyCaches(VIEW_GROUPS));
  // The thresholds change only by their own mutation, which empties them here itself; another
  // process's change raises the events' views.
  freshness.onStale((groups) => groups.includes('events') && classRules.clear());
  eventBus.onResync(() => classRules.clear());
  return createYoga<ServerContext, GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: GRAPHQL_PATH,
    // GraphiQL loads its scripts from a CDN, which our CSP forbids; use a desktop client instead.
    graphiql: false,
    landingPage: false,
    // The server refuses a body over MAX_REQUEST_BYTES, or of unknown length, before Yoga sees it
    // (server.ts), and Node reads no more than its length. Yoga's own limit piped every body
    // through a stream of its own (a pipeline, an abort signal and a DOMException per request,
    // some 8 % of a cached read's CPU) and stopped at 25 MB, short of the imports' 32 MiB.
    maxRequestBodySize: false,
    // Same-origin app: no other site needs to read our answers.
    cors: false,
    logging: yogaLogger(log),
    // Unexpected errors become INTERNAL_SERVER_ERROR "Unexpected error."; Yoga hands the original
    // to our logger (stack included). AppErrors are GraphQLErrors and pass through unchanged.
    maskedErrors: { isDev: false },
    context: (initial) => {
      const base = {
        db: deps.db,
        log,
        config: deps.config,
        now: deps.now,
        mailer: deps.mailer,
        resultsMails: deps.resultsMails ?? { wake: () => {} },
        limits,
        eventBus: operationBus(eventBus),
        progressFeed,
        judgingWriter,
        results,
        classRules,
        requestInfo: requestInfoOf(initial, deps.config.trustProxy),
        afterAnswer: afterAnswerOf(initial.res, log),
      };
      let resolved: ReturnType<typeof resolveViewer> | undefined;
      const viewer = () => (resolved ??= resolveViewer(base));
      return { ...base, viewer, loaders: createEventLoaders(deps.db, viewer) };
    },
    plugins: [
      // No page of another site acts for a visitor: a request from another origin is refused, and
      // one a foreign page could send without a preflight (a GET, a form's POST) needs a JSON body
      // or the CSRF header (@graphql-yoga/plugin-csrf-prevention). The app only ever POSTs JSON.
      sameOriginPlugin(deps.config.publicUrl),
      csrfPrevention({ requestHeaders: [CSRF_HEADER] }),
      // In production the schema is nobody's business but the app's (it ships its own documents).
      ...(deps.config.introspection ? [] : [disableIntrospection()]),
      queryLimitsPlugin(),
      rejectControlCharactersPlugin(),
      // Before the cache: each sets the function that executes a query, and the cache must wrap the
      // compiled one (and answer from memory without it), not be replaced by it.
      resultsJitPlugin(),
      // Before what answers from memory: another process may have changed the data.
      freshnessPlugin(freshness),
      ...publicCache.plugin,
      // Refused mutations write nothing, but emptying costs little: no need to tell them apart.
      afterMutationsPlugin(async (fields, context) => {
        deps.onMutation?.();
        // A mutation may say it changed less than its name (never more, never for another field).
        const known = (context as Partial<GraphQLContext>).changedViews;
        const named = viewsChangedBy(fields);
        const groups = fields.length === 1 && known ? named.filter((group) => known.includes(group)) : named;
        emptyCaches(groups);
        // Before the answer goes out: whoever asks another process next sees the change.
        await freshness
          .changed(groups)
          .catch((error: unknown) =>
            log.error('view versions not raised: other processes keep what they hold', { error }),
          );
        // Then the subscribers are told: what they read anew is the changed data, on any process.
        (context as Partial<GraphQLContext>).eventBus?.flush();
      }),
      responseCompressionPlugin(1024, { isKept: publicCache.isKept }),
      {
        onDispose: async () => {
          progressFeed.close();
          await eventBus.close();
        },
      },
    ],
  });
}

/**
 * The client's address: the connection's, or when that is a trusted proxy (TRUST_PROXY), the first
 * address in X-Forwarded-For, from the right, that is no trusted proxy (http/trustedProxies.ts).
 */
export function clientAddress(req: IncomingMessage | undefined, trustProxy: TrustedProxies): string | null {
  if (!req) return null;
  return clientBehindProxies(req.socket.remoteAddress ?? null, req.headers['x-forwarded-for'], trustProxy);
}

/**
 * Work that must not hold up the answer starts once the answer has gone out: over HTTP when the
 * response has ended (or the client went away), otherwise (the WebSocket, pages rendered in this
 * process) at the next turn of the event loop. Started any earlier, it would share the answer's
 * time: the embedded database runs its queries on this thread.
 */
function afterAnswerOf(res: ServerResponse | undefined, log: Logger): GraphQLContext['afterAnswer'] {
  return (task, failure) => {
    const run = () => void task().catch((error: unknown) => log.error(failure, { error: String(error) }));
    if (res && !res.closed) res.once('close', run);
    else setImmediate(run);
  };
}

function requestInfoOf(initial: YogaInitialContext & ServerContext, trustProxy: TrustedProxies): RequestInfo {
  const req = initial.req;
  const header = (name: string) => {
    const value = req?.headers[name];
    return typeof value === 'string' ? value : null;
  };
  if (initial.connectionParams) {
    const auth = initial.connectionParams.Authorization ?? initial.connectionParams.authorization;
    return {
      transport: 'ws',
      method: null,
      authorization: typeof auth === 'string' ? auth : null,
      ip: clientAddress(req, trustProxy),
      userAgent: header('user-agent'),
    };
  }
  return {
    transport: 'http',
    method: initial.request.method,
    authorization: initial.request.headers.get('authorization'),
    ip: clientAddress(req, trustProxy),
    userAgent: initial.request.headers.get('user-agent'),
  };
}

function originalOf(error: unknown): unknown {
  if (error instanceof Error && 'originalError' in error && error.originalError) return error.originalError;
  return error;
}

/** Yoga's own messages go through our JSON logger instead of its coloured console output. */
function yogaLogger(log: Logger): YogaLogger {
  const text = (args: unknown[]) => args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ');
  return {
    debug: (...args: unknown[]) => log.debug(text(args)),
    info: (...args: unknown[]) => log.info(text(args)),
    warn: (...args: unknown[]) => log.warn(text(args)),
    error: (...args: unknown[]) => {
      const error = args.find((a) => a instanceof Error);
      if (error) log.error('unexpected error', { error: originalOf(error) });
      else log.error(text(args));
    },
  };
}
