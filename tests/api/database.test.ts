import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@api/auth/bootstrapAccounts.ts';
import { isUniqueViolation, openDatabase, rowsOf } from '@api/db/connection.ts';
import { appMeta } from '@api/db/schema.ts';
import { createLogger } from '@api/logger.ts';
import { createEvent } from '@api/schema/events/eventsService.ts';
import { graphql } from '@tests/gql';
import {
  createTestStorage,
  execute,
  startTestServer,
  type TestServer,
  type TestStorage,
  testDatabases,
} from '@tests/support/server.ts';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';

const TITLES = graphql(`query DatabaseTitles { events { title status } }`);

describe.each(testDatabases())('database on %s', (database) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const storage = async (fresh = false) => {
    const s = await createTestStorage(database, { fresh });
    cleanups.push(() => s.dispose());
    return s;
  };
  const start = async (s: TestStorage, env: Record<string, string | undefined> = {}) => {
    const server: TestServer = await startTestServer({ storage: s, env });
    cleanups.push(() => server.close());
    return server;
  };
  const eventsOf = async (server: TestServer) => (await execute(server.graphqlUrl, TITLES)).data?.events;

  /** The database alone, without a server: what the driver layer answers. */
  const openedDb = async () => {
    const handle = await openDatabase(await storage(), createLogger({ level: 'silent' }));
    cleanups.push(() => handle.close());
    return handle.db;
  };

  it('answers plain SQL in rows that read alike from either driver, as the readers of fees and mails read them', async () => {
    const db = await openedDb();
    const [row] = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select count(*) as n, max(v)::int8 as big, 7::integer as small,
        date '2030-10-01' as day, null::date as no_day
        from (values (12345678901), (2)) as t(v)`),
    );
    expect(Number(row?.n)).toBe(2);
    expect(Number(row?.big)).toBe(12345678901);
    expect(Number(row?.small)).toBe(7);
    expect(String(row?.day)).toBe('2030-10-01');
    expect(row?.no_day).toBeNull();
  });

  it('knows a unique-index violation from either driver, raised by drizzle or by plain SQL', async () => {
    const db = await openedDb();
    const refusal = (write: () => Promise<unknown>) =>
      write().then(
        () => null,
        (error: unknown) => error,
      );
    await db.insert(appMeta).values({ key: 'parity', value: 'first' });
    // Drizzle's query builder wraps the driver's error; `execute` of plain SQL may not.
    const built = await refusal(() => db.insert(appMeta).values({ key: 'parity', value: 'second' }));
    const plain = await refusal(() =>
      db.execute(sql`insert into app_meta (key, value) values ('parity', 'third')`),
    );
    const notNull = await refusal(() =>
      db.execute(sql`insert into app_meta (key, value) values ('other', null)`),
    );
    expect(isUniqueViolation(built)).toBe(true);
    expect(isUniqueViolation(plain)).toBe(true);
    expect(notNull).toBeInstanceOf(Error);
    expect(isUniqueViolation(notNull)).toBe(false);
  });

  it('keeps data across a restart on the same storage', async () => {
    const s = await storage();
    const first = await start(s);
    await createEvent(first.database.db, {
      title: 'Herbstschau Kassel',
      eventType: 'REGIONAL',
      registrationDeadline: new Date('2030-10-01T00:00:00Z'),
      eventStart: new Date('2030-10-15T08:00:00Z'),
      location: {
        country: 'DE',
        city: 'Kassel',
        street: 'Damaschkestraße',
        houseNumber: '55',
        zipCode: '34121',
      },
    });
    await first.close();

    const second = await start(s);
    expect(await eventsOf(second)).toEqual([{ title: 'Herbstschau Kassel', status: 'DRAFT' }]);
  });

  it('turns the free texts of earlier events into an event type and a country code', async () => {
    const server = await start(await storage());
    const { db } = server.database;
    const insert = (title: string, type: string, country: string) =>
      db.execute(sql`insert into events (title, event_type, registration_deadline, event_start, country,
        city, street, house_number, zip_code) values (${title}, ${type}, '2030-10-01', '2030-10-15', ${country},
        'Kassel', 'Damaschkestraße', '55', '34121')`);
    await insert('Alt 1', 'Kreisschau', 'Österreich');
    await insert('Alt 2', 'Große Herbstschau', 'Atlantis');
    await insert('Alt 3', ' regional show ', 'nl');
    const migration = await readFile(
      new URL('../../src/api/db/migrations/0012_event_type_codes.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    const rows = rowsOf<{ title: string; event_type: string; country: string }>(
      await db.execute(
        sql`select title, event_type, country from events where title like 'Alt %' order by title`,
      ),
    );
    expect(rows).toEqual([
      { title: 'Alt 1', event_type: 'DISTRICT', country: 'AT' },
      { title: 'Alt 2', event_type: 'OTHER', country: 'DE' },
      { title: 'Alt 3', event_type: 'REGIONAL', country: 'NL' },
    ]);
  });

  it('seeds the demo events once, in every state, and never again on restart', async () => {
    const s = await storage();
    const first = await start(s, { SEED_DEMO: '1' });
    const seeded = await eventsOf(first);
    expect(seeded?.map((e) => e.status).sort()).toEqual(['CLOSED', 'ENDED', 'OPEN', 'STARTED']);
    expect(first.logs.some((l) => l.msg.startsWith('demo data seeded'))).toBe(true);
    // One verified account per role, with the password the start printed.
    for (const account of DEMO_ACCOUNTS) {
      const password = createHash('sha256').update(DEMO_PASSWORD).digest('hex');
      const login = await execute(
        first.graphqlUrl,
        graphql(
          `query DatabaseLoginClient($email: String!, $password: String!) { loginClient(email: $email, password: $password) { client { role } } }`,
        ),
        { email: account.email, password },
      );
      expect(login.data?.loginClient.client.role).toBe(account.role);
    }
    await first.close();

    const second = await start(s, { SEED_DEMO: '1' });
    expect(await eventsOf(second)).toEqual(seeded);
    expect(second.logs.some((l) => l.msg.startsWith('demo data seeded'))).toBe(false);
  });

  it('seeds nothing with SEED_DEMO=0', async () => {
    const server = await start(await storage(), { SEED_DEMO: '0' });
    expect(await eventsOf(server)).toEqual([]);
  });

  it(`seeds by default ${database === 'pglite' ? 'only into a new embedded database' : 'never on PostgreSQL'}`, async () => {
    const server = await start(await storage(true), { SEED_DEMO: undefined });
    expect(await eventsOf(server)).toHaveLength(database === 'pglite' ? 4 : 0);
    // On PGlite a new embedded database runs initdb (in WebAssembly), then the migrations and the
    // demo: up to 15 s on a busy 2-core machine.
  }, 60_000);
});
