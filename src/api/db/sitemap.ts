import { asc, desc } from 'drizzle-orm';
import type { Database } from './connection.ts';
import { type EventRow, events } from './schema.ts';

export type SitemapEvent = Pick<EventRow, 'id' | 'status'>;

/** Every event's id and stored status for the sitemap, the most recent start first. */
export async function selectSitemapEvents(db: Database, limit: number): Promise<SitemapEvent[]> {
  return db
    .select({ id: events.id, status: events.status })
    .from(events)
    .orderBy(desc(events.eventStart), asc(events.id))
    .limit(limit);
}
