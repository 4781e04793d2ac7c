import { createPubSub } from 'graphql-yoga';

/** In-process pub/sub for `eventChanged`: one per server, so tests never hear each other. */
export function createEventBus() {
  return createPubSub<{ eventChanged: [eventId: number, payload: { eventId: number }] }>();
}

export type EventBus = ReturnType<typeof createEventBus>;
