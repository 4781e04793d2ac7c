import { createPubSub } from 'graphql-yoga';
import type { JudgingProgressView } from '../judging/judgingService.ts';

/**
 * In-process pub/sub for subscriptions: one per server, so tests never hear each other. The one
 * seam to replace (e.g. by PostgreSQL LISTEN/NOTIFY) when several processes serve one database.
 */
export function createEventBus() {
  return createPubSub<{
    eventChanged: [eventId: number, payload: { eventId: number }];
    judgingProgress: [eventId: number, payload: JudgingProgressView];
  }>();
}

export type EventBus = ReturnType<typeof createEventBus>;
