import { asc, count, desc, gte, lt, sql } from 'drizzle-orm';
import type { Database } from './connection.ts';
import { type EventRow, events, type NewEventRow } from './schema.ts';

export interface EventQuery {
  now: Date;
  upcomingOnly: boolean;
  limit: number | null;
}

/** Upcoming events (start ≥ now) soonest first, then past events most recent first. */
export async function selectEvents(db: Database, query: EventQuery): Promise<EventRow[]> {
  // lt() binds `now` through the column's codec; a raw sql`` param would reach postgres-js as a Date.
  const isPast = lt(events.eventStart, query.now);
  const select = db
    .select()
    .from(events)
    .where(query.upcomingOnly ? gte(events.eventStart, query.now) : undefined)
    .orderBy(
      asc(isPast),
      asc(sql`case when ${isPast} then null else ${events.eventStart} end`),
      desc(events.eventStart),
      asc(events.id),
    );
  return query.limit === null ? select : select.limit(query.limit);
}

export async function insertEvent(db: Database, values: NewEventRow): Promise<EventRow> {
  const [row] = await db.insert(events).values(values).returning();
  return row;
}

export async function countEvents(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(events);
  return row.n;
}
