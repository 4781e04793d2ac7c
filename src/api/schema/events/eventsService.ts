import type { Database } from '../../db/connection.ts';
import { insertEvent, selectEvents } from '../../db/events.ts';
import { EVENT_STATUSES, type EventRow, type EventStatus } from '../../db/schema.ts';
import { validationFailed } from '../../errors.ts';

export const MAX_EVENTS_LIMIT = 100;

export interface ListEventsInput {
  upcomingOnly?: boolean | null;
  limit?: number | null;
}

/** Lists events for everyone (no guard, SPEC §6). */
export async function listEvents(db: Database, input: ListEventsInput, now: Date): Promise<EventRow[]> {
  const limit = input.limit ?? null;
  if (limit !== null && (!Number.isInteger(limit) || limit < 1 || limit > MAX_EVENTS_LIMIT)) {
    throw validationFailed('limit', `limit must be between 1 and ${MAX_EVENTS_LIMIT}`);
  }
  return selectEvents(db, { now, upcomingOnly: input.upcomingOnly ?? false, limit });
}

export interface NewEvent {
  title: string;
  eventType: string;
  description?: string | null;
  registrationDeadline: Date;
  eventStart: Date;
  status?: EventStatus;
  location: { country: string; city: string; street: string; houseNumber: string; zipCode: string };
}

/** Creates an event after checking every field; the admin mutation will call this (a later issue). */
export async function createEvent(db: Database, input: NewEvent): Promise<EventRow> {
  const text = (field: string, value: string, max = 200) => {
    const trimmed = value.trim();
    if (trimmed === '' || trimmed.length > max) {
      throw validationFailed(field, `${field} must be 1..${max} characters`);
    }
    return trimmed;
  };
  for (const [field, value] of [
    ['registrationDeadline', input.registrationDeadline],
    ['eventStart', input.eventStart],
  ] as const) {
    if (Number.isNaN(value.getTime())) throw validationFailed(field, `${field} must be a valid date`);
  }
  if (input.eventStart < input.registrationDeadline) {
    throw validationFailed('eventStart', 'Event cannot start before the registration date');
  }
  const status = input.status ?? 'DRAFT';
  if (!EVENT_STATUSES.includes(status)) throw validationFailed('status', 'unknown status');
  const description = input.description?.trim() ?? '';
  return insertEvent(db, {
    title: text('title', input.title),
    eventType: text('eventType', input.eventType),
    description: description === '' ? null : text('description', description, 10_000),
    registrationDeadline: input.registrationDeadline,
    eventStart: input.eventStart,
    status,
    country: text('country', input.location.country),
    city: text('city', input.location.city),
    street: text('street', input.location.street),
    houseNumber: text('houseNumber', input.location.houseNumber, 20),
    zipCode: text('zipCode', input.location.zipCode, 20),
  });
}
