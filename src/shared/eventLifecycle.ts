/**
 * Event lifecycle: DRAFT/OPEN → CLOSED → STARTED → ENDED (docs/domain.md).
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

/**
 * An ended show has published results, ratings, results mails and a judging history: deleting it
 * takes all of them from everyone, so it asks for the show's title typed in (on the server too),
 * not one click.
 */
export function deleteNeedsTitle(status: EventStatus): boolean {
  return status === 'ENDED';
}

/** The typed title matches the event's, spaces around it and letter case aside. */
export function titleConfirmed(typed: string | null | undefined, title: string): boolean {
  return (typed ?? '').trim().toLocaleLowerCase('de') === title.trim().toLocaleLowerCase('de');
}

/** Starting more than a day before the planned start is allowed, but the start dialog says so first. */
const EARLY_START_MS = 24 * 60 * 60 * 1000;

export function isEarlyStart(eventStart: Date, now: Date): boolean {
  return eventStart.getTime() - now.getTime() > EARLY_START_MS;
}

/** Registrations, cages and the rating scheme are frozen from the start on. */
export function hasStarted(status: EventStatus): boolean {
  return status === 'STARTED' || status === 'ENDED';
}

/** Where an event stands in the lists of events: being judged, still ahead, or ended. */
export type EventGroup = 'RUNNING' | 'UPCOMING' | 'PAST';
/** The lists' order of the groups. */
export const EVENT_GROUPS: readonly EventGroup[] = ['RUNNING', 'UPCOMING', 'PAST'];

/**
 * Lists group events by their status, not by their planned date: a show being judged is running
 * whatever its planned start, one that ended is past even if it was started early, and everything
 * before the start (open or closed for registration) is upcoming. Running and upcoming events are
 * listed soonest start first, past ones the most recently ended first (src/api/db/events.ts).
 */
export function eventGroup(status: EventStatus): EventGroup {
  if (status === 'STARTED') return 'RUNNING';
  return status === 'ENDED' ? 'PAST' : 'UPCOMING';
}

/**
 * A judge's events in the order they matter: events still ahead or being judged first, the
 * soonest start first; ended events last, the most recently ended first (by the planned start for
 * an end from before it was kept). For Array.prototype.sort.
 */
export function compareCurrentFirst(
  a: { status: EventStatus; eventStart: Date; endedAt?: Date | null },
  b: { status: EventStatus; eventStart: Date; endedAt?: Date | null },
): number {
  const aEnded = a.status === 'ENDED';
  const bEnded = b.status === 'ENDED';
  if (aEnded !== bEnded) return aEnded ? 1 : -1;
  if (aEnded) return (b.endedAt ?? b.eventStart).getTime() - (a.endedAt ?? a.eventStart).getTime();
  return a.eventStart.getTime() - b.eventStart.getTime();
}

/** The season a registration's class is computed for: the year (UTC) the show starts. */
export function eventSeason(eventStart: Date): number {
  return eventStart.getUTCFullYear();
}

/** Judges rate only while the event runs; after the end an op is kept as late, for an admin to decide. */
export function canRate(status: EventStatus): boolean {
  return canDo('rate', status);
}

/** What can be done to an event; each is allowed in some statuses only. */
export const EVENT_ACTIONS = [
  'edit',
  'changeSchemeOrDeadline',
  'changeFees',
  'delete',
  'register',
  'assignJudges',
  'assignCages',
  'start',
  'end',
  'rate',
  'readResults',
] as const;
export type EventAction = (typeof EVENT_ACTIONS)[number];

/** Why an action is refused in a status: the code the server answers and the web explains. */
export type LifecycleRefusal =
  | 'EVENT_REGISTRATION_OPEN'
  | 'EVENT_REGISTRATION_DEADLINE_PASSED'
  | 'EVENT_ALREADY_STARTED'
  | 'EVENT_NOT_STARTED'
  | 'EVENT_ENDED'
  | 'EVENT_RATINGS_NOT_FINISHED';

const BEFORE_DEADLINE = (status: EventStatus) => status === 'DRAFT' || status === 'OPEN';

/**
 * The one table of who may do what when, used by the server (which refuses with the code) and
 * the web (which offers only what the status allows, and says why not):
 * - texts, place and start date stay editable until the end; the rating scheme and the deadline
 *   only until the start;
 * - the entry fees only until the deadline: from then on breeders know what they owe, and the show
 *   office bills it;
 * - breeders register and withdraw pigeons until the deadline;
 * - judges are assigned after the deadline until the end (one may be replaced while judging runs);
 * - cages are numbered after the deadline until the start, and the start needs the deadline passed;
 * - judges rate while the event runs; the results exist once it has ended;
 * - an event can be deleted at any time except while it is being judged.
 */
export function lifecycleRefusal(action: EventAction, status: EventStatus): LifecycleRefusal | null {
  switch (action) {
    case 'edit':
      return status === 'ENDED' ? 'EVENT_ENDED' : null;
    case 'changeSchemeOrDeadline':
      if (status === 'ENDED') return 'EVENT_ENDED';
      return status === 'STARTED' ? 'EVENT_ALREADY_STARTED' : null;
    case 'delete':
      return status === 'STARTED' ? 'EVENT_ALREADY_STARTED' : null;
    case 'register':
    case 'changeFees':
      return isRegistrationOpen(status) ? null : 'EVENT_REGISTRATION_DEADLINE_PASSED';
    case 'assignJudges':
      if (BEFORE_DEADLINE(status)) return 'EVENT_REGISTRATION_OPEN';
      return status === 'ENDED' ? 'EVENT_ENDED' : null;
    case 'assignCages':
    case 'start':
      if (BEFORE_DEADLINE(status)) return 'EVENT_REGISTRATION_OPEN';
      if (status === 'STARTED') return 'EVENT_ALREADY_STARTED';
      return status === 'ENDED' ? 'EVENT_ENDED' : null;
    case 'end':
    case 'rate':
      if (status === 'ENDED') return 'EVENT_ENDED';
      return status === 'STARTED' ? null : 'EVENT_NOT_STARTED';
    case 'readResults':
      return status === 'ENDED' ? null : 'EVENT_RATINGS_NOT_FINISHED';
  }
}

/** True when the status allows the action. */
export function canDo(action: EventAction, status: EventStatus): boolean {
  return lifecycleRefusal(action, status) === null;
}
