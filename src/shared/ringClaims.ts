/**
 * Ring claims: a breeder reports to the show office that a ring number they own is held by another
 * breeder's pigeon; the office transfers the pigeon or rejects the claim with a reason. See
 * docs/domain.md (Ring claims).
 */

/** OPEN until the office decides; TRANSFERRED (the pigeon is the claimant's now) or REJECTED. */
export const RING_CLAIM_STATUSES = ['OPEN', 'TRANSFERRED', 'REJECTED'] as const;
export type RingClaimStatus = (typeof RING_CLAIM_STATUSES)[number];

/** What the claimant may tell the office, and the office's reason, in characters. */
export const MAX_CLAIM_TEXT_LENGTH = 500;

/** A claim's text as stored: trimmed, null when empty. */
export function normaliseClaimText(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
}
