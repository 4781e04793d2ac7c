/**
 * Rules of a judge's op (a rating or a skip of one cage), shared by the server, which enforces
 * them, and the point card and outbox, which show and order them. See docs/domain.md (judging).
 */
import type { CatalogText } from './catalogText.ts';
import {
  isScoreInScheme,
  RATING_CATEGORIES,
  type RatingCategory,
  type RatingScheme,
} from './ratingScheme.ts';

export const JUDGING_KINDS = ['RATE', 'SKIP'] as const;
export type JudgingKind = (typeof JUDGING_KINDS)[number];

/** Why a cage was skipped: the pigeon is not there, it is sick, or something else (see the note). */
export const SKIP_REASONS = ['ABSENT', 'SICK', 'OTHER'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** The reasons' names, as texts of the catalogs (src/shared/catalogText.ts). */
export const SKIP_REASON_NAMES: Record<SkipReason, CatalogText> = {
  ABSENT: /*i18n*/ { id: 'skipReason.ABSENT', message: 'Nicht anwesend' },
  SICK: /*i18n*/ { id: 'skipReason.SICK', message: 'Krank' },
  OTHER: /*i18n*/ { id: 'skipReason.OTHER', message: 'Anderer Grund' },
};

/** A skip for "another reason" says which in its note: the show office must be able to tell. */
export function skipNeedsNote(reason: SkipReason | null | undefined): boolean {
  return reason === 'OTHER';
}

/** An op that arrived after the event ended waits for an admin's decision. */
export const LATE_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type LateStatus = (typeof LATE_STATUSES)[number];

/** Ops per submitJudgingOps call; the outbox sends half of it, so one batch never hits the limit. */
export const MAX_OPS_PER_BATCH = 200;
/** The judge's remark on the card. */
export const MAX_NOTE_LENGTH = 500;

export type Scores = Record<RatingCategory, number>;

/**
 * The total is the sum of the five scores, computed where it is shown and on the server, never
 * taken from the client. Rounded to 6 places so steps like 0.1 add up to what people expect.
 */
export function totalOf(scores: Scores): number {
  const sum = RATING_CATEGORIES.reduce((acc, category) => acc + scores[category], 0);
  return Math.round(sum * 1e6) / 1e6;
}

/** The first category whose score is ≤ 0 or off the event's scheme (bounds and step), else null. */
export function firstScoreOutsideScheme(scheme: RatingScheme, scores: Scores): RatingCategory | null {
  for (const category of RATING_CATEGORIES) {
    const score = scores[category];
    if (!(score > 0) || !isScoreInScheme(scheme, category, score)) return category;
  }
  return null;
}

/**
 * How far a client time may lie ahead of the server's receipt of the op and still count as given:
 * room for clocks a little apart, never room to pin a cage with a made-up future.
 */
const CLIENT_TIME_ALLOWANCE_MS = 2 * 60_000;

/**
 * A verified op's order time (see orderTimeOfOp): the judge's time, but never later than the
 * server's receipt of the op plus the allowance. No op can decide by a time that had not come
 * (give or take the allowance) when the server got it, so a made-up future pins nothing: an op
 * made after it arrived decides over it. The bound is the receipt plus the allowance, not the
 * receipt itself: an op accepted before may lie up to the allowance beyond its own receipt, and a
 * correction made after it (see nextOpTime) must still come after it once bounded. A time beyond
 * the bound is taken, not refused: refusing would park a real rating on a tablet whose clock is
 * wrong; bounded, it still counts, as of (about) the moment it arrived.
 */
function orderTimeOf(clientTime: Date, receivedAt: Date): Date {
  const bound = receivedAt.getTime() + CLIENT_TIME_ALLOWANCE_MS;
  return clientTime.getTime() > bound ? new Date(bound) : clientTime;
}

/**
 * The time that orders an op among its cage's ops; the one rule of ordering, which the server
 * applies when the op arrives (`receivedAt`, by its own clock):
 *
 * - A verified op (its tablet had heard from the server when it made it, so `clientTime` is the
 *   tablet's clock corrected by the server's) orders by its client time, capped at the receipt
 *   plus 2 minutes (orderTimeOf).
 * - An unverified op (the tablet had never heard from the server, so its clock is unchecked and
 *   may be off by hours) never orders by its claim: it orders by its arrival. One tablet's ops of a
 *   cage still keep the order they were made in: the tablet sends them in that order (in one call
 *   or later ones), and ops of one call, received at once, are ordered by their client times,
 *   which only grow on one tablet (nextOpTime). An estimate of the op's age on the tablet was
 *   weighed and left out: it would let the network's delays reorder one tablet's own ops.
 */
export function orderTimeOfOp(op: { clientTime: Date; clockVerified: boolean }, receivedAt: Date): Date {
  return op.clockVerified ? orderTimeOf(op.clientTime, receivedAt) : receivedAt;
}

/**
 * What orders the ops of one cage: the order time (see orderTimeOfOp; absent for an op not yet at
 * the server, whose order time is then its client time), then the client time, then the op id
 * (lower-case UUID text).
 */
export interface OpOrder {
  clientTime: string | Date;
  orderTime?: string | Date | null;
  opId: string;
}

const ms = (time: string | Date) => new Date(time).getTime();
const orderMs = (op: OpOrder) => ms(op.orderTime ?? op.clientTime);

/**
 * True when `a` decides the cage over `b`: a later order time; for equal ones (ops taken at the
 * same receipt) the later client time, so one device's ops keep the order they were made in;
 * then the higher op id. Any arrival order of the same ops therefore ends in the same judgement.
 */
export function decidesOver(a: OpOrder, b: OpOrder): boolean {
  const oa = orderMs(a);
  const ob = orderMs(b);
  if (oa !== ob) return oa > ob;
  const ta = ms(a.clientTime);
  const tb = ms(b.clientTime);
  if (ta !== tb) return ta > tb;
  return a.opId.toLowerCase() > b.opId.toLowerCase();
}

/**
 * The client time of a judge's new op on a device (epoch ms): the device's clock corrected by the
 * server's (`clockOffsetMs`, learnt from the server's answers), but always after what the cage
 * shows when the judge decides (`after`), so the judge's later decision decides over the earlier
 * one whatever the clock does (a clock stepped back by NTP, a second tab, another judge's op
 * stamped by a clock running ahead).
 */
export function nextOpTime(deviceNow: number, clockOffsetMs: number, after: readonly OpOrder[]): number {
  let time = Math.round(deviceNow + clockOffsetMs);
  for (const op of after) time = Math.max(time, orderMs(op) + 1);
  return time;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
