/**
 * Event lifecycle (DESIGN §4): DRAFT/OPEN → CLOSED → STARTED → ENDED.
 * STARTED and ENDED are stored by the admin's actions; before the start, OPEN versus CLOSED is
 * derived from the clock, so the deadline closes registration without anyone acting. The stored
 * value OPEN (or DRAFT) therefore reads CLOSED once the deadline has passed, and a stored CLOSED
 * reads OPEN again if an admin moves the deadline back into the future.
 */
export const EVENT_STATUSES = ['DRAFT', 'OPEN', 'CLOSED', 'STARTED', 'ENDED'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export function effectiveEventStatus(
  stored: EventStatus,
  registrationDeadline: Date,
  now: Date,
): EventStatus {
  if (stored === 'STARTED' || stored === 'ENDED') return stored;
  if (now.getTime() >= registrationDeadline.getTime()) return 'CLOSED';
  return stored === 'DRAFT' ? 'DRAFT' : 'OPEN';
}

/** Breeders register and unregister pigeons only before the deadline. */
export function isRegistrationOpen(status: EventStatus): boolean {
  return status === 'DRAFT' || status === 'OPEN';
}

/** Registrations, cages and the rating scheme are frozen from the start on. */
export function hasStarted(status: EventStatus): boolean {
  return status === 'STARTED' || status === 'ENDED';
}

/** The season a registration's class is computed for: the year (UTC) the show starts. */
export function eventSeason(eventStart: Date): number {
  return eventStart.getUTCFullYear();
}

/** Judges rate only while the event runs; after the end an op is kept as late, for an admin to decide. */
export function canRate(status: EventStatus): boolean {
  return status === 'STARTED';
}
