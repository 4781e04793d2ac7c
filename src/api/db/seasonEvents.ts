import { and, asc, gte, isNotNull, lt } from 'drizzle-orm';
import { seasonSpan } from '../../shared/seasonChampionship.ts';
import type { Database } from './connection.ts';
import { type EventRow, events } from './schema.ts';

/**
 * The shows whose results count for a season's championship: those starting within the season
 * (src/shared/seasonChampionship.ts, seasonOf) whose results the office has made final (a show's
 * results are final only after its end), the earliest start first.
 */
export async function finalEventsOfSeason(db: Database, season: number): Promise<EventRow[]> {
  const { from, until } = seasonSpan(season);
  return db
    .select()
    .from(events)
    .where(and(isNotNull(events.resultsFinalAt), gte(events.eventStart, from), lt(events.eventStart, until)))
    .orderBy(asc(events.eventStart), asc(events.id));
}
