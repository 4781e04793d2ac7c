import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RingClaimStatus } from '@shared/ringClaims';

/** A claim's state in a word, as its badge says it. */
export const RING_CLAIM_STATUS_LABELS: Record<RingClaimStatus, MessageDescriptor> = {
  OPEN: msg`Offen`,
  TRANSFERRED: msg`Übertragen`,
  REJECTED: msg`Abgelehnt`,
};

// White text on each colour has at least 4.5:1 contrast (as the fee states' badges).
export const RING_CLAIM_STATUS_COLORS: Record<RingClaimStatus, string> = {
  OPEN: 'terracotta.8',
  TRANSFERRED: '#1f6b3a',
  REJECTED: 'ink.6',
};
