import { join } from 'node:path';
import { type BootedApp, type BootOptions, boot } from '@api/boot.ts';
import { type Config, type Env, loadConfig } from '@api/config.ts';
import type { DatabaseHandle } from '@api/db/connection.ts';
import { createLogger } from '@api/logger.ts';
import { createTestStorage, type TestDatabaseKind, type TestStorage } from './dbTestStorage.ts';

export { callerOf, errorCodes, execute, type GqlResult, gqlRaw, invalidValue } from './apiClient.ts';
export {
  apiTestDatabase,
  createTestStorage,
  postgresOnly,
  type TestDatabaseKind,
  type TestStorage,
  testDatabases,
} from './dbTestStorage.ts';

export interface TestServerOptions {
  /** Ignored when `storage` is given. Default 'pglite'. */
  database?: TestDatabaseKind;
  /** Reuse a DATA_DIR/database across starts (restart tests); the caller disposes it. */
  storage?: TestStorage;
  /** Extra environment; a key set to undefined removes a test default (e.g. SEED_DEMO). */
  env?: Env;
  /** Built PWA to serve; default: a directory that does not exist (pages answer 503). */
  staticRoot?: string;
  now?: () => Date;
  drainTimeoutMs?: number;
  analyze?: BootOptions['analyze'];
  resultsMailTiming?: BootOptions['resultsMailTiming'];
}

interface LogRecord {
  level: string;
  msg: string;
  [field: string]: unknown;
}

export interface TestServer {
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  graphqlUrl: string;
  wsUrl: string;
  port: number;
  config: Config;
  database: DatabaseHandle;
  /** The GraphQL server itself, e.g. to parse and validate documents without HTTP. */
  yoga: BootedApp['server']['app']['yoga'];
  storage: TestStorage;
  /** Every log line the server wrote (debug and up), parsed; nothing reaches the console. */
  logs: LogRecord[];
  /** This process's results mail sender: `runOnce()` sends what is due now. */
  resultsMails: BootedApp['server']['app']['resultsMails'];
  /** `/ready` answers 503 from now on, as after SIGTERM. */
  drain(): void;
  /** Closes server and database; removes the storage unless it was passed in. Idempotent. */
  close(): Promise<void>;
}

const TEST_JWT_SECRET = 'test-secret-shared-by-every-process-of-one-database';

/** A real server on a free port over a fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const ownsStorage = options.storage === undefined;
  const storage = options.storage ?? (await createTestStorage(options.database ?? 'pglite'));
  const logs: LogRecord[] = [];
  let app: BootedApp;
  let config: Config;
  try {
    config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: storage.dataDir,
      DATABASE_URL: storage.databaseUrl ?? undefined,
      // Required with PostgreSQL (every process must sign alike); the embedded database makes its own.
      JWT_SECRET: storage.databaseUrl ? TEST_JWT_SECRET : undefined,
      SEED_DEMO: '0',
      ...options.env,
    });
    const log = createLogger({ level: 'debug', write: (line) => logs.push(JSON.parse(line) as LogRecord) });
    app = await boot(config, {
      log,
      staticRoot: options.staticRoot ?? join(storage.dataDir, 'no-web-build'),
      now: options.now,
      drainTimeoutMs: options.drainTimeoutMs,
      analyze: options.analyze,
      resultsMailTiming: options.resultsMailTiming,
    });
  } catch (error) {
    if (ownsStorage) await storage.dispose();
    throw error;
  }
  let closing: Promise<void> | undefined;
  const close = async () => {
    await app.close();
    if (ownsStorage) await storage.dispose();
  };
  const { url, port } = app.server;
  return {
    url,
    graphqlUrl: `${url}/graphql`,
    wsUrl: `${url.replace(/^http/, 'ws')}/graphql`,
    port,
    config,
    database: app.database,
    yoga: app.server.app.yoga,
    resultsMails: app.server.app.resultsMails,
    storage,
    logs,
    drain: () => app.server.drain(),
    close: () => (closing ??= close()),
  };
}
