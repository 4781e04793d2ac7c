import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

// Migration 0016 turns the one "paid" mark per breeder and event into a ledger of bookings: what
// was recorded before must come through as one booking of the amount it held.

const MIGRATIONS = new URL('../../src/api/db/migrations/', import.meta.url).pathname;
const LEDGER = '0016_fee_ledger_ring_claims_salutation';

describe('the fee ledger migration', () => {
  const folder = mkdtempSync(join(tmpdir(), 'taubenschau-migration-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('keeps each recorded payment as one booking of its amount, with its day and method, and drops marks of 0 €', async () => {
    // The migrations up to the one before the ledger.
    cpSync(MIGRATIONS, folder, { recursive: true });
    const journalFile = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
    const index = journal.entries.findIndex((entry: { tag: string }) => entry.tag === LEDGER);
    journal.entries = journal.entries.slice(0, index);
    writeFileSync(journalFile, JSON.stringify(journal));
    const client = new PGlite();
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: folder });

    await client.exec(`
      insert into clients (email, first_name, last_name) values ('a@example.org', 'Erika', 'A'), ('b@example.org', 'Max', 'B');
      insert into events (title, event_type, registration_deadline, event_start, country, city, street, house_number,
        zip_code, pigeon_fee_cents, breeder_fee_cents)
        values ('Alt', 'LOCAL', '2025-10-01', '2025-10-15', 'DE', 'Kassel', 'Weg', '1', '34121', 250, 500);
      insert into fee_payments (event_id, breeder_id, paid_cents, paid_on, method, recorded_by)
        values (1, 1, 1250, '2025-10-02', 'TRANSFER', 2), (1, 2, 0, '2025-10-03', 'CASH', null);`);
    const statements = readFileSync(join(MIGRATIONS, `${LEDGER}.sql`), 'utf8').split(
      '--> statement-breakpoint',
    );
    for (const statement of statements) await client.exec(statement);

    const { rows } = await client.query(
      `select id, event_id, breeder_id, amount_cents, paid_on::text, method, note, recorded_by from fee_payments`,
    );
    expect(rows).toEqual([
      {
        id: 1,
        event_id: 1,
        breeder_id: 1,
        amount_cents: 1250,
        paid_on: '2025-10-02',
        method: 'TRANSFER',
        note: null,
        recorded_by: 2,
      },
    ]);
    // Part payments and refunds of one breeder sit side by side, numbered after the old rows.
    await client.exec(`insert into fee_payments (event_id, breeder_id, amount_cents, paid_on, method)
      values (1, 1, -250, '2025-10-20', 'CASH'), (1, 1, 100, '2025-10-21', 'CASH')`);
    const booked = await client.query<{ id: number; amount_cents: number }>(
      'select id, amount_cents from fee_payments order by id',
    );
    expect(booked.rows.map((row) => row.amount_cents)).toEqual([1250, -250, 100]);
    await expect(
      client.exec(`insert into fee_payments (event_id, breeder_id, amount_cents, paid_on, method)
        values (1, 1, 0, '2025-10-21', 'CASH')`),
    ).rejects.toThrow(/fee_payments_amount_check/);
    const salutations = await client.query(`select salutation from clients order by id`);
    expect(salutations.rows).toEqual([{ salutation: null }, { salutation: null }]);
    await client.close();
  });
});
