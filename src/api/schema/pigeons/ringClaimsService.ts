import {
  MAX_CLAIM_TEXT_LENGTH,
  normaliseClaimText,
  RING_CLAIM_STATUSES,
  type RingClaimStatus,
} from '../../../shared/ringClaims.ts';
import { parseRingNumber, RING_NUMBER_HINT } from '../../../shared/ringNumber.ts';
import { requireRole } from '../../auth/viewer.ts';
import type { GraphQLContext } from '../../context.ts';
import type { Database } from '../../db/connection.ts';
import { lockEventsOpenForRegistration } from '../../db/events.ts';
import {
  insertRingClaim,
  lockPigeonByRing,
  lockRingClaim,
  type RingClaimListRow,
  resolveRingClaim,
  selectRingClaims,
  selectShowsPastDeadlineOfPigeon,
  transferPigeon,
} from '../../db/ringClaims.ts';
import { appError, validationFailed } from '../../errors.ts';
import { announce } from '../events/eventAccess.ts';

/** A claim as its reader may see it: the office sees both breeders' addresses, the claimant not. */
export interface RingClaimView extends RingClaimListRow {
  forOffice: boolean;
}

function checkedText(value: string | null | undefined, field: string): string | null {
  const text = normaliseClaimText(value);
  if (text !== null && text.length > MAX_CLAIM_TEXT_LENGTH)
    throw validationFailed(field, `At most ${MAX_CLAIM_TEXT_LENGTH} characters`);
  return text;
}

function notHeldByOther() {
  return appError('RING_NOT_HELD_BY_OTHER', 'No other breeder has a pigeon with this ring number', {
    field: 'ringNumber',
  });
}

async function claimById(db: Database, id: number, forOffice: boolean): Promise<RingClaimView> {
  const [row] = await selectRingClaims(db, { id });
  if (!row) throw appError('RING_CLAIM_NOT_FOUND', 'Ring claim not found');
  return { ...row, forOffice };
}

/**
 * Breeder rank: files the caller's claim of a ring another breeder's pigeon holds (or answers the
 * open one they filed before). The holder is recorded as it is now; the office decides later.
 */
export async function fileRingClaim(
  ctx: GraphQLContext,
  ringNumber: string,
  message: string | null | undefined,
): Promise<RingClaimView> {
  const claimant = await requireRole(ctx, 'BREEDER');
  const parsed = parseRingNumber(ringNumber);
  if (!parsed.ok) throw validationFailed('ringNumber', RING_NUMBER_HINT);
  const note = checkedText(message, 'message');
  const ring = {
    association: parsed.ring.association,
    ringYear: parsed.ring.year,
    serial: parsed.ring.serial,
  };
  const id = await ctx.db.transaction(async (tx) => {
    const pigeon = await lockPigeonByRing(tx, ring);
    if (!pigeon || pigeon.clientId === claimant.id) throw notHeldByOther();
    return insertRingClaim(tx, {
      ...ring,
      claimantId: claimant.id,
      pigeonId: pigeon.id,
      holderId: pigeon.clientId,
      message: note,
    });
  });
  ctx.log.info('ring claim filed', { claimId: id, claimantId: claimant.id });
  return claimById(ctx.db, id, false);
}

/** Breeder rank: the caller's claims, newest first. */
export async function myRingClaims(ctx: GraphQLContext): Promise<RingClaimView[]> {
  const claimant = await requireRole(ctx, 'BREEDER');
  const rows = await selectRingClaims(ctx.db, { claimantId: claimant.id });
  return rows
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .map((row) => ({ ...row, forOffice: false }));
}

/** Admin: the claims, open first. */
export async function ringClaims(
  ctx: GraphQLContext,
  status: RingClaimStatus | null | undefined,
): Promise<RingClaimView[]> {
  await requireRole(ctx, 'ADMIN');
  if (status != null && !RING_CLAIM_STATUSES.includes(status))
    throw validationFailed('status', 'Unknown status');
  const rows = await selectRingClaims(ctx.db, status == null ? {} : { status });
  return rows.map((row) => ({ ...row, forOffice: true }));
}

/** The open claim, locked; RING_CLAIM_NOT_FOUND or RING_CLAIM_DECIDED otherwise. */
async function openClaim(tx: Database, id: string) {
  const claimId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const claim = claimId === null ? undefined : await lockRingClaim(tx, claimId);
  if (!claim) throw appError('RING_CLAIM_NOT_FOUND', 'Ring claim not found');
  if (claim.status !== 'OPEN') throw appError('RING_CLAIM_DECIDED', 'The claim has been decided already');
  return claim;
}

/**
 * Admin: the pigeon holding the ring becomes the claimant's, with its flight results. Its
 * registrations for shows still open are withdrawn (the events are locked first, in the order every
 * registration takes them); a show past its deadline keeps the breeder its catalogue and results
 * name, so the pigeon stays while it is in one.
 */
export async function transferRingClaim(
  ctx: GraphQLContext,
  id: string,
  note: string | null | undefined,
): Promise<RingClaimView> {
  const admin = await requireRole(ctx, 'ADMIN');
  const reason = checkedText(note, 'reason');
  const now = ctx.now();
  const { claimId, withdrawn } = await ctx.db.transaction(async (tx) => {
    const claim = await openClaim(tx, id);
    await lockEventsOpenForRegistration(tx, now);
    const pigeon = await lockPigeonByRing(tx, claim);
    if (!pigeon || pigeon.clientId === claim.claimantId) throw notHeldByOther();
    const past = await selectShowsPastDeadlineOfPigeon(tx, pigeon.id, now);
    if (past.length > 0) {
      const eventTitles = past.map((event) => event.title);
      throw appError(
        'PIGEON_ALREADY_REGISTERED',
        `The pigeon is in shows past their deadline: ${eventTitles.join(', ')}`,
        { eventIds: past.map((event) => String(event.id)), eventTitles },
      );
    }
    const withdrawn = await transferPigeon(tx, pigeon.id, claim.claimantId);
    await resolveRingClaim(tx, claim.id, {
      status: 'TRANSFERRED',
      reason,
      resolvedBy: admin.id,
      resolvedAt: now,
    });
    return { claimId: claim.id, withdrawn };
  });
  for (const eventId of withdrawn) announce(ctx, eventId);
  ctx.log.info('ring claim transferred', { claimId, by: admin.id, withdrawnFrom: withdrawn });
  return claimById(ctx.db, claimId, true);
}

/** Admin: the claim is rejected, with the reason the claimant reads. */
export async function rejectRingClaim(
  ctx: GraphQLContext,
  id: string,
  reason: string,
): Promise<RingClaimView> {
  const admin = await requireRole(ctx, 'ADMIN');
  const text = checkedText(reason, 'reason');
  if (text === null) throw validationFailed('reason', 'Give the reason');
  const claimId = await ctx.db.transaction(async (tx) => {
    const claim = await openClaim(tx, id);
    await resolveRingClaim(tx, claim.id, {
      status: 'REJECTED',
      reason: text,
      resolvedBy: admin.id,
      resolvedAt: ctx.now(),
    });
    return claim.id;
  });
  ctx.log.info('ring claim rejected', { claimId, by: admin.id });
  return claimById(ctx.db, claimId, true);
}
