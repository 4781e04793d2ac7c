import { and, asc, count, desc, eq, gt, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { EVENT_GROUPS, eventGroup } from '../../shared/eventLifecycle.ts';
import type { Database } from './connection.ts';
import { cages, clients, type EventRow, events, type NewEventRow, registrations } from './schema.ts';

export interface EventQuery {
  /** Only events that have not ended (running and upcoming). */
  upcomingOnly: boolean;
  limit: number;
  /** The last event of the previous page: the page starts after it in this order. */
  after?: Pick<EventRow, 'id' | 'eventStart' | 'status' | 'endedAt'> | null;
}

// The lists' groups (src/shared/eventLifecycle.ts, eventGroup) as numbers in their order, in SQL.
const GROUP = sql<number>`case ${events.status} when 'STARTED' then 0 when 'ENDED' then 2 else 1 end`;
const PAST = EVENT_GROUPS.indexOf('PAST');
/**
 * The moment a list sorts an event by: its end once ended (a show may end long before its planned
 * start, or after it), its planned start before; an end from before it was kept reads the start.
 */
const WHEN = sql<Date>`case when ${events.status} = 'ENDED' then coalesce(${events.endedAt}, ${events.eventStart}) else ${events.eventStart} end`;
const whenOf = (event: Pick<EventRow, 'eventStart' | 'status' | 'endedAt'>): Date =>
  event.status === 'ENDED' ? (event.endedAt ?? event.eventStart) : event.eventStart;

/**
 * Running events, then upcoming ones (each soonest start first), then past ones (most recent end
 * first); ties by id. A page continues after the given event in this order.
 */
export async function selectEvents(db: Database, query: EventQuery): Promise<EventRow[]> {
  const after = query.after;
  let afterCursor: SQL | undefined;
  if (after) {
    const group = EVENT_GROUPS.indexOf(eventGroup(after.status));
    const when = sql`${whenOf(after).toISOString()}::timestamptz`;
    const further = group === PAST ? sql`${WHEN} < ${when}` : sql`${WHEN} > ${when}`;
    afterCursor = or(
      sql`${GROUP} > ${group}`,
      and(sql`${GROUP} = ${group}`, or(further, and(sql`${WHEN} = ${when}`, gt(events.id, after.id)))),
    );
  }
  return db
    .select()
    .from(events)
    .where(and(query.upcomingOnly ? ne(events.status, 'ENDED') : undefined, afterCursor))
    .orderBy(
      asc(GROUP),
      asc(sql`case when ${GROUP} = ${PAST} then null else ${WHEN} end`),
      desc(WHEN),
      asc(events.id),
    )
    .limit(query.limit);
}

/** Ended events, the most recently ended first. */
export async function selectEndedEvents(db: Database, limit: number): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(eq(events.status, 'ENDED'))
    .orderBy(desc(WHEN), asc(events.id))
    .limit(limit);
}

export async function insertEvent(db: Database, values: NewEventRow): Promise<EventRow> {
  const [row] = await db.insert(events).values(values).returning();
  return row;
}

export async function countEvents(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(events);
  return row.n;
}

export interface EventCounts {
  registrationCount: number;
  cageCount: number;
  creator: { id: number; firstName: string; lastName: string } | null;
}

/** Counts and creator of the given events, in one query. */
export async function selectEventCounts(db: Database, ids: number[]): Promise<Map<number, EventCounts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: events.id,
      registrationCount: sql<number>`(select count(*)::integer from ${registrations} where ${registrations.eventId} = ${events.id})`,
      cageCount: sql<number>`(select count(*)::integer from ${cages} where ${cages.eventId} = ${events.id})`,
      creatorId: clients.id,
      firstName: clients.firstName,
      lastName: clients.lastName,
    })
    .from(events)
    .leftJoin(clients, eq(clients.id, events.creatorId))
    .where(inArray(events.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        registrationCount: Number(row.registrationCount),
        cageCount: Number(row.cageCount),
        creator:
          row.creatorId === null
            ? null
            : { id: row.creatorId, firstName: row.firstName ?? '', lastName: row.lastName ?? '' },
      },
    ]),
  );
}

export async function findEventById(db: Database, id: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

/** The event, locked until the transaction ends: event mutations run one after another. */
export async function lockEventById(db: Database, id: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).for('update');
  return row;
}

/**
 * The events still open for registration at `now` (stored DRAFT or OPEN, the deadline ahead), or
 * just the one given, locked for the rest of the transaction in id order. Every transaction that
 * locks several events locks them in this order, and before it changes a pigeon's row (registering
 * locks the event and then refers to the pigeon): so two never wait for each other.
 */
export async function lockEventsOpenForRegistration(
  db: Database,
  now: Date,
  eventId?: number,
): Promise<Pick<EventRow, 'id' | 'eventStart'>[]> {
  const open = and(inArray(events.status, ['DRAFT', 'OPEN']), gt(events.registrationDeadline, now));
  return db
    .select({ id: events.id, eventStart: events.eventStart })
    .from(events)
    .where(eventId === undefined ? open : and(open, eq(events.id, eventId)))
    .orderBy(asc(events.id))
    .for('update');
}

export async function updateEventRow(
  db: Database,
  id: number,
  values: Partial<Omit<NewEventRow, 'id' | 'createdAt'>>,
): Promise<EventRow | undefined> {
  const [row] = await db.update(events).set(values).where(eq(events.id, id)).returning();
  return row;
}

/** Registrations, judge assignments and cages go with it (ON DELETE CASCADE). */
export async function deleteEventRow(db: Database, id: number): Promise<boolean> {
  const deleted = await db.delete(events).where(eq(events.id, id)).returning({ id: events.id });
  return deleted.length > 0;
}

export async function selectEventsByIds(db: Database, ids: number[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(events)
    .where(inArray(events.id, ids))
    .orderBy(asc(events.eventStart), asc(events.id));
}
