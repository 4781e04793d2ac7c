import { classify } from '../../../shared/classification.ts';
import { eventSeason } from '../../../shared/eventLifecycle.ts';
import { requireRole } from '../../auth/viewer.ts';
import type { GraphQLContext } from '../../context.ts';
import { selectClassificationRules } from '../../db/classificationRules.ts';
import type { Database } from '../../db/connection.ts';
import { lockEventsOpenForRegistration } from '../../db/events.ts';
import { selectResultsOfPigeons } from '../../db/pigeons.ts';
import {
  deleteRegistration,
  insertRegistrations,
  selectPigeonsByIds,
  selectRegisteredPigeonIds,
  selectUncagedRegistrations,
  updateRegistrationClass,
} from '../../db/registrations.ts';
import type { EventRow, NewRegistrationRow, PigeonPriceRow } from '../../db/schema.ts';
import { appError, validationFailed } from '../../errors.ts';
import { announce, eventModel, type LoadedEvent, lockEvent, parseId, requireAllowed } from './eventAccess.ts';
import type { EventModel } from './eventModel.ts';

const MAX_PIGEONS_PER_REGISTRATION = 1000;

/**
 * Breeder rank: enters the caller's own pigeons until the deadline, each with its class for the
 * event's season on the registration (it follows the pigeon until the deadline:
 * `reclassifyOpenRegistrations`). All or nothing.
 */
export async function registerPigeons(
  ctx: GraphQLContext,
  eventId: string,
  pigeonIds: readonly string[],
): Promise<EventModel> {
  const breeder = await requireRole(ctx, 'BREEDER');
  if (pigeonIds.length === 0 || pigeonIds.length > MAX_PIGEONS_PER_REGISTRATION)
    throw validationFailed('pigeonIds', `Choose 1 to ${MAX_PIGEONS_PER_REGISTRATION} pigeons`);
  if (new Set(pigeonIds).size !== pigeonIds.length)
    throw validationFailed('pigeonIds', 'A pigeon is given twice');
  const ids = pigeonIds.map(parseId);
  const row = await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId, ctx.now());
    const valid = ids.filter((id): id is number => id !== null);
    const pigeons = await selectPigeonsByIds(tx, valid);
    if (valid.length !== ids.length || pigeons.length !== ids.length)
      throw appError('PIGEON_NOT_FOUND', 'Pigeon not found', { field: 'pigeonIds' });
    if (pigeons.some((p) => p.clientId !== breeder.id))
      throw appError('NOT_AUTHORIZED', 'Only your own pigeons can be registered', { field: 'pigeonIds' });
    refuseUnlessOpen(event);
    const taken = await selectRegisteredPigeonIds(tx, event.row.id, valid);
    if (taken.length > 0)
      throw appError('PIGEON_ALREADY_REGISTERED', 'The pigeon is already registered for this event', {
        field: 'pigeonIds',
        pigeonIds: taken.map(String),
      });
    const season = eventSeason(event.row.eventStart);
    const [results, rules] = await Promise.all([
      selectResultsOfPigeons(tx, valid),
      selectClassificationRules(tx),
    ]);
    const byPigeon = groupBy(results);
    const now = ctx.now();
    const rows: NewRegistrationRow[] = pigeons.map((pigeon) => {
      const { code, reason } = classify(pigeon, byPigeon.get(pigeon.id) ?? [], rules, season);
      return {
        eventId: event.row.id,
        pigeonId: pigeon.id,
        classCode: code,
        season,
        ...reason,
        registeredAt: now,
      };
    });
    await insertRegistrations(tx, rows);
    return event.row;
  });
  ctx.log.info('pigeons registered', { eventId: row.id, count: ids.length, by: breeder.id });
  announce(ctx, row.id);
  return eventModel(ctx.db, row);
}

/** Breeder rank, own pigeon, until the deadline; a pigeon that is not registered changes nothing. */
export async function unregisterPigeon(
  ctx: GraphQLContext,
  eventId: string,
  pigeonId: string,
): Promise<EventModel> {
  const breeder = await requireRole(ctx, 'BREEDER');
  const id = parseId(pigeonId);
  const { row, removed } = await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId, ctx.now());
    const [pigeon] = id === null ? [] : await selectPigeonsByIds(tx, [id]);
    if (!pigeon) throw appError('PIGEON_NOT_FOUND', 'Pigeon not found', { field: 'pigeonId' });
    if (pigeon.clientId !== breeder.id)
      throw appError('NOT_AUTHORIZED', 'This pigeon belongs to another breeder', { field: 'pigeonId' });
    refuseUnlessOpen(event);
    return { row: event.row, removed: await deleteRegistration(tx, event.row.id, pigeon.id) };
  });
  if (removed) {
    ctx.log.info('pigeon unregistered', { eventId: row.id, pigeonId: id, by: breeder.id });
    announce(ctx, row.id);
  }
  return eventModel(ctx.db, row);
}

/** Which registrations to classify again: of some pigeons, of one event, or (neither) all. */
export interface ReclassifyScope {
  pigeonIds?: readonly number[];
  eventId?: number;
  /** The events open for registration, when the caller has locked them already in this transaction. */
  locked?: readonly Pick<EventRow, 'id' | 'eventStart'>[];
}

/**
 * A registration's class follows its pigeon until the deadline: after flight results were
 * imported, a pigeon's sex or ring changed, the class rules changed, or the event's start moved
 * into another season, the registrations of events still open for registration are classified
 * again for the season of the event's start, so that "Meine Anmeldungen" says what "Meine Tauben"
 * says. From the deadline on the class is frozen: the judges, the cages and the catalogue go by
 * it; so is a registration that has a cage (an event re-opened after numbering keeps its printed
 * cage cards and labels). The events are locked first, so a registration made meanwhile waits
 * and is classified here or sees the new flights. Runs inside the caller's transaction; returns
 * the ids of the events whose registrations changed, to be announced once it committed.
 */
export async function reclassifyOpenRegistrations(
  db: Database,
  now: Date,
  scope: ReclassifyScope = {},
): Promise<number[]> {
  if (scope.pigeonIds?.length === 0) return [];
  const events = scope.locked ?? (await lockEventsOpenForRegistration(db, now, scope.eventId));
  const seasons = new Map(events.map((event) => [event.id, eventSeason(event.eventStart)]));
  const open = await selectUncagedRegistrations(db, [...seasons.keys()], scope.pigeonIds);
  if (open.length === 0) return [];
  const ids = [...new Set(open.map((r) => r.pigeonId))];
  const [pigeons, results, rules] = await Promise.all([
    selectPigeonsByIds(db, ids),
    selectResultsOfPigeons(db, ids),
    selectClassificationRules(db),
  ]);
  const byId = new Map(pigeons.map((pigeon) => [pigeon.id, pigeon]));
  const flights = groupBy(results);
  const changed = new Set<number>();
  for (const registration of open) {
    const pigeon = byId.get(registration.pigeonId);
    const season = seasons.get(registration.eventId);
    if (!pigeon || season === undefined) continue;
    const { code, reason } = classify(pigeon, flights.get(pigeon.id) ?? [], rules, season);
    if (
      code === registration.classCode &&
      season === registration.season &&
      reason.prizeKm === registration.prizeKm &&
      reason.prizes === registration.prizes &&
      reason.lastYearKm === registration.lastYearKm
    )
      continue;
    await updateRegistrationClass(db, registration.id, { classCode: code, season, ...reason });
    changed.add(registration.eventId);
  }
  return [...changed];
}

function refuseUnlessOpen(event: LoadedEvent): void {
  requireAllowed('register', event.status);
}

function groupBy(results: PigeonPriceRow[]): Map<number, PigeonPriceRow[]> {
  const byPigeon = new Map<number, PigeonPriceRow[]>();
  for (const result of results) {
    const list = byPigeon.get(result.pigeonId);
    if (list) list.push(result);
    else byPigeon.set(result.pigeonId, [result]);
  }
  return byPigeon;
}
