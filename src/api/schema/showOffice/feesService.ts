import {
  feeDueCents,
  normalisePaymentNote,
  type PaymentMethod,
  type PaymentProblem,
  paymentProblem,
} from '../../../shared/fees.ts';
import { paymentReference } from '../../../shared/giroCode.ts';
import { localToday } from '../../../shared/lenientValues.ts';
import { SHOW_TIME_ZONE } from '../../../shared/site.ts';
import { requireRole } from '../../auth/viewer.ts';
import type { Config } from '../../config.ts';
import type { GraphQLContext } from '../../context.ts';
import type { Database } from '../../db/connection.ts';
import { type FeeRow, insertFeePayment, selectEventIdsOfBreeder, selectFeeRows } from '../../db/fees.ts';
import { appError } from '../../errors.ts';
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
  amountCents: number;
  paidOn: string;
  method: PaymentMethod;
  note?: string | null;
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
 * Admin: books a payment (or, below 0, a refund) of the breeder. Everything that needs no database
 * is checked first; the event is locked, so a refund is checked against what is booked when it is
 * written, and the standing answered is the one after it.
 */
export async function recordFeePayment(ctx: GraphQLContext, input: PaymentInput): Promise<BreederFeeView> {
  const admin = await requireRole(ctx, 'ADMIN');
  // "Today" is the show's calendar day, wherever the office's computer is.
  const problem = paymentProblem(input, localToday(ctx.now(), SHOW_TIME_ZONE));
  if (problem) throw paymentRefused(problem.field, problem.problem, problem.message);
  const note = normalisePaymentNote(input.note);
  const row = await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, input.eventId, ctx.now());
    const before = await standingOf(tx, event.row.id, input.breederId);
    if (input.amountCents < 0 && -input.amountCents > before.paidCents)
      throw paymentRefused('amountCents', 'REFUND_TOO_LARGE', 'A refund is at most what was paid');
    await insertFeePayment(tx, {
      eventId: event.row.id,
      breederId: before.breederId,
      amountCents: input.amountCents,
      paidOn: input.paidOn,
      method: input.method,
      note,
      recordedBy: admin.id,
    });
    return standingOf(tx, event.row.id, input.breederId);
  });
  ctx.log.info('fee payment recorded', {
    eventId: row.eventId,
    breederId: row.breederId,
    amountCents: input.amountCents,
    by: admin.id,
  });
  return view(row, true);
}

/** VALIDATION_FAILED naming the field, with the shared problem the web words (extensions.problem). */
function paymentRefused(field: string, problem: PaymentProblem, message: string) {
  return appError('VALIDATION_FAILED', message, { field, problem });
}

/** How to transfer what is open (null when nothing is, or no account is configured). */
export function payToOf(
  fee: BreederFeeView,
  account: Config['paymentAccount'],
): { accountHolder: string; iban: string; reference: string; amountCents: number } | null {
  if (!account || fee.balanceCents <= 0) return null;
  return {
    ...account,
    reference: paymentReference(fee.eventId, fee.breederId, `${fee.firstName} ${fee.lastName}`),
    amountCents: fee.balanceCents,
  };
}
