import { createHash, randomBytes } from 'node:crypto';
import { appendFileSync, cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@api/db/connection.ts';
import { createLogger } from '@api/logger.ts';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';

export type TestDatabaseKind = 'pglite' | 'postgres';

/**
 * The databases of the tests of the database layer itself (opening, migrating and seeding, start-up
 * work done alone, and what the two drivers answer differently): PGlite always; PostgreSQL too when
 * TEST_DATABASE_URL points at a server we may create databases on.
 */
export function testDatabases(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * The database of every other API test: PostgreSQL when TEST_DATABASE_URL is set, else PGlite.
 * Both run PostgreSQL's own code and answer the same SQL alike; what differs is the driver layer
 * (`src/api/db/connection.ts`), whose tests run on both (`testDatabases`). PostgreSQL is the one
 * where connections really run at once, as with several processes; PGlite, the product's default,
 * stays under every journey's server, the outbox's tests and the API files not about a domain.
 */
export function apiTestDatabase(): TestDatabaseKind {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

/**
 * For `describe.each`: PostgreSQL when TEST_DATABASE_URL is set, else nothing. The tests of what
 * only happens where connections run at once (two transactions, two processes on one database).
 */
export function postgresOnly(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['postgres'] : [];
}

/** A fresh DATA_DIR and, for PostgreSQL, a fresh uniquely named database; dispose() removes both. */
export interface TestStorage {
  kind: TestDatabaseKind;
  dataDir: string;
  databaseUrl: string | null;
  dispose(): Promise<void>;
}

export interface TestStorageOptions {
  /**
   * PGlite only: run initdb for real instead of copying a migrated template (≈3 s instead of
   * under one). Needed where "a new embedded database" matters, e.g. the demo-seed default.
   */
  fresh?: boolean;
}

export async function createTestStorage(
  kind: TestDatabaseKind = 'pglite',
  options: TestStorageOptions = {},
): Promise<TestStorage> {
  const dataDir = await mkdtemp(join(tmpdir(), 'taubenschau-test-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') {
    // Copied in one synchronous call: the asynchronous copy makes a round trip per file (decision 0028).
    if (!options.fresh) cpSync(await pgliteTemplate(), join(dataDir, 'pglite'), { recursive: true });
    return { kind, dataDir, databaseUrl: null, dispose: removeDir };
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error('TEST_DATABASE_URL is not set; use apiTestDatabase() or testDatabases() to pick kinds');
  const name = `taubenschau_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (sql) => sql.unsafe(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    dataDir,
    databaseUrl: url.toString(),
    dispose: async () => {
      // FORCE ends sessions a failed test may have left open (PostgreSQL 13+).
      await withAdmin(adminUrl, (sql) => sql.unsafe(`drop database if exists "${name}" with (force)`));
      await removeDir();
    },
  };
}

async function withAdmin(url: string, run: (sql: postgres.Sql) => Promise<unknown>): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await run(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const MIGRATIONS_DIR = fileURLToPath(new URL('../../src/api/db/migrations', import.meta.url));

/**
 * What a test database sets unlike the product's: PGlite prepares all of PostgreSQL's shared
 * buffers (128 MB by default) at every start (its cost is in decision 0028); a test's data fits
 * in a fraction of that. Only speed differs, never what a query answers. The WAL's limits are the
 * product's (initdb would size them down with the segments below).
 */
const TEMPLATE_SETTINGS = 'shared_buffers = 32MB\nmax_wal_size = 1GB\nmin_wal_size = 80MB\n';

/**
 * And what it leaves out, as the copy of its files is most of a test database's start: WAL in
 * segments of 1 MB instead of 16 (initdb's `--wal-segsize`: the few segments written while it is
 * built instead of one of 16 MB, mostly zeros), and no `template0` and `template1` databases, which
 * only `create database` reads, and PGlite has no other databases to create. 15 MB in 466 files
 * instead of 39 MB in 1,061.
 */
const TEMPLATE_INITDB = ['--wal-segsize=1'];
const TEMPLATE_SLIMMING = [
  'alter database template1 is_template false',
  'drop database template1',
  'alter database template0 is_template false',
  'alter database template0 allow_connections true',
  'drop database template0',
  'checkpoint',
];

/** The installed PGlite's version, from its package.json (which its exports do not name). */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite'); // …/pglite/dist/index.cjs
  const manifest = join(dirname(dirname(entry)), 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

let templateOnce: Promise<string> | undefined;

/**
 * A migrated PGlite directory shared by all test files, keyed by the migrations' content so a
 * schema change builds a new one. Built in a private directory and renamed into place, so
 * parallel workers never see half a template. Found or built once per process: every test
 * server's storage asks for it. A build that failed is tried again by the next one.
 */
function pgliteTemplate(): Promise<string> {
  templateOnce ??= findOrBuildTemplate().catch((error: unknown) => {
    templateOnce = undefined;
    throw error;
  });
  return templateOnce;
}

async function findOrBuildTemplate(): Promise<string> {
  // PGlite's version too: another PostgreSQL inside it may not read the files of this one.
  const hash = createHash('sha256')
    .update(TEMPLATE_SETTINGS)
    .update(JSON.stringify([TEMPLATE_INITDB, TEMPLATE_SLIMMING]))
    .update(pgliteVersion());
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
  }
  const template = join(tmpdir(), `taubenschau-pglite-template-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(template)) return template;
  const building = await mkdtemp(join(tmpdir(), 'taubenschau-pglite-building-'));
  // initdb with the template's arguments, then the product's own open migrates it.
  const bare = await PGlite.create(join(building, 'pglite'), { initDbStartParams: TEMPLATE_INITDB });
  for (const statement of TEMPLATE_SLIMMING) await bare.exec(statement);
  await bare.close();
  const handle = await openDatabase(
    { dataDir: building, databaseUrl: null },
    createLogger({ level: 'silent' }),
  );
  await handle.close();
  // Read after postgresql.conf's own lines, so these win. PGlite leaves the file as it is unless
  // it is given settings or an extension to preload: then it writes the file anew, without these.
  appendFileSync(join(building, 'pglite', 'postgresql.conf'), `\n${TEMPLATE_SETTINGS}`);
  try {
    await rename(join(building, 'pglite'), template);
  } catch (error) {
    if (!existsSync(template)) throw error; // another worker won the race: use theirs
  }
  await rm(building, { recursive: true, force: true });
  return template;
}
