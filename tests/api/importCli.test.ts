import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openDatabase } from '@api/db/connection.ts';
import { insertPigeon } from '@api/db/pigeons.ts';
import { clients } from '@api/db/schema.ts';
import { createLogger } from '@api/logger.ts';
import { apiTestDatabase, createTestStorage, type TestStorage } from '@tests/support/server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));

/** Runs `npm run import -- <args>` as the command line does, on `storage`'s database. */
async function importCli(storage: Pick<TestStorage, 'dataDir' | 'databaseUrl'>, args: string[]) {
  const env = {
    ...process.env,
    DATA_DIR: storage.dataDir,
    DATABASE_URL: storage.databaseUrl ?? '',
    LOG_LEVEL: 'warn',
  };
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/import.ts', ...args],
      { cwd: ROOT, env },
    );
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const database = apiTestDatabase();

describe(`npm run import on ${database}`, () => {
  let storage: TestStorage;

  beforeAll(async () => {
    storage = await createTestStorage(database);
    const handle = await openDatabase(storage, createLogger({ level: 'silent' }));
    const [breeder] = await handle.db
      .insert(clients)
      .values({ email: 'b@example.org', firstName: 'B', lastName: 'B' })
      .returning();
    for (const [ringYear, serial] of [
      [2021, 134],
      [2023, 245],
    ])
      await insertPigeon(handle.db, {
        clientId: breeder.id,
        association: 'DV-06976',
        ringYear,
        serial,
        sex: 'M',
        color: 'blau',
      });
    await handle.close();
  });
  afterAll(() => storage?.dispose());

  const cli = (...args: string[]) => importCli(storage, args);

  it('prints the summary, writes the valid rows and exits 1 when a file has a problem', async () => {
    const result = await cli(fixture('flight-results-bad-rows.csv'));
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      'flight-results-bad-rows.csv: CSV, UTF-8, delimiter ","; 3 rows: 1 added, 0 unchanged, 2 rejected',
    );
    expect(result.stdout).toContain(
      '  line 3, ring: Unknown ring number ("DV-06976-99-1") [PIGEON_NOT_FOUND]',
    );
    expect(result.stdout).toContain(
      '  line 4, distance: The distance must be positive ("0") [PIGEON_PRICE_DISTANCE_MUST_BE_POSITIVE]',
    );
    expect(result.stdout).not.toContain('processed successfully');
  });

  it('exits 0 on a clean file, and a second import adds nothing', async () => {
    const dry = await cli('--dry-run', fixture('flight-results-de.csv'));
    expect(dry).toMatchObject({ code: 0 });
    expect(dry.stdout).toContain('Dry run, nothing written: 4 to add, 0 unchanged, 0 rejected, 0 problems');
    const first = await cli(fixture('flight-results-de.csv'));
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(
      'Total: 4 added, 0 unchanged, 0 rejected, 0 problems\nimport data processed successfully',
    );
    const second = await cli(fixture('flight-results-de.csv'));
    expect(second.stdout).toContain('Total: 0 added, 4 unchanged, 0 rejected, 0 problems');
    // Three processes, each loading the server's database code through tsx: up to 21 s on a busy
    // 2-core machine.
  }, 90_000);
});

// Refused before any database is opened: once, not once per database.
describe('npm run import without a file to read', () => {
  it('exits 2 without files or with a missing one', async () => {
    const nowhere = { dataDir: join(tmpdir(), 'taubenschau-import-never-opened'), databaseUrl: null };
    expect((await importCli(nowhere, [])).code).toBe(2);
    const missing = await importCli(nowhere, ['does-not-exist.csv']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('does-not-exist.csv: cannot read the file');
  });
});
