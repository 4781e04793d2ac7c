/**
 * The kinds of entry in a show's audit trail (docs/domain.md, The audit trail), each something a
 * person did to a cage's judgement, with who, when, the value before and after, and a reason:
 * - RATING, SKIP: a judge's op, from the tablet or typed in by the office from a paper card (the
 *   value before is the judgement it follows in the cage's order: what it corrects);
 * - LATE_ACCEPTED, LATE_REJECTED: the office's decision on a rating that arrived after the end.
 * - CORRECTION: the office's correction of a judgement after the end (correctJudgement), with its
 *   reason, the total before and the new one.
 */
export const AUDIT_ENTRY_KINDS = ['RATING', 'SKIP', 'LATE_ACCEPTED', 'LATE_REJECTED', 'CORRECTION'] as const;
export type AuditEntryKind = (typeof AUDIT_ENTRY_KINDS)[number];

export function isAuditEntryKind(value: string): value is AuditEntryKind {
  return (AUDIT_ENTRY_KINDS as readonly string[]).includes(value);
}

/** Entries per page of the trail on screen. */
export const AUDIT_PAGE_SIZE = 50;
