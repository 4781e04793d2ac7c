import { feeDueCents, isPaymentDate, PAYMENT_METHODS, type PaymentMethod } from '../../../shared/fees.ts';
import { localToday } from '../../../shared/lenientValues.ts';
import { requireRole } from '../../auth/viewer.ts';
import type { GraphQLContext } from '../../context.ts';
import type { Database } from '../../db/connection.ts';
import {
  deleteFeePayment,
  type FeeRow,
  selectEventIdsOfBreeder,
  selectFeeRows,
  upsertFeePayment,
} from '../../db/fees.ts';
import { appError, validationFailed } from '../../errors.ts';
import { findEvent, lockEvent, parseId } from '../events/eventAccess.ts';

/** A breeder's standing at an event, with what it comes to (see src/shared/fees.ts). */
export interface BreederFeeView extends FeeRow {
  dueCents: number;
  balanceCents: number;
  /** False in a breeder's own view: the address is the office's business. */
  withEmail: boolean;
}

export interface EventFeeListView {
  eventId: number;
  pigeonFeeCents: number;
  breederFeeCents: number;
  breeders: BreederFeeView[];
  dueCents: number;
  paidCents: number;
  openCents: number;
  openCount: number;
}

function view(row: FeeRow, withEmail: boolean): BreederFeeView {
  const dueCents = feeDueCents(row, row.pigeonCount);
  return { ...row, dueCents, balanceCents: dueCents - row.paidCents, withEmail };
}

/** Admin: every breeder with pigeons (or a payment) at the event, with totals. */
export async function eventFees(ctx: GraphQLContext, eventId: string): Promise<EventFeeListView> {
  await requireRole(ctx, 'ADMIN');
  const event = await findEvent(ctx.db, eventId);
  const breeders = (await selectFeeRows(ctx.db, { eventIds: [event.id] })).map((row) => view(row, true));
  const open = breeders.filter((b) => b.balanceCents > 0);
  return {
    eventId: event.id,
    pigeonFeeCents: event.pigeonFeeCents,
    breederFeeCents: event.breederFeeCents,
    breeders,
    dueCents: breeders.reduce((sum, b) => sum + b.dueCents, 0),
    paidCents: breeders.reduce((sum, b) => sum + b.paidCents, 0),
    openCents: open.reduce((sum, b) => sum + b.balanceCents, 0),
    openCount: open.length,
  };
}

/** The caller's standing at each of the events (breeder rank; none for guests and lower ranks). */
export async function myFeesOf(
  db: Database,
  breederId: number,
  eventIds: readonly number[],
): Promise<Map<number, BreederFeeView>> {
  const rows = await selectFeeRows(db, { eventIds, breederId });
  return new Map(rows.map((row) => [row.eventId, view(row, false)]));
}

/** Breeder rank: the caller's standing at every event with their pigeons or a payment. */
export async function myFees(ctx: GraphQLContext): Promise<BreederFeeView[]> {
  const breeder = await requireRole(ctx, 'BREEDER');
  const eventIds = await selectEventIdsOfBreeder(ctx.db, breeder.id);
  const rows = await selectFeeRows(ctx.db, { eventIds, breederId: breeder.id });
  return rows.map((row) => view(row, false));
}

export interface PaymentInput {
  eventId: string;
  breederId: string;
  paidOn: string;
  method: PaymentMethod;
}

/** The breeder's row at the locked event, or CLIENT_NOT_FOUND when they have nothing there. */
async function standingOf(tx: Database, eventId: number, breederId: string): Promise<FeeRow> {
  const id = parseId(breederId);
  const [row] = id === null ? [] : await selectFeeRows(tx, { eventIds: [eventId], breederId: id });
  if (!row)
    throw appError('CLIENT_NOT_FOUND', 'No pigeons of this breeder are registered for the event', {
      field: 'breederId',
    });
  return row;
}

/**
 * Admin: the breeder paid what is due now. The event is locked, so a registration cannot slip in
 * between reading what is due and recording it.
 */
export async function markFeePaid(ctx: GraphQLContext, input: PaymentInput): Promise<BreederFeeView> {
  const admin = await requireRole(ctx, 'ADMIN');
  if (!isPaymentDate(input.paidOn, localToday(ctx.now())))
    throw validationFailed('paidOn', 'paidOn must be a day (YYYY-MM-DD) from 2000 until today');
  if (!PAYMENT_METHODS.includes(input.method)) throw validationFailed('method', 'unknown payment method');
  const row = await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, input.eventId, ctx.now());
    const before = await standingOf(tx, event.row.id, input.breederId);
    await upsertFeePayment(tx, {
      eventId: event.row.id,
      breederId: before.breederId,
      paidCents: feeDueCents(before, before.pigeonCount),
      paidOn: input.paidOn,
      method: input.method,
      recordedBy: admin.id,
    });
    return standingOf(tx, event.row.id, input.breederId);
  });
  ctx.log.info('fee marked paid', { eventId: row.eventId, breederId: row.breederId, by: admin.id });
  return view(row, true);
}

/** Admin: removes a payment recorded by mistake. */
export async function clearFeePayment(
  ctx: GraphQLContext,
  eventId: string,
  breederId: string,
): Promise<BreederFeeView> {
  const admin = await requireRole(ctx, 'ADMIN');
  const row = await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId, ctx.now());
    const before = await standingOf(tx, event.row.id, breederId);
    await deleteFeePayment(tx, event.row.id, before.breederId);
    // Without pigeons, the breeder leaves the list with the payment: answer them as they are now.
    return { ...before, paidCents: 0, paidOn: null, method: null };
  });
  ctx.log.info('fee payment cleared', { eventId: row.eventId, breederId: row.breederId, by: admin.id });
  return view(row, true);
}
