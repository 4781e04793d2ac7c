import { rowsOf } from '@api/db/connection.ts';
import { createEventWorld } from '@tests/support/eventFactories.ts';
import { startTestServer, type TestServer } from '@tests/support/server.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// PGlite runs no autovacuum: the server renews its planner statistics itself (src/api/db/statistics.ts).
describe('the embedded database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database: 'pglite', analyze: { delayMs: 0, intervalMs: 0 } });
  });
  afterAll(() => server?.close());

  /** The planner's row count of a table: -1 until it was first analyzed. */
  const plannedRows = async (table: string) => {
    const rows = rowsOf<{ reltuples: number }>(
      await server.database.db.execute(sql`select reltuples from pg_class where relname = ${table}`),
    );
    return Number(rows[0]!.reltuples);
  };
  const countOf = async (table: 'pigeons' | 'cages' | 'events') => {
    const rows = rowsOf<{ n: number }>(
      await server.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`),
    );
    return rows[0]!.n;
  };

  it('has statistics from the start, and renews them after the API changed data', async () => {
    // Analyzed at the start, empty as they were: every table of the app (not just PostgreSQL's own).
    expect(await plannedRows('pigeons')).toBe(0);
    const neverAnalyzed = rowsOf<{ relname: string }>(
      await server.database.db.execute(
        sql`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and c.relkind = 'r' and c.reltuples < 0`,
      ),
    );
    expect(neverAnalyzed).toEqual([]);
    const now = new Date();
    const world = await createEventWorld(server, now);
    await world.openEvent('Statistik');
    const pigeons = await countOf('pigeons');
    expect(pigeons).toBeGreaterThan(0);
    await expect.poll(() => plannedRows('pigeons')).toBe(pigeons);
    await expect.poll(() => plannedRows('events')).toBe(await countOf('events'));
  });
});
