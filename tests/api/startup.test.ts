import { DatabaseNotMigrated, openDatabase, rowsOf } from '@api/db/connection.ts';
import { createLogger } from '@api/logger.ts';
import { createTestStorage, startTestServer, testDatabases } from '@tests/support/server.ts';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

// Start-up on a database that several processes share: migrations alone, or not at all.

const log = createLogger({ level: 'silent' });

describe.each(testDatabases())('starting on %s', (database) => {
  it('with MIGRATE_ON_START=0 refuses a database older than the code, and starts once it is migrated', async () => {
    const storage = await createTestStorage(database, { fresh: true });
    try {
      await expect(startTestServer({ storage, env: { MIGRATE_ON_START: '0' } })).rejects.toThrow(
        DatabaseNotMigrated,
      );
      await expect(startTestServer({ storage, env: { MIGRATE_ON_START: '0' } })).rejects.toThrow(
        /run `npm run migrate`/,
      );
      // What `npm run migrate` does: open with migrations, close.
      const config = { dataDir: storage.dataDir, databaseUrl: storage.databaseUrl };
      await (await openDatabase(config, log)).close();
      const server = await startTestServer({ storage, env: { MIGRATE_ON_START: '0' } });
      await server.close();
    } finally {
      await storage.dispose();
    }
    // A new database (PGlite's initdb in WebAssembly), three starts and the migrations: up to 21 s
    // on a busy 2-core machine.
  }, 90_000);

  it('does start-up work alone: what another start does meanwhile waits for it', async () => {
    const storage = await createTestStorage(database);
    const config = { dataDir: storage.dataDir, databaseUrl: storage.databaseUrl };
    // Two handles, as two processes have (the embedded database has one process by design).
    const first = await openDatabase(config, log);
    const second = database === 'postgres' ? await openDatabase(config, log) : first;
    try {
      const steps: string[] = [];
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const one = first.alone(async () => {
        steps.push('one starts');
        await held;
        steps.push('one ends');
      });
      // The second asks while the first holds the lock...
      await vi.waitFor(() => expect(steps).toEqual(['one starts']));
      const two = second.alone(async () => {
        steps.push('two starts');
      });
      // ...and waits for it: PostgreSQL shows its lock request not granted.
      if (database === 'postgres')
        await vi.waitFor(async () => {
          const waiting = rowsOf<{ n: number }>(
            await first.db.execute(
              sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
            ),
          );
          expect(waiting[0].n).toBe(1);
        });
      else await vi.waitFor(() => expect(steps).toContain('two starts'));
      release();
      await Promise.all([one, two]);
      expect(steps).toEqual(
        database === 'postgres'
          ? ['one starts', 'one ends', 'two starts']
          : // One process: its own start-up steps run as they come.
            ['one starts', 'two starts', 'one ends'],
      );
    } finally {
      if (second !== first) await second.close();
      await first.close();
      await storage.dispose();
    }
  });
});
