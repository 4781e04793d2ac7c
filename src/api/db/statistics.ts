import { is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Logger } from '../logger.ts';
import type { Database, DatabaseKind } from './connection.ts';
import * as schema from './schema.ts';

/** After a change, the embedded database's statistics are renewed this much later, by default. */
const ANALYZE_DELAY_MS = 10_000;
/** And at most once in this time: ANALYZE holds the server while it runs (PGlite shares its thread). */
const ANALYZE_INTERVAL_MS = 2 * 60_000;

/**
 * The app's own tables, the ones its queries read. A bare ANALYZE takes PostgreSQL's catalogs
 * too, which the app's queries do not plan over: most of its time on a small database.
 */
const ANALYZE_APP_TABLES = sql`analyze ${sql.join(
  Object.values(schema).filter((value) => is(value, PgTable)),
  sql`, `,
)}`;

export interface StatisticsKeeper {
  /** Data changed (a mutation ran): the statistics are renewed within the delay, or the interval. */
  changed(): void;
  /** Renews them now (at start, after the migrations and the demo data). */
  analyzeNow(): Promise<void>;
  /** Cancels what is scheduled and waits for a renewal under way. */
  close(): Promise<void>;
}

/**
 * Keeps the embedded database's planner statistics current, as PostgreSQL's autovacuum does on
 * its own. PGlite runs no autovacuum, so its tables were never analyzed: the planner guessed their
 * sizes and, for some of them, chose plans many times slower than with statistics
 * (docs/decisions/0022-analyze-the-embedded-database.md). PGlite's own change counts
 * (`pg_stat_user_tables`) are not kept current either, so every change the API makes schedules a
 * renewal. On PostgreSQL it does nothing.
 */
export function createStatisticsKeeper(
  db: Database,
  kind: DatabaseKind,
  log: Logger,
  options: { delayMs?: number; intervalMs?: number } = {},
): StatisticsKeeper {
  if (kind !== 'pglite') return { changed: () => {}, analyzeNow: async () => {}, close: async () => {} };
  const delayMs = options.delayMs ?? ANALYZE_DELAY_MS;
  const intervalMs = options.intervalMs ?? ANALYZE_INTERVAL_MS;
  let last = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  const analyze = async () => {
    last = performance.now();
    try {
      await db.execute(ANALYZE_APP_TABLES);
    } catch (error) {
      log.warn('could not renew the database statistics', { error });
    }
  };
  return {
    changed() {
      if (timer || closed) return;
      const wait = Math.max(delayMs, last + intervalMs - performance.now());
      timer = setTimeout(() => {
        timer = undefined;
        running = analyze().finally(() => {
          running = undefined;
        });
      }, wait);
      // A scheduled renewal never keeps the process alive.
      timer.unref();
    },
    analyzeNow: () => analyze(),
    async close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
