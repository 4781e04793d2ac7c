import { and, asc, eq, gt, inArray, not, type SQL, sql } from 'drizzle-orm';
import type { RingClaimStatus } from '../../shared/ringClaims.ts';
import { type Database, rowsOf } from './connection.ts';
import type { RingKey } from './pigeons.ts';
import {
  clients,
  events,
  type PigeonRow,
  pigeons,
  type RingClaimRow,
  registrations,
  ringClaims,
} from './schema.ts';

/** A claim with the names the office and the claimant read. */
export interface RingClaimListRow extends RingClaimRow {
  claimantFirstName: string;
  claimantLastName: string;
  /** Null for a former member. */
  claimantEmail: string | null;
  holderFirstName: string | null;
  holderLastName: string | null;
  holderEmail: string | null;
}

/** The claims, open ones first (oldest first), then decided ones (newest decision first). */
export async function selectRingClaims(
  db: Database,
  where: { claimantId?: number; status?: RingClaimStatus; id?: number },
): Promise<RingClaimListRow[]> {
  const conditions = [sql`true`];
  if (where.claimantId !== undefined) conditions.push(sql`rc.claimant_id = ${where.claimantId}`);
  if (where.status !== undefined) conditions.push(sql`rc.status = ${where.status}`);
  if (where.id !== undefined) conditions.push(sql`rc.id = ${where.id}`);
  const result = await db.execute(sql`
    select rc.id, rc.claimant_id, rc.pigeon_id, rc.holder_id, rc.association, rc.ring_year, rc.serial,
      rc.message, rc.status, rc.reason, rc.created_at, rc.resolved_at, rc.resolved_by,
      c.first_name as claimant_first_name, c.last_name as claimant_last_name,
      case when c.deleted_at is null then c.email end as claimant_email,
      h.first_name as holder_first_name, h.last_name as holder_last_name,
      case when h.deleted_at is null then h.email end as holder_email
    from ${ringClaims} rc
    join ${clients} c on c.id = rc.claimant_id
    left join ${clients} h on h.id = rc.holder_id
    where ${sql.join(conditions, sql` and `)}
    order by rc.status <> 'OPEN', case when rc.status = 'OPEN' then rc.created_at end,
      rc.resolved_at desc, rc.id desc`);
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  const time = (value: unknown) => (value === null ? null : new Date(value as string | Date));
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    id: Number(row.id),
    claimantId: Number(row.claimant_id),
    pigeonId: row.pigeon_id === null ? null : Number(row.pigeon_id),
    holderId: row.holder_id === null ? null : Number(row.holder_id),
    association: String(row.association),
    ringYear: Number(row.ring_year),
    serial: Number(row.serial),
    message: text(row.message),
    status: row.status as RingClaimStatus,
    reason: text(row.reason),
    createdAt: new Date(row.created_at as string | Date),
    resolvedAt: time(row.resolved_at),
    resolvedBy: row.resolved_by === null ? null : Number(row.resolved_by),
    claimantFirstName: String(row.claimant_first_name),
    claimantLastName: String(row.claimant_last_name),
    claimantEmail: text(row.claimant_email),
    holderFirstName: text(row.holder_first_name),
    holderLastName: text(row.holder_last_name),
    holderEmail: text(row.holder_email),
  }));
}

/** The pigeon that holds the ring, locked until the transaction ends. */
export async function lockPigeonByRing(db: Database, ring: RingKey): Promise<PigeonRow | undefined> {
  const [row] = await db
    .select()
    .from(pigeons)
    .where(
      and(
        eq(pigeons.association, ring.association),
        eq(pigeons.ringYear, ring.ringYear),
        eq(pigeons.serial, ring.serial),
      ),
    )
    .for('update');
  return row;
}

/** The claimant's open claim of the ring, filed now unless there is one; its id. */
export async function insertRingClaim(
  db: Database,
  claim: RingKey & { claimantId: number; pigeonId: number; holderId: number; message: string | null },
): Promise<number> {
  const [inserted] = await db
    .insert(ringClaims)
    .values(claim)
    .onConflictDoNothing({
      target: [ringClaims.claimantId, ringClaims.association, ringClaims.ringYear, ringClaims.serial],
      where: sql`status = 'OPEN'`,
    })
    .returning({ id: ringClaims.id });
  if (inserted) return inserted.id;
  const [open] = await db
    .select({ id: ringClaims.id })
    .from(ringClaims)
    .where(
      and(
        eq(ringClaims.claimantId, claim.claimantId),
        eq(ringClaims.association, claim.association),
        eq(ringClaims.ringYear, claim.ringYear),
        eq(ringClaims.serial, claim.serial),
        eq(ringClaims.status, 'OPEN'),
      ),
    );
  return open.id;
}

/** The claim, locked until the transaction ends: one decision at a time. */
export async function lockRingClaim(db: Database, id: number): Promise<RingClaimRow | undefined> {
  const [row] = await db.select().from(ringClaims).where(eq(ringClaims.id, id)).for('update');
  return row;
}

export async function resolveRingClaim(
  db: Database,
  id: number,
  decision: {
    status: Exclude<RingClaimStatus, 'OPEN'>;
    reason: string | null;
    resolvedBy: number;
    resolvedAt: Date;
  },
): Promise<void> {
  await db.update(ringClaims).set(decision).where(eq(ringClaims.id, id));
}

/**
 * The shows the pigeon is registered for that are past their deadline (closed, started or ended):
 * their catalogue, cages and results name its breeder.
 */
export async function selectShowsPastDeadlineOfPigeon(
  db: Database,
  pigeonId: number,
  now: Date,
): Promise<{ id: number; title: string }[]> {
  const open = and(inArray(events.status, ['DRAFT', 'OPEN']), gt(events.registrationDeadline, now));
  return db
    .select({ id: events.id, title: events.title })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(and(eq(registrations.pigeonId, pigeonId), not(open as SQL)))
    .orderBy(asc(events.eventStart), asc(events.id));
}

/**
 * Withdraws the pigeon from the shows it is registered for (the caller has made sure they are all
 * still open, and locked them) and gives it to `clientId`; the events whose registrations changed.
 */
export async function transferPigeon(db: Database, pigeonId: number, clientId: number): Promise<number[]> {
  const withdrawn = await db
    .delete(registrations)
    .where(eq(registrations.pigeonId, pigeonId))
    .returning({ eventId: registrations.eventId });
  await db.update(pigeons).set({ clientId }).where(eq(pigeons.id, pigeonId));
  return [...new Set(withdrawn.map((row) => row.eventId))];
}
