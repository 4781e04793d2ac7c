import type { EventRow } from '../../db/schema.ts';
import type { Event, Resolvers } from '../generated/resolvers.ts';
import { listEvents } from './eventsService.ts';

export const eventsResolvers: Resolvers = {
  Query: {
    events: async (_parent, args, ctx) => (await listEvents(ctx.db, args, ctx.now())).map(toEvent),
  },
};

function toEvent(row: EventRow): Event {
  return {
    id: String(row.id),
    title: row.title,
    eventType: row.eventType,
    description: row.description,
    registrationDeadline: row.registrationDeadline.toISOString(),
    eventStart: row.eventStart.toISOString(),
    status: row.status,
    location: {
      country: row.country,
      city: row.city,
      street: row.street,
      houseNumber: row.houseNumber,
      zipCode: row.zipCode,
    },
  };
}
