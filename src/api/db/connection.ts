import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
  /** Idempotent. */
  close(): Promise<void>;
}

// Resolved from this file, not the cwd, so it works from any directory and under tsx.
const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens PGlite under DATA_DIR (or PostgreSQL when DATABASE_URL is set) and applies the migrations. */
export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  log: Logger,
): Promise<DatabaseHandle> {
  const handle = config.databaseUrl
    ? await openPostgres(config.databaseUrl, log)
    : await openPglite(join(config.dataDir, 'pglite'));
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    throw error;
  }
  log.info('database ready', { kind: handle.kind, isNew: handle.isNew });
  return { db: handle.db, kind: handle.kind, isNew: handle.isNew, close: handle.close };
}

interface OpenedDatabase extends DatabaseHandle {
  migrate(): Promise<void>;
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
    close: once(() => client.close()),
  };
}

async function openPostgres(url: string, log: Logger): Promise<OpenedDatabase> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  // Migrations raise NOTICEs ("already exists, skipping") that postgres-js would print to the console.
  const client = postgres(url, {
    max: 10,
    onnotice: (notice) => log.debug('postgres notice', { notice: notice.message }),
  });
  const db = drizzle({ client, schema });
  return {
    db,
    kind: 'postgres',
    isNew: false,
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
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
