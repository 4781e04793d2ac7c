import { type Classification, classify, comingSeason, type Sex } from '../../../shared/classification.ts';
import {
  FUTURE_RING_YEAR_HINT,
  isFutureRingYear,
  parseRingNumber,
  RING_NUMBER_HINT,
  type RingNumber,
} from '../../../shared/ringNumber.ts';
import { hasRank } from '../../../shared/roles.ts';
import { MAX_COLOR_LENGTH, normaliseColor } from '../../../shared/validation.ts';
import { requireRole } from '../../auth/viewer.ts';
import type { GraphQLContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/connection.ts';
import { lockEventsOpenForRegistration } from '../../db/events.ts';
import {
  deletePigeon as deletePigeonRow,
  findPigeonById,
  findPigeonByRing,
  insertPigeon,
  isRegisteredForStartedEvent,
  isRingTaken,
  type RingKey,
  selectPigeonsOfClient,
  selectResultsOfPigeons,
  selectStartedEventsOfPigeon,
  updatePigeon as updatePigeonRow,
} from '../../db/pigeons.ts';
import type { ClientRow, PigeonPriceRow, PigeonRow } from '../../db/schema.ts';
import { appError, validationFailed } from '../../errors.ts';
import { PIGEON_COLOR_VIEWS } from '../../http/publicCache.ts';
import { announce } from '../events/eventAccess.ts';
import { reclassifyOpenRegistrations } from '../events/registrationsService.ts';

const FIRST_SEASON = 1970;
const LAST_SEASON = 2100;

/** A pigeon with its flight results and its class for one season. */
export interface PigeonView {
  row: PigeonRow;
  results: PigeonPriceRow[];
  classification: Classification;
}

export interface PigeonInput {
  ringNumber: string;
  sex: Sex;
  color: string;
}

/** The caller's own pigeons (breeder rank), ordered by ring number, classed for `season`. */
export async function myPigeons(ctx: GraphQLContext, season?: number | null): Promise<PigeonView[]> {
  const client = await requireRole(ctx, 'BREEDER');
  const forSeason = checkSeason(ctx, season);
  return views(ctx, await selectPigeonsOfClient(ctx.db, client.id), forSeason);
}

/** One pigeon, for its owner or an admin. */
export async function getPigeon(
  ctx: GraphQLContext,
  id: string,
  season?: number | null,
): Promise<PigeonView> {
  const forSeason = checkSeason(ctx, season);
  const { pigeon } = await ownedPigeon(ctx, id);
  const [view] = await views(ctx, [pigeon], forSeason);
  return view;
}

export async function createPigeon(ctx: GraphQLContext, input: PigeonInput): Promise<PigeonView> {
  const client = await requireRole(ctx, 'BREEDER');
  const values = pigeonValues(input, ctx.now());
  const row = await insertPigeon(ctx.db, { ...values, clientId: client.id });
  if (!row) throw ringTaken(await ringHolder(ctx, values), client.id);
  ctx.log.info('pigeon created', { pigeonId: row.id, clientId: client.id });
  const [view] = await views(ctx, [row], comingSeason(ctx.now()));
  return view;
}

/**
 * Changes the pigeon. Its ring number and sex are what a show judged and placed it by: once it is
 * registered for a started or ended event they stay (PIGEON_ALREADY_REGISTERED, field named);
 * the colour may still be corrected. A save that changes nothing writes nothing and leaves every
 * kept view; one that changes only the colour leaves the events' counts and classes.
 */
export async function updatePigeon(ctx: GraphQLContext, id: string, input: PigeonInput): Promise<PigeonView> {
  const { pigeon } = await ownedPigeon(ctx, id);
  const values = pigeonValues(input, ctx.now());
  const sameRing =
    values.association === pigeon.association &&
    values.ringYear === pigeon.ringYear &&
    values.serial === pigeon.serial;
  const sameSex = values.sex === pigeon.sex;
  if (sameRing && sameSex && values.color === pigeon.color) {
    ctx.changedViews = [];
    const [view] = await views(ctx, [pigeon], comingSeason(ctx.now()));
    return view;
  }
  if ((!sameRing || !sameSex) && (await isRegisteredForStartedEvent(ctx.db, pigeon.id)))
    throw appError(
      'PIGEON_ALREADY_REGISTERED',
      'The pigeon is in a show that has started: its ring and sex stay',
      {
        field: sameRing ? 'sex' : 'ringNumber',
      },
    );
  // Its own ring is its own: only another ring can be another pigeon's.
  if (!sameRing && (await isRingTaken(ctx.db, values, pigeon.id)))
    throw ringTaken(await ringHolder(ctx, values), pigeon.clientId);
  // Another sex or ring year may mean another class: registrations still open follow it.
  const reclassify = !sameSex || values.ringYear !== pigeon.ringYear;
  let row: PigeonRow | undefined;
  let reclassified: number[] = [];
  try {
    row = reclassify
      ? await ctx.db.transaction(async (tx) => {
          // Their events are locked before the pigeon's row, in the order registering takes them
          // (event, then pigeon), so saving the pigeon while it is being registered waits instead
          // of deadlocking.
          const locked = await lockEventsOpenForRegistration(tx, ctx.now());
          const updated = await updatePigeonRow(tx, pigeon.id, values);
          if (updated)
            reclassified = await reclassifyOpenRegistrations(tx, ctx.now(), {
              pigeonIds: [pigeon.id],
              locked,
            });
          return updated;
        })
      : // One statement, and only what may change without another class: a save from an older
        // form must not undo another's new sex or ring year behind its reclassification.
        await updatePigeonRow(ctx.db, pigeon.id, sameRing ? { color: values.color } : values);
  } catch (error) {
    // Another request took the ring number since the check above.
    if (isUniqueViolation(error)) throw ringTaken(await ringHolder(ctx, values), pigeon.clientId);
    throw error;
  }
  if (!row) throw appError('PIGEON_NOT_FOUND', 'Pigeon not found');
  if (sameRing && sameSex) ctx.changedViews = [...PIGEON_COLOR_VIEWS];
  for (const eventId of reclassified) announce(ctx, eventId);
  const [view] = await views(ctx, [row], comingSeason(ctx.now()));
  return view;
}

/**
 * Deletes the pigeon and its flight results, unless it is registered for an event that has
 * started: then the refusal names those events (extensions.eventTitles), so the breeder knows why.
 */
export async function deletePigeon(ctx: GraphQLContext, id: string): Promise<string> {
  const { pigeon, client } = await ownedPigeon(ctx, id);
  await ctx.db.transaction(async (tx) => {
    const started = await selectStartedEventsOfPigeon(tx, pigeon.id);
    if (started.length > 0) {
      const eventTitles = started.map((event) => event.title);
      throw appError(
        'PIGEON_ALREADY_REGISTERED',
        `The pigeon is registered for events that have started: ${eventTitles.join(', ')}`,
        { eventIds: started.map((event) => String(event.id)), eventTitles },
      );
    }
    await deletePigeonRow(tx, pigeon.id);
  });
  ctx.log.info('pigeon deleted', { pigeonId: pigeon.id, by: client.id });
  return String(pigeon.id);
}

async function ownedPigeon(
  ctx: GraphQLContext,
  id: string,
): Promise<{ pigeon: PigeonRow; client: ClientRow }> {
  const client = await requireRole(ctx, 'BREEDER');
  const pigeonId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const pigeon = pigeonId === null ? undefined : await findPigeonById(ctx.db, pigeonId);
  if (!pigeon) throw appError('PIGEON_NOT_FOUND', 'Pigeon not found');
  if (pigeon.clientId !== client.id && !hasRank(client.role, 'ADMIN'))
    throw appError('NOT_AUTHORIZED', 'This pigeon belongs to another breeder');
  return { pigeon, client };
}

async function views(ctx: GraphQLContext, rows: PigeonRow[], season: number): Promise<PigeonView[]> {
  if (rows.length === 0) return [];
  const [results, rules] = await Promise.all([
    selectResultsOfPigeons(
      ctx.db,
      rows.map((row) => row.id),
    ),
    ctx.classRules.get(),
  ]);
  const byPigeon = new Map<number, PigeonPriceRow[]>();
  for (const result of results) {
    const list = byPigeon.get(result.pigeonId);
    if (list) list.push(result);
    else byPigeon.set(result.pigeonId, [result]);
  }
  return rows.map((row) => {
    const own = byPigeon.get(row.id) ?? [];
    return { row, results: own, classification: classify(row, own, rules, season) };
  });
}

function pigeonValues(
  input: PigeonInput,
  now: Date,
): Pick<PigeonRow, 'association' | 'ringYear' | 'serial' | 'sex' | 'color'> {
  const parsed = parseRingNumber(input.ringNumber);
  if (!parsed.ok) throw validationFailed('ringNumber', RING_NUMBER_HINT);
  const ring: RingNumber = parsed.ring;
  if (isFutureRingYear(ring.year, now)) throw validationFailed('ringNumber', FUTURE_RING_YEAR_HINT);
  const color = normaliseColor(input.color);
  if (color === '') throw validationFailed('color', 'Enter the colour');
  if (color.length > MAX_COLOR_LENGTH)
    throw validationFailed('color', `At most ${MAX_COLOR_LENGTH} characters`);
  if (input.sex !== 'M' && input.sex !== 'F') throw validationFailed('sex', 'Choose male or female');
  return { association: ring.association, ringYear: ring.year, serial: ring.serial, sex: input.sex, color };
}

function checkSeason(ctx: GraphQLContext, season: number | null | undefined): number {
  if (season === null || season === undefined) return comingSeason(ctx.now());
  if (!Number.isInteger(season) || season < FIRST_SEASON || season > LAST_SEASON)
    throw validationFailed('season', `The season must be a year from ${FIRST_SEASON} to ${LAST_SEASON}`);
  return season;
}

/** Who holds the ring now (undefined when it was freed meanwhile). */
async function ringHolder(ctx: GraphQLContext, ring: RingKey): Promise<number | undefined> {
  return (await findPigeonByRing(ctx.db, ring))?.clientId;
}

/**
 * The ring is taken. `heldByAnother` tells the form that another breeder's pigeon has it, so the
 * breeder can report it to the show office (fileRingClaim) instead of meeting a dead end.
 */
function ringTaken(holderId: number | undefined, ownerId: number) {
  return appError('PIGEON_ALREADY_EXISTS', 'This ring number already exists', {
    field: 'ringNumber',
    heldByAnother: holderId !== undefined && holderId !== ownerId,
  });
}
