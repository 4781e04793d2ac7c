import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import * as schema from './schema.ts';

/** What services see: the drizzle API common to PGlite and postgres-js. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** True when this start created the embedded database (it decides the demo-seed default). */
  isNew: boolean;
  /**
   * Runs `work` while no other process does start-up work on this database (PostgreSQL: a session
   * advisory lock; the embedded database has one process anyway): migrations, demo data and the
   * superadmin, so that any number of processes may start at once.
   */
  alone<T>(work: () => Promise<T>): Promise<T>;
  /** PostgreSQL's LISTEN/NOTIFY, which carries the event bus between processes; null on PGlite. */
  notifications: Notifications | null;
  /** Idempotent. */
  close(): Promise<void>;
}

export interface Notifications {
  /**
   * Listens on `channel` on a connection of its own, which is opened again after a drop;
   * `onListen` runs each time listening (re)starts, the first time included.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onListen: () => void,
  ): Promise<{ stop(): Promise<void> }>;
  /** Sends to every listener of `channel`, in every process (this one included). */
  notify(channel: string, payload: string): Promise<void>;
}

/** Any number that no other program on the same PostgreSQL would use for its advisory lock ("taub"). */
const START_LOCK = 0x7461_7562;

// Resolved from this file, not the cwd, so it works from any directory and under tsx.
const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** The migrations' folder has newer ones than the database: a start with MIGRATE_ON_START=0. */
export class DatabaseNotMigrated extends Error {
  override name = 'DatabaseNotMigrated';
}

/**
 * Opens PGlite under DATA_DIR (or PostgreSQL when DATABASE_URL is set) and applies the migrations
 * (alone: other processes starting at the same time wait), unless `migrateOnStart` is false: then
 * the database must be migrated already (`npm run migrate`), else DatabaseNotMigrated.
 */
export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'> & { databasePoolMax?: number; migrateOnStart?: boolean },
  log: Logger,
): Promise<DatabaseHandle> {
  const handle = config.databaseUrl
    ? await openPostgres(config.databaseUrl, config.databasePoolMax ?? 10, log)
    : await openPglite(join(config.dataDir, 'pglite'));
  try {
    if (config.migrateOnStart === false) await handle.checkMigrated();
    else await handle.alone(() => handle.migrate());
  } catch (error) {
    await handle.close();
    throw error;
  }
  log.info('database ready', { kind: handle.kind, isNew: handle.isNew });
  const { migrate: _migrate, checkMigrated: _check, ...opened } = handle;
  return opened;
}

interface OpenedDatabase extends DatabaseHandle {
  migrate(): Promise<void>;
  checkMigrated(): Promise<void>;
}

/** The newest migration in the folder, as drizzle records it (its `created_at` is the journal's `when`). */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

async function checkMigrated(db: Database): Promise<void> {
  const applied = await db
    .execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`)
    .then((result) => rowsOf<{ newest: string | null }>(result)[0]?.newest ?? null)
    .catch((error: unknown) => {
      // No migrations table (or schema) yet: never migrated. Anything else (an unreachable
      // database) is reported as what it is.
      const code = sqlStateOf(error);
      if (code === '42P01' || code === '3F000') return null;
      throw error;
    });
  if (applied === null || Number(applied) < newestMigration())
    throw new DatabaseNotMigrated(
      'The database is not migrated to this version: run `npm run migrate` (or start with MIGRATE_ON_START=1)',
    );
}

/** The rows of `db.execute`: an array (postgres-js) or `{ rows }` (PGlite). */
export function rowsOf<T>(result: unknown): T[] {
  const rows: unknown = Array.isArray(result) ? result : (result as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) throw new Error('db.execute answered neither rows nor { rows }');
  return rows as T[];
}

/**
 * The SQLSTATE of a database error, whichever driver raised it and whether drizzle wrapped it
 * (then the driver's error is a `cause`): the first code in SQLSTATE's form (five digits or
 * capitals) along the chain of causes.
 */
function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ('code' in e && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** True for a unique-index violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}

async function openPglite(dir: string): Promise<OpenedDatabase> {
  // Drivers are imported lazily: a PostgreSQL deployment never loads the WASM build, and vice versa.
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const isNew = !existsSync(join(dir, 'PG_VERSION'));
  const client = new PGlite(dir);
  await client.waitReady;
  const db = drizzle({ client, schema });
  return {
    db,
    kind: 'pglite',
    isNew,
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    checkMigrated: () => checkMigrated(db),
    // One process owns the embedded database's folder.
    alone: (work) => work(),
    notifications: null,
    close: once(() => client.close()),
  };
}

async function openPostgres(url: string, poolMax: number, log: Logger): Promise<OpenedDatabase> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  // Migrations raise NOTICEs ("already exists, skipping") that postgres-js would print to the console.
  const client = postgres(url, {
    max: poolMax,
    onnotice: (notice) => log.debug('postgres notice', { notice: notice.message }),
  });
  const db = drizzle({ client, schema });
  return {
    db,
    kind: 'postgres',
    isNew: false,
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    checkMigrated: () => checkMigrated(db),
    async alone(work) {
      // A session lock, on a connection held for it: the work itself may use any connection.
      const held = await client.reserve();
      try {
        await held`select pg_advisory_lock(${START_LOCK})`;
        try {
          return await work();
        } finally {
          // Should the connection have dropped, its session's lock went with it: nothing to undo,
          // and the work's own outcome is what counts.
          await held`select pg_advisory_unlock(${START_LOCK})`.catch(() => undefined);
        }
      } finally {
        held.release();
      }
    },
    notifications: {
      async listen(channel, onMessage, onListen) {
        // postgres-js listens on a connection of its own and listens again after it reconnects.
        const listening = await client.listen(channel, onMessage, onListen);
        return { stop: () => listening.unlisten() };
      },
      async notify(channel, payload) {
        await client.notify(channel, payload);
      },
    },
    close: once(() => client.end({ timeout: 5 })),
  };
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => {
    done ??= fn();
    return done;
  };
}
