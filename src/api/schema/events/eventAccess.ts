import {
  type EventAction,
  type EventStatus,
  effectiveEventStatus,
  type LifecycleRefusal,
  lifecycleRefusal,
} from '../../../shared/eventLifecycle.ts';
import type { GraphQLContext } from '../../context.ts';
import type { Database } from '../../db/connection.ts';
import { findEventById, lockEventById, selectEventCounts } from '../../db/events.ts';
import type { EventRow } from '../../db/schema.ts';
import { type AppErrorExtras, appError } from '../../errors.ts';
import type { EventModel } from './eventModel.ts';

/** Ids are decimal text; anything else finds nothing. */
export function parseId(value: string): number | null {
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}

function eventNotFound() {
  return appError('EVENT_NOT_FOUND', 'Event could not be found');
}

export interface LoadedEvent {
  row: EventRow;
  /** Derived from the clock before the start (see shared/eventLifecycle.ts). */
  status: EventStatus;
}

/** The event, locked for the rest of the transaction so concurrent changes to it queue up. */
export async function lockEvent(tx: Database, id: string, now: Date): Promise<LoadedEvent> {
  const eventId = parseId(id);
  const row = eventId === null ? undefined : await lockEventById(tx, eventId);
  if (!row) throw eventNotFound();
  return { row, status: effectiveEventStatus(row.status, row.registrationDeadline, now) };
}

export async function findEvent(db: Database, id: string): Promise<EventRow> {
  const eventId = parseId(id);
  const row = eventId === null ? undefined : await findEventById(db, eventId);
  if (!row) throw eventNotFound();
  return row;
}

export async function eventModels(db: Database, rows: EventRow[]): Promise<EventModel[]> {
  const counts = await selectEventCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    row,
    ...(counts.get(row.id) ?? { registrationCount: 0, cageCount: 0, creator: null }),
  }));
}

export async function eventModel(db: Database, row: EventRow): Promise<EventModel> {
  const [model] = await eventModels(db, [row]);
  return model;
}

/** Tells `eventChanged` subscribers; call after the transaction committed. */
export function announce(ctx: GraphQLContext, eventId: number): void {
  ctx.eventBus.publish('eventChanged', eventId);
}

const REFUSAL_MESSAGES: Record<LifecycleRefusal, string> = {
  EVENT_REGISTRATION_OPEN: 'Registration is still open until the deadline',
  EVENT_REGISTRATION_DEADLINE_PASSED: 'The registration deadline has passed',
  EVENT_ALREADY_STARTED: 'The event has already started',
  EVENT_NOT_STARTED: 'The event has not started yet',
  EVENT_ENDED: 'The event has ended',
  EVENT_RATINGS_NOT_FINISHED: 'Rating not completed yet',
};

/** Refuses the action with its code when the event's status does not allow it (shared rules). */
export function requireAllowed(action: EventAction, status: EventStatus, extras?: AppErrorExtras): void {
  const refusal = lifecycleRefusal(action, status);
  if (refusal) throw appError(refusal, REFUSAL_MESSAGES[refusal], extras);
}
