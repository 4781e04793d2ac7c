import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { isValidIban, MAX_ACCOUNT_HOLDER_LENGTH, normaliseIban } from '../shared/giroCode.ts';
import { isValidEmail } from '../shared/validation.ts';
import { DEFAULT_TRUST_PROXY, parseTrustedProxies, type TrustedProxies } from './http/trustedProxies.ts';
import { LOG_LEVELS, type LogLevel } from './logger.ts';

/** The validated configuration of one server process (table in docs/architecture.md). */
export interface Config {
  port: number;
  host: string;
  /** Absolute path; created at start. */
  dataDir: string;
  databaseUrl: string | null;
  /** Connections each process may open to PostgreSQL (DATABASE_POOL_MAX, default 10). */
  databasePoolMax: number;
  /**
   * Whether a start applies the migrations (MIGRATE_ON_START, default on). Off, the database must
   * already be migrated (`npm run migrate`), and the start says so otherwise.
   */
  migrateOnStart: boolean;
  jwtSecret: string;
  /** Names the process in every log line (PROCESS_NAME, default the host name and process id). */
  processName: string;
  /**
   * After SIGTERM, how long `/ready` answers 503 before the process stops taking requests
   * (DRAIN_DELAY_MS, default 2000): time for the proxy's health checks to send no more.
   */
  drainDelayMs: number;
  /**
   * Judges' batches that may wait for the judging writer besides the group it is writing
   * (JUDGING_MAX_QUEUED, default 64); one more call is refused with SERVER_BUSY (HTTP 503).
   */
  judgingMaxQueued: number;
  /**
   * WebSockets one client (an IPv4 address, an IPv6 /64) may hold (WS_MAX_SOCKETS_PER_ADDRESS,
   * default 20): each tab of the app opens one.
   */
  wsMaxSocketsPerAddress: number;
  /** Base URL for links in mails, without a trailing slash. */
  publicUrl: string;
  smtpUrl: string | null;
  admin: { email: string; password: string } | null;
  /** `null` means "the default": on for a new embedded database only. */
  seedDemo: boolean | null;
  logLevel: LogLevel;
  /** The built PWA to serve; null means this checkout's dist/web. */
  webDir: string | null;
  /**
   * The reverse proxies whose X-Forwarded-For entries are believed (TRUST_PROXY, addresses and
   * ranges; default loopback): the client is the first address, from the right, that is none of
   * them (http/trustedProxies.ts).
   */
  trustProxy: TrustedProxies;
  /**
   * Whether GraphQL answers introspection (`__schema`, `__type`): off unless NODE_ENV is
   * `development` or GRAPHQL_INTROSPECTION=1. The web's codegen reads the schema files, not a server.
   */
  introspection: boolean;
  /**
   * The association's account breeders pay their entry fees to (PAYMENT_ACCOUNT_HOLDER and
   * PAYMENT_IBAN, both or neither); null: a breeder is told what is open, not where to pay it.
   */
  paymentAccount: { accountHolder: string; iban: string } | null;
}

export type Env = Readonly<Record<string, string | undefined>>;

/** A bad setting; its message is one line that names the variable, fit to print and exit. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const JWT_SECRET_FILE = 'jwt-secret';
const MIN_JWT_SECRET = 32;
const MIN_ADMIN_PASSWORD = 8;
const HOST_PATTERN = /^[A-Za-z0-9.\-:[\]%]+$/;

/**
 * Reads and checks the environment; creates DATA_DIR and the generated JWT secret when needed.
 * `server: false` for the command-line tools (import, migrate), which sign no sessions.
 */
export function loadConfig(env: Env = process.env, { server = true }: { server?: boolean } = {}): Config {
  const port = parsePort(read(env, 'PORT'));
  const host = parseHost(read(env, 'HOST'));
  const dataDir = ensureDataDir(read(env, 'DATA_DIR') ?? './data');
  const admin = parseAdmin(read(env, 'ADMIN_EMAIL'), read(env, 'ADMIN_PASSWORD'));
  const databaseUrl = parseUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const jwtSecret = parseJwtSecret(read(env, 'JWT_SECRET'));
  // Several processes share one PostgreSQL: a secret each made for itself would refuse the others'
  // tokens (a judge's outbox would stop with "log in again" whenever another process answered).
  if (server && databaseUrl && jwtSecret === undefined)
    fail(
      'JWT_SECRET must be set when DATABASE_URL is set: every process serving the database must sign sessions with the same secret',
    );
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    // Two at least: start-up holds one for its lock while the migrations use another.
    databasePoolMax: parseWholeNumber(env, 'DATABASE_POOL_MAX', 10, 2, 200),
    migrateOnStart: parseSwitch(env, 'MIGRATE_ON_START', true),
    jwtSecret: jwtSecret ?? (server ? loadOrCreateJwtSecret(dataDir) : ''),
    processName: read(env, 'PROCESS_NAME') ?? `${hostname()}:${process.pid}`,
    drainDelayMs: parseWholeNumber(env, 'DRAIN_DELAY_MS', 2_000, 0, 60_000),
    // A tablet sends from one tab, one call at a time, so batches wait at most one per judge sending:
    // 49 with the 50 judges of bench:judging. 64 leaves room for the office and tablets resending,
    // and bounds the wait: even at 200 ops a batch, a full queue is about seven transactions.
    judgingMaxQueued: parseWholeNumber(env, 'JUDGING_MAX_QUEUED', 64, 1, 10_000),
    wsMaxSocketsPerAddress: parseWholeNumber(env, 'WS_MAX_SOCKETS_PER_ADDRESS', 20, 1, 10_000),
    publicUrl: (parseUrl(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://${host}:${port}`).replace(
      /\/+$/,
      '',
    ),
    smtpUrl: parseUrl(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    admin,
    seedDemo: parseSeedDemo(read(env, 'SEED_DEMO')),
    logLevel: parseLogLevel(read(env, 'LOG_LEVEL')),
    webDir: parseWebDir(read(env, 'WEB_DIR')),
    trustProxy: parseTrustProxy(read(env, 'TRUST_PROXY')),
    introspection: parseIntrospection(read(env, 'GRAPHQL_INTROSPECTION'), read(env, 'NODE_ENV')),
    paymentAccount: parsePaymentAccount(read(env, 'PAYMENT_ACCOUNT_HOLDER'), read(env, 'PAYMENT_IBAN')),
  };
}

function parsePaymentAccount(holder: string | undefined, iban: string | undefined): Config['paymentAccount'] {
  if (holder === undefined && iban === undefined) return null;
  if (holder === undefined) fail('PAYMENT_ACCOUNT_HOLDER must be set when PAYMENT_IBAN is set');
  if (iban === undefined) fail('PAYMENT_IBAN must be set when PAYMENT_ACCOUNT_HOLDER is set');
  const name = holder.trim().replace(/\s+/g, ' ');
  // The GiroCode carries at most 70 characters of the payee's name (src/shared/giroCode.ts).
  if (name.length > MAX_ACCOUNT_HOLDER_LENGTH)
    fail(`PAYMENT_ACCOUNT_HOLDER must be at most ${MAX_ACCOUNT_HOLDER_LENGTH} characters long`);
  if (!isValidIban(iban))
    fail(
      `PAYMENT_IBAN must be an IBAN with a valid checksum, e.g. DE89 3704 0044 0532 0130 00 (got ${shown(iban)})`,
    );
  return { accountHolder: name, iban: normaliseIban(iban) };
}

function parseIntrospection(value: string | undefined, nodeEnv: string | undefined): boolean {
  if (value === undefined) return nodeEnv === 'development';
  if (value !== '0' && value !== '1') fail(`GRAPHQL_INTROSPECTION must be 0 or 1 (got ${shown(value)})`);
  return value === '1';
}

/**
 * The configuration of an entry point (the server, `npm run migrate`, `npm run import`), or the
 * process ends with one line naming the bad setting, with exit code `code`.
 */
export function loadConfigOrExit(env: Env, options: { server?: boolean } = {}, code = 1): Config {
  try {
    return loadConfig(env, options);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`Configuration error: ${error.message}\n`);
    return process.exit(code);
  }
}

function parseWholeNumber(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = read(env, name);
  if (value === undefined) return fallback;
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= min && number <= max))
    fail(`${name} must be a whole number from ${min} to ${max} (got ${shown(value)})`);
  return number;
}

function parseSwitch(env: Env, name: string, fallback: boolean): boolean {
  const value = read(env, name)?.toLowerCase();
  if (value === undefined) return fallback;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return fail(`${name} must be one of 0, 1, true, false (got ${shown(value)})`);
}

function parseTrustProxy(value: string | undefined): TrustedProxies {
  try {
    return parseTrustedProxies(value ?? DEFAULT_TRUST_PROXY);
  } catch (error) {
    return fail(`TRUST_PROXY ${errorText(error)}`);
  }
}

/** An empty variable counts as unset, as container environments often pass `FOO=`. */
function read(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function fail(message: string): never {
  throw new ConfigError(message.replace(/\s*\n\s*/g, ' '));
}

/** Quotes a value for an error line; credentials inside URLs are never echoed. */
function shown(value: string): string {
  const short = value.length > 80 ? `${value.slice(0, 77)}...` : value;
  return JSON.stringify(short.replace(/\/\/[^/@]*@/, '//***@'));
}

function parsePort(value: string | undefined): number {
  if (value === undefined) return 3000;
  const port = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  // 0 asks the OS for a free port (tests use it).
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    fail(`PORT must be an integer between 0 and 65535 (got ${shown(value)})`);
  }
  return port;
}

function parseHost(value: string | undefined): string {
  if (value === undefined) return 'localhost';
  if (!HOST_PATTERN.test(value)) fail(`HOST must be a host name or IP address (got ${shown(value)})`);
  return value;
}

function ensureDataDir(value: string): string {
  const dir = resolve(value);
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    fail(`DATA_DIR must be a writable directory (got ${shown(value)}: ${errorText(error)})`);
  }
  return dir;
}

function parseUrl(env: Env, name: string, protocols: readonly string[]): string | null {
  const value = read(env, name);
  if (value === undefined) return null;
  const expected = protocols.map((p) => `${p}//`).join(' or ');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail(`${name} must be a ${expected} URL (got ${shown(value)})`);
  }
  if (!protocols.includes(url.protocol) || url.hostname === '') {
    fail(`${name} must be a ${expected} URL (got ${shown(value)})`);
  }
  return value;
}

function parseJwtSecret(value: string | undefined): string | undefined {
  if (value !== undefined && value.length < MIN_JWT_SECRET) {
    fail(`JWT_SECRET must be at least ${MIN_JWT_SECRET} characters long (got ${value.length})`);
  }
  return value;
}

/** Generated once and kept in DATA_DIR so tokens stay valid across restarts. */
function loadOrCreateJwtSecret(dataDir: string): string {
  const file = join(dataDir, JWT_SECRET_FILE);
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_JWT_SECRET) return stored;
  } catch (error) {
    if (!isMissingFile(error))
      fail(`DATA_DIR holds an unreadable ${JWT_SECRET_FILE} file (${errorText(error)})`);
  }
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  } catch (error) {
    fail(`DATA_DIR must be a writable directory (cannot write ${JWT_SECRET_FILE}: ${errorText(error)})`);
  }
  return secret;
}

function parseAdmin(email: string | undefined, password: string | undefined): Config['admin'] {
  if (email === undefined && password === undefined) return null;
  if (email === undefined) fail('ADMIN_EMAIL must be set when ADMIN_PASSWORD is set');
  if (password === undefined) fail('ADMIN_PASSWORD must be set when ADMIN_EMAIL is set');
  // The rule of every account's address (one mailbox, no list): src/shared/validation.ts.
  if (!isValidEmail(email)) fail(`ADMIN_EMAIL must be a valid e-mail address (got ${shown(email)})`);
  if (password.length < MIN_ADMIN_PASSWORD) {
    fail(`ADMIN_PASSWORD must be at least ${MIN_ADMIN_PASSWORD} characters long`);
  }
  return { email: email.toLowerCase(), password };
}

function parseSeedDemo(value: string | undefined): boolean | null {
  if (value === undefined) return null;
  const normalized = value.toLowerCase();
  if (normalized === '1' || normalized === 'true') return true;
  if (normalized === '0' || normalized === 'false') return false;
  return fail(`SEED_DEMO must be one of 0, 1, true, false (got ${shown(value)})`);
}

function parseLogLevel(value: string | undefined): LogLevel {
  if (value === undefined) return 'info';
  const level = LOG_LEVELS.find((l) => l === value.toLowerCase());
  if (!level) fail(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got ${shown(value)})`);
  return level;
}

function isMissingFile(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function parseWebDir(value: string | undefined): string | null {
  if (value === undefined) return null;
  const dir = resolve(value);
  if (!existsSync(join(dir, 'index.html')))
    fail(`WEB_DIR must be a directory holding a built index.html (got ${shown(value)})`);
  return dir;
}
