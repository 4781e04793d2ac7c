import { createPubSub } from 'graphql-yoga';

/**
 * In-process pub/sub for subscriptions: one per server, so tests never hear each other. The one
 * seam to replace (e.g. by PostgreSQL LISTEN/NOTIFY) when several processes serve one database.
 */
export function createEventBus() {
  return createPubSub<{
    eventChanged: [eventId: number, payload: { eventId: number }];
    /** Judging changed the event's counts; the progress feed counts again. */
    judgingChanged: [eventId: number, payload: { eventId: number }];
  }>();
}

export type EventBus = ReturnType<typeof createEventBus>;
