import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { EventStatus } from '../../shared/eventLifecycle.ts';
import type { Database } from './connection.ts';
import type { EventCounts } from './events.ts';
import {
  cages,
  clients,
  type EventRow,
  events,
  judgeAssignments,
  judgingOps,
  objections,
  pigeons,
  registrations,
} from './schema.ts';

export interface EventOverviewQuery {
  /** The status as it reads at `now` (OPEN turns CLOSED at the deadline); null for every status. */
  status: EventStatus | null;
  /** Part of the title or the city, any letter case; empty for every show. */
  search: string;
  now: Date;
  offset: number;
  limit: number;
}

export interface EventOverviewRow extends EventCounts {
  row: EventRow;
  breederCount: number;
  judgedCount: number;
  classesWithoutJudge: number;
  pendingLateRatings: number;
  openObjections: number;
}

/**
 * effectiveEventStatus (src/shared/eventLifecycle.ts) in SQL: stored STARTED and ENDED stand;
 * before the start the deadline decides between OPEN (or DRAFT) and CLOSED.
 */
function statusAt(now: Date): SQL<EventStatus> {
  return sql<EventStatus>`case
    when ${events.status} in ('STARTED', 'ENDED') then ${events.status}
    when ${events.registrationDeadline} <= ${now.toISOString()}::timestamptz then 'CLOSED'
    when ${events.status} = 'DRAFT' then 'DRAFT'
    else 'OPEN' end`;
}

/**
 * The show office's overview: every event matching the status and the search, the latest start
 * first (ties: the newest event first), a page of them, each with its counts, and how many match
 * in all. One query: the counts are subqueries of the page's rows only (each on an index by event),
 * the total a window over the matching rows before the page is cut.
 */
export async function selectEventOverview(
  db: Database,
  query: EventOverviewQuery,
): Promise<{ total: number; rows: EventOverviewRow[] }> {
  const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const conditions: SQL[] = [];
  if (query.status) conditions.push(sql`${statusAt(query.now)} = ${query.status}`);
  if (query.search)
    conditions.push(sql`(${events.title} ilike ${pattern} or ${events.city} ilike ${pattern})`);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const page = await db
    .select({ id: events.id, total: sql<number>`count(*) over ()` })
    .from(events)
    .where(where)
    .orderBy(desc(events.eventStart), desc(events.id))
    .offset(query.offset)
    .limit(query.limit);
  const ids = page.map((row) => row.id);
  // A page past the end has no rows to carry the total: count it on its own (rare).
  const total = page.length > 0 ? Number(page[0].total) : await countMatching(db, where, query.offset);
  if (ids.length === 0) return { total, rows: [] };
  const judgedCages = sql`(select count(*)::integer from ${cages} where ${cages.eventId} = ${events.id}
    and exists (select 1 from ${judgingOps} where ${judgingOps.cageId} = ${cages.id} and ${judgingOps.effective}))`;
  const rows = await db
    .select({
      row: events,
      pigeonCount: sql<number>`(select count(*)::integer from ${registrations} where ${registrations.eventId} = ${events.id})`,
      breederCount: sql<number>`(select count(distinct ${pigeons.clientId})::integer from ${registrations}
        join ${pigeons} on ${pigeons.id} = ${registrations.pigeonId} where ${registrations.eventId} = ${events.id})`,
      cageCount: sql<number>`(select count(*)::integer from ${cages} where ${cages.eventId} = ${events.id})`,
      judgedCount: judgedCages,
      classesWithoutJudge: sql<number>`(select count(distinct ${registrations.classCode})::integer from ${registrations}
        where ${registrations.eventId} = ${events.id} and not exists (select 1 from ${judgeAssignments}
        where ${judgeAssignments.eventId} = ${events.id} and ${judgeAssignments.classCode} = ${registrations.classCode}))`,
      pendingLateRatings: sql<number>`(select count(*)::integer from ${judgingOps}
        where ${judgingOps.eventId} = ${events.id} and ${judgingOps.lateStatus} = 'PENDING')`,
      openObjections: sql<number>`(select count(*)::integer from ${objections}
        where ${objections.eventId} = ${events.id} and ${objections.status} = 'OPEN')`,
      creatorId: clients.id,
      firstName: clients.firstName,
      lastName: clients.lastName,
    })
    .from(events)
    .leftJoin(clients, eq(clients.id, events.creatorId))
    .where(inArray(events.id, ids));
  const byId = new Map(rows.map((found) => [found.row.id, found]));
  return {
    total,
    rows: ids.flatMap((id) => {
      const found = byId.get(id);
      if (!found) return [];
      return [
        {
          row: found.row,
          registrationCount: Number(found.pigeonCount),
          cageCount: Number(found.cageCount),
          breederCount: Number(found.breederCount),
          judgedCount: Number(found.judgedCount),
          classesWithoutJudge: Number(found.classesWithoutJudge),
          pendingLateRatings: Number(found.pendingLateRatings),
          openObjections: Number(found.openObjections),
          creator:
            found.creatorId === null
              ? null
              : { id: found.creatorId, firstName: found.firstName ?? '', lastName: found.lastName ?? '' },
        },
      ];
    }),
  };
}

async function countMatching(db: Database, where: SQL | undefined, offset: number): Promise<number> {
  if (offset === 0) return 0;
  const [row] = await db.select({ n: count() }).from(events).where(where);
  return Number(row?.n ?? 0);
}
