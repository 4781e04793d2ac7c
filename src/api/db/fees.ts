import { and, eq, sql } from 'drizzle-orm';
import type { PaymentMethod } from '../../shared/fees.ts';
import { type Database, rowsOf } from './connection.ts';
import { clients, events, feePayments, pigeons, registrations } from './schema.ts';

/** A breeder's standing at one event: their registered pigeons and what the office recorded. */
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
  paidCents: number;
  paidOn: string | null;
  method: PaymentMethod | null;
}

/**
 * Breeders with pigeons registered for the events or a payment recorded there (one who withdrew
 * every pigeon after paying is owed a credit), with the events' fees; one query. `breederId`
 * narrows it to one breeder.
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
    ), standing as (
      select coalesce(c.event_id, f.event_id) as event_id, coalesce(c.breeder_id, f.breeder_id) as breeder_id,
        coalesce(c.pigeon_count, 0) as pigeon_count, coalesce(f.paid_cents, 0) as paid_cents,
        f.paid_on::text as paid_on, f.method
      from counted c
      full join (select * from ${feePayments} f where f.event_id in (${eventIds})${payerOnly}) f
        on f.event_id = c.event_id and f.breeder_id = c.breeder_id
    )
    select s.event_id, e.title as event_title, s.breeder_id, cl.first_name, cl.last_name,
      case when cl.deleted_at is null then cl.email end as email,
      s.pigeon_count, e.pigeon_fee_cents, e.breeder_fee_cents, s.paid_cents, s.paid_on, s.method
    from standing s
    join ${events} e on e.id = s.event_id
    join ${clients} cl on cl.id = s.breeder_id
    order by e.event_start desc, e.id, lower(cl.last_name), lower(cl.first_name), s.breeder_id`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
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
    paidOn: row.paid_on === null ? null : String(row.paid_on),
    method: (row.method as PaymentMethod | null) ?? null,
  }));
}

/** The events (of these) where the breeder has registered pigeons or a payment recorded. */
export async function selectEventIdsOfBreeder(db: Database, breederId: number): Promise<number[]> {
  const result = await db.execute(sql`
    select r.event_id from ${registrations} r join ${pigeons} p on p.id = r.pigeon_id
    where p.client_id = ${breederId}
    union select f.event_id from ${feePayments} f where f.breeder_id = ${breederId}`);
  return rowsOf<{ event_id: number | string }>(result).map((row) => Number(row.event_id));
}

export async function upsertFeePayment(
  db: Database,
  payment: {
    eventId: number;
    breederId: number;
    paidCents: number;
    paidOn: string;
    method: PaymentMethod;
    recordedBy: number;
  },
): Promise<void> {
  await db
    .insert(feePayments)
    .values(payment)
    .onConflictDoUpdate({
      target: [feePayments.eventId, feePayments.breederId],
      set: {
        paidCents: payment.paidCents,
        paidOn: payment.paidOn,
        method: payment.method,
        recordedBy: payment.recordedBy,
        recordedAt: sql`now()`,
      },
    });
}

export async function deleteFeePayment(db: Database, eventId: number, breederId: number): Promise<void> {
  await db
    .delete(feePayments)
    .where(and(eq(feePayments.eventId, eventId), eq(feePayments.breederId, breederId)));
}
