import { type CountryCode, isCountryCode } from '../../../shared/country.ts';
import { EVENT_TEXT_LIMITS, type EventTextField, startsBeforeDeadline } from '../../../shared/eventFields.ts';
import {
  deleteNeedsTitle,
  effectiveEventStatus,
  eventSeason,
  titleConfirmed,
} from '../../../shared/eventLifecycle.ts';
import { EVENT_TYPES, type EventType, isEventType } from '../../../shared/eventTypes.ts';
import { isValidFeeCents, MAX_FEE_CENTS } from '../../../shared/fees.ts';
import {
  DEFAULT_RATING_SCHEME,
  RATING_CATEGORIES,
  type RatingScheme,
  ratingSchemeProblems,
  sameScheme,
} from '../../../shared/ratingScheme.ts';
import {
  DEFAULT_OBJECTION_DAYS,
  isObjectionDays,
  MAX_OBJECTION_DAYS,
} from '../../../shared/resultsStatus.ts';
import { requireRole } from '../../auth/viewer.ts';
import type { GraphQLContext } from '../../context.ts';
import type { Database } from '../../db/connection.ts';
import { deleteEventRow, findEventById, insertEvent, selectEvents, updateEventRow } from '../../db/events.ts';
import { queueResultsMails } from '../../db/resultsMails.ts';
import { EVENT_STATUSES, type EventRow, type EventStatus, type NewEventRow } from '../../db/schema.ts';
import { appError, validationFailed } from '../../errors.ts';
import { checkReadyToStart } from './cagesService.ts';
import {
  announce,
  eventModel,
  eventModels,
  findEvent,
  lockEvent,
  parseId,
  requireAllowed,
} from './eventAccess.ts';
import type { EventModel } from './eventModel.ts';
import { reclassifyOpenRegistrations } from './registrationsService.ts';

const MAX_EVENTS_LIMIT = 100;
const DEFAULT_EVENTS_LIMIT = 50;

export interface ListEventsInput {
  upcomingOnly?: boolean | null;
  limit?: number | null;
  after?: string | null;
}

/** Lists events for everyone (no guard), a page at a time. */
export async function listEvents(db: Database, input: ListEventsInput): Promise<EventModel[]> {
  const limit = input.limit ?? DEFAULT_EVENTS_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_EVENTS_LIMIT) {
    throw validationFailed('limit', `limit must be between 1 and ${MAX_EVENTS_LIMIT}`);
  }
  let after: EventRow | null = null;
  if (input.after) {
    const id = parseId(input.after);
    after = (id === null ? undefined : await findEventById(db, id)) ?? null;
    if (!after) throw validationFailed('after', 'after must be the id of an event of the previous page');
  }
  return eventModels(db, await selectEvents(db, { upcomingOnly: input.upcomingOnly ?? false, limit, after }));
}

/** One event for everyone. */
export async function getEvent(ctx: GraphQLContext, id: string): Promise<EventModel> {
  return eventModel(ctx.db, await findEvent(ctx.db, id));
}

export interface NewEvent {
  title: string;
  eventType: EventType;
  description?: string | null;
  registrationDeadline: Date;
  eventStart: Date;
  status?: EventStatus;
  location: { country: string; city: string; street: string; houseNumber: string; zipCode: string };
  ratingScheme?: RatingScheme | null;
  /** Euro cents; left out: 0 for a new event, unchanged by an update. */
  pigeonFeeCents?: number | null;
  breederFeeCents?: number | null;
  /** Days after the end for objections (0–60); left out: 7 for a new event, unchanged by an update. */
  objectionDays?: number | null;
  creatorId?: number | null;
  /**
   * For an event created as ENDED (the demo data, scripts): when it ended (left out: now; null: not
   * known, as for shows that ended before ends were kept) and when its results were made final
   * (default: not yet, they are provisional).
   */
  endedAt?: Date | null;
  resultsFinalAt?: Date | null;
}

/** What the GraphQL EventInput carries: dates as ISO text, the scheme optional. */
export interface EventInput
  extends Omit<NewEvent, 'registrationDeadline' | 'eventStart' | 'status' | 'creatorId'> {
  registrationDeadline: string;
  eventStart: string;
}

/** Creates an event after checking every field (also used by the demo seed and tests). */
export async function createEvent(db: Database, input: NewEvent): Promise<EventRow> {
  const status = input.status ?? 'DRAFT';
  if (!EVENT_STATUSES.includes(status)) throw validationFailed('status', 'unknown status');
  return insertEvent(db, {
    ...eventValues(input),
    ...feeValues(input, { pigeonFeeCents: 0, breederFeeCents: 0 }),
    objectionDays: objectionDaysOf(input.objectionDays) ?? DEFAULT_OBJECTION_DAYS,
    status,
    // An ended event has an end, and so an objection deadline.
    endedAt: status === 'ENDED' ? (input.endedAt === undefined ? new Date() : input.endedAt) : null,
    resultsFinalAt: status === 'ENDED' ? (input.resultsFinalAt ?? null) : null,
    creatorId: input.creatorId ?? null,
  });
}

/** Admin: a new OPEN event, created by the caller. */
export async function createEventAsAdmin(ctx: GraphQLContext, input: EventInput): Promise<EventModel> {
  const admin = await requireRole(ctx, 'ADMIN');
  const row = await createEvent(ctx.db, { ...fromInput(input), status: 'OPEN', creatorId: admin.id });
  ctx.log.info('event created', { eventId: row.id, by: admin.id });
  return eventModel(ctx.db, row);
}

/** Admin: replaces the fields; the scheme and the deadline are frozen once the event has started. */
export async function updateEvent(ctx: GraphQLContext, id: string, input: EventInput): Promise<EventModel> {
  const admin = await requireRole(ctx, 'ADMIN');
  const values = eventValues(fromInput(input));
  const objectionDays = objectionDaysOf(input.objectionDays);
  const row = await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, id, ctx.now());
    requireAllowed('edit', event.status);
    const fees = feeValues(input, event.row);
    for (const field of ['pigeonFeeCents', 'breederFeeCents'] as const)
      if (fees[field] !== event.row[field]) requireAllowed('changeFees', event.status, { field });
    if (!sameScheme(event.row.ratingScheme, values.ratingScheme))
      requireAllowed('changeSchemeOrDeadline', event.status, { field: 'ratingScheme' });
    const deadlineMoved = event.row.registrationDeadline.getTime() !== values.registrationDeadline.getTime();
    if (deadlineMoved)
      requireAllowed('changeSchemeOrDeadline', event.status, { field: 'registrationDeadline' });
    const updated = await updateEventRow(tx, event.row.id, {
      ...values,
      ...fees,
      ...(objectionDays === undefined ? {} : { objectionDays }),
    });
    // A start in another season, or registration re-opened: the open registrations follow.
    if (deadlineMoved || eventSeason(event.row.eventStart) !== eventSeason(values.eventStart))
      await reclassifyOpenRegistrations(tx, ctx.now(), { eventId: event.row.id });
    return updated;
  });
  if (!row) throw appError('EVENT_NOT_FOUND', 'Event could not be found');
  ctx.log.info('event updated', { eventId: row.id, by: admin.id });
  announce(ctx, row.id);
  return eventModel(ctx.db, row);
}

/**
 * Admin: refused while judging runs (STARTED); before the start it may go, after the end only with
 * its title typed in (confirmTitle): that takes its published results with it.
 */
export async function deleteEvent(
  ctx: GraphQLContext,
  id: string,
  confirmTitle?: string | null,
): Promise<string> {
  const admin = await requireRole(ctx, 'ADMIN');
  const eventId = await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, id, ctx.now());
    requireAllowed('delete', event.status);
    if (deleteNeedsTitle(event.status) && !titleConfirmed(confirmTitle, event.row.title))
      throw validationFailed('confirmTitle', 'An ended event is deleted only with its title typed in');
    await deleteEventRow(tx, event.row.id);
    return event.row.id;
  });
  ctx.log.info('event deleted', { eventId, by: admin.id });
  announce(ctx, eventId);
  return String(eventId);
}

/** Admin: after the deadline, with every registered pigeon caged and every caged class judged. */
export async function startEvent(ctx: GraphQLContext, id: string): Promise<EventModel> {
  const admin = await requireRole(ctx, 'ADMIN');
  const row = await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, id, ctx.now());
    requireAllowed('start', event.status);
    await checkReadyToStart(tx, event.row.id);
    return updateEventRow(tx, event.row.id, { status: 'STARTED' });
  });
  if (!row) throw appError('EVENT_NOT_FOUND', 'Event could not be found');
  ctx.log.info('event started', { eventId: row.id, by: admin.id });
  announce(ctx, row.id);
  return eventModel(ctx.db, row);
}

/** Admin: only a started event ends; afterwards no rating is accepted. */
export async function endEvent(ctx: GraphQLContext, id: string): Promise<EventModel> {
  const admin = await requireRole(ctx, 'ADMIN');
  let mailCount = 0;
  const row = await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, id, ctx.now());
    requireAllowed('end', event.status);
    // Every breeder's results mail is queued with the end itself: it happens once, or not at all.
    mailCount = await queueResultsMails(tx, event.row.id, ctx.now());
    return updateEventRow(tx, event.row.id, { status: 'ENDED', endedAt: ctx.now() });
  });
  if (!row) throw appError('EVENT_NOT_FOUND', 'Event could not be found');
  ctx.log.info('event ended', { eventId: row.id, by: admin.id, resultsMails: mailCount });
  announce(ctx, row.id);
  ctx.resultsMails.wake();
  return eventModel(ctx.db, row);
}

export function statusOf(row: EventRow, now: Date): EventStatus {
  return effectiveEventStatus(row.status, row.registrationDeadline, now);
}

function fromInput(input: EventInput): NewEvent {
  const date = (field: string, value: string) => {
    const parsed = new Date(value);
    if (Number.isNaN(parsed.getTime())) throw validationFailed(field, `${field} must be a valid date`);
    return parsed;
  };
  return {
    ...input,
    registrationDeadline: date('registrationDeadline', input.registrationDeadline),
    eventStart: date('eventStart', input.eventStart),
  };
}

type EventValues = Omit<NewEventRow, 'id' | 'createdAt' | 'status' | 'creatorId'> & {
  registrationDeadline: Date;
  ratingScheme: RatingScheme;
};

function eventValues(input: NewEvent): EventValues {
  const text = (field: EventTextField, value: string) => {
    const max = EVENT_TEXT_LIMITS[field];
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
  if (startsBeforeDeadline(input.eventStart, input.registrationDeadline)) {
    throw validationFailed('eventStart', 'Event cannot start before the registration date');
  }
  const ratingScheme = schemeOf(input.ratingScheme);
  const description = input.description?.trim() ?? '';
  return {
    title: text('title', input.title),
    eventType: eventTypeOf(input.eventType),
    description: description === '' ? null : text('description', description),
    registrationDeadline: input.registrationDeadline,
    eventStart: input.eventStart,
    country: countryOf(input.location.country),
    city: text('city', input.location.city),
    street: text('street', input.location.street),
    houseNumber: text('houseNumber', input.location.houseNumber),
    zipCode: text('zipCode', input.location.zipCode),
    ratingScheme,
  };
}

/** One of the fixed types (GraphQL's enum checks it too; the demo data and scripts call this directly). */
function eventTypeOf(value: string): EventType {
  if (!isEventType(value))
    throw validationFailed('eventType', `eventType must be one of ${EVENT_TYPES.join(', ')}`);
  return value;
}

/** An ISO 3166-1 alpha-2 code of the list, in either case ("de" is DE). */
function countryOf(value: string): CountryCode {
  const code = value.trim().toUpperCase();
  if (!isCountryCode(code))
    throw validationFailed('country', 'country must be an ISO 3166-1 alpha-2 code of the list');
  return code;
}

/** An objection period given (0–60 whole days), else undefined (left out). */
function objectionDaysOf(days: number | null | undefined): number | undefined {
  if (days === null || days === undefined) return undefined;
  if (!isObjectionDays(days))
    throw validationFailed(
      'objectionDays',
      `objectionDays must be whole days from 0 to ${MAX_OBJECTION_DAYS}`,
    );
  return days;
}

/** The fees given, each whole cents in range; one left out keeps `current`'s. */
function feeValues(
  input: Pick<NewEvent, 'pigeonFeeCents' | 'breederFeeCents'>,
  current: { pigeonFeeCents: number; breederFeeCents: number },
) {
  const fee = (field: 'pigeonFeeCents' | 'breederFeeCents') => {
    const value = input[field];
    if (value === null || value === undefined) return current[field];
    if (!isValidFeeCents(value))
      throw validationFailed(field, `${field} must be whole cents from 0 to ${MAX_FEE_CENTS}`);
    return value;
  };
  return { pigeonFeeCents: fee('pigeonFeeCents'), breederFeeCents: fee('breederFeeCents') };
}

/** Only the five categories with their three numbers are stored, whatever else the input held. */
function schemeOf(input: RatingScheme | null | undefined): RatingScheme {
  if (!input) return DEFAULT_RATING_SCHEME;
  const scheme = Object.fromEntries(
    RATING_CATEGORIES.map((c) => [c, { min: input[c].min, max: input[c].max, step: input[c].step }]),
  ) as RatingScheme;
  const [problem] = ratingSchemeProblems(scheme);
  if (problem) throw validationFailed(problem.field, problem.message);
  return scheme;
}
