import { sql } from 'drizzle-orm';
import type { PaymentMethod } from '../../shared/fees.ts';
import { type Database, rowsOf } from './connection.ts';
import { clients, events, feePayments, pigeons, registrations } from './schema.ts';

/** One booking of the office's ledger, as a breeder's standing lists it. */
interface FeePaymentEntry {
  id: number;
  amountCents: number;
  paidOn: string;
  method: PaymentMethod;
  note: string | null;
}

/** A breeder's standing at one event: their registered pigeons and what the office booked. */
export interface FeeRow {
  eventId: number;
  eventTitle: string;
  breederId: number;
  firstName: string;
  lastName: string;
  /** Null for a former member (a deleted account): its row keeps no address. */
  email: string | null;
  pigeonCount: number;
  pigeonFeeCents: number;
  breederFeeCents: number;
  /** The sum of the bookings. */
  paidCents: number;
  /** The latest booking's day and method (by day, then as booked). */
  paidOn: string | null;
  method: PaymentMethod | null;
  /** Oldest first (by day, then as booked). */
  payments: FeePaymentEntry[];
}

/**
 * Breeders with pigeons registered for the events or a payment booked there (one who withdrew
 * every pigeon after paying is owed a credit), with the events' fees and the bookings; one query.
 * `breederId` narrows it to one breeder.
 */
export async function selectFeeRows(
  db: Database,
  where: { eventIds: readonly number[]; breederId?: number },
): Promise<FeeRow[]> {
  if (where.eventIds.length === 0) return [];
  const eventIds = sql.join(
    where.eventIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const ownerOnly = where.breederId === undefined ? sql`` : sql` and p.client_id = ${where.breederId}`;
  const payerOnly = where.breederId === undefined ? sql`` : sql` and f.breeder_id = ${where.breederId}`;
  const result = await db.execute(sql`
    with counted as (
      select r.event_id, p.client_id as breeder_id, count(*)::int as pigeon_count
      from ${registrations} r join ${pigeons} p on p.id = r.pigeon_id
      where r.event_id in (${eventIds})${ownerOnly}
      group by r.event_id, p.client_id
    ), booked as (
      select f.event_id, f.breeder_id, sum(f.amount_cents)::int as paid_cents,
        json_agg(json_build_object('id', f.id, 'amountCents', f.amount_cents, 'paidOn', f.paid_on::text,
          'method', f.method, 'note', f.note) order by f.paid_on, f.id) as payments
      from ${feePayments} f
      where f.event_id in (${eventIds})${payerOnly}
      group by f.event_id, f.breeder_id
    ), standing as (
      select coalesce(c.event_id, b.event_id) as event_id, coalesce(c.breeder_id, b.breeder_id) as breeder_id,
        coalesce(c.pigeon_count, 0) as pigeon_count, coalesce(b.paid_cents, 0) as paid_cents, b.payments
      from counted c
      full join booked b on b.event_id = c.event_id and b.breeder_id = c.breeder_id
    )
    select s.event_id, e.title as event_title, s.breeder_id, cl.first_name, cl.last_name,
      case when cl.deleted_at is null then cl.email end as email,
      s.pigeon_count, e.pigeon_fee_cents, e.breeder_fee_cents, s.paid_cents, s.payments
    from standing s
    join ${events} e on e.id = s.event_id
    join ${clients} cl on cl.id = s.breeder_id
    order by e.event_start desc, e.id, lower(cl.last_name), lower(cl.first_name), s.breeder_id`);
  return rowsOf<Record<string, unknown>>(result).map((row) => {
    // PGlite hands json back parsed, node-postgres too; a string only from a driver that does not.
    const raw = typeof row.payments === 'string' ? JSON.parse(row.payments) : row.payments;
    const payments = ((raw ?? []) as FeePaymentEntry[]).map((p) => ({ ...p, id: Number(p.id) }));
    const latest = payments.at(-1);
    return {
      eventId: Number(row.event_id),
      eventTitle: String(row.event_title),
      breederId: Number(row.breeder_id),
      firstName: String(row.first_name),
      lastName: String(row.last_name),
      email: row.email === null ? null : String(row.email),
      pigeonCount: Number(row.pigeon_count),
      pigeonFeeCents: Number(row.pigeon_fee_cents),
      breederFeeCents: Number(row.breeder_fee_cents),
      paidCents: Number(row.paid_cents),
      paidOn: latest?.paidOn ?? null,
      method: latest?.method ?? null,
      payments,
    };
  });
}

/** The events (of these) where the breeder has registered pigeons or a payment booked. */
export async function selectEventIdsOfBreeder(db: Database, breederId: number): Promise<number[]> {
  const result = await db.execute(sql`
    select r.event_id from ${registrations} r join ${pigeons} p on p.id = r.pigeon_id
    where p.client_id = ${breederId}
    union select f.event_id from ${feePayments} f where f.breeder_id = ${breederId}`);
  return rowsOf<{ event_id: number | string }>(result).map((row) => Number(row.event_id));
}

export async function insertFeePayment(
  db: Database,
  payment: {
    eventId: number;
    breederId: number;
    amountCents: number;
    paidOn: string;
    method: PaymentMethod;
    note: string | null;
    recordedBy: number;
  },
): Promise<void> {
  await db.insert(feePayments).values(payment);
}
